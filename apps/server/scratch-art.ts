import sharp from 'sharp';
import { drawDiscus, drawGoods, drawPair, FISH_LOOKS, type FishLookName } from './src/seed/fish-art.ts';
import { seededRandom } from './src/seed/random.ts';

const names = Object.keys(FISH_LOOKS) as FishLookName[];
const tiles: Buffer[] = [];
const t0 = performance.now();
for (const [i, n] of names.entries()) {
  const s = drawDiscus(n, seededRandom(i + 1), { mirrored: i % 5 === 4 });
  tiles.push(await sharp(Buffer.from(s)).resize(240).png().toBuffer());
}
console.log('fish', names.length, performance.now() - t0);
const goods = [
  drawGoods({ kind: 'tin', label: 'FLAKES', color: '#c62828', contents: '#e69138' }, seededRandom(1)),
  drawGoods({ kind: 'pouch', label: 'GRANULES', color: '#1565c0', contents: '#8d4a1f' }, seededRandom(2)),
  drawGoods({ kind: 'frozen', label: 'BEEF HEART', color: '#1d4f91', contents: '#8e1b1b' }, seededRandom(3)),
  drawGoods({ kind: 'frozen', label: 'BLOODWORM', color: '#6a1b9a', contents: '#a3161c' }, seededRandom(4)),
  drawGoods({ kind: 'dropper', label: 'METRO', color: '#2e7d32' }, seededRandom(5)),
  drawGoods({ kind: 'bottle', label: 'CONDITIONER', color: '#0277bd' }, seededRandom(6)),
  drawGoods({ kind: 'leaves' }, seededRandom(7)),
  drawGoods({ kind: 'heater', label: '100 W' }, seededRandom(8)),
  drawGoods({ kind: 'spongeFilter' }, seededRandom(9)),
  drawGoods({ kind: 'testKit' }, seededRandom(10)),
  drawGoods({ kind: 'breedingCone' }, seededRandom(11)),
  drawGoods({ kind: 'airPump', label: 'AIR' }, seededRandom(12)),
  drawGoods({ kind: 'thermometer' }, seededRandom(13)),
  drawPair('redTurquoise', 'pigeonBlood', seededRandom(14)),
];
for (const g of goods) tiles.push(await sharp(Buffer.from(g)).resize(240).png().toBuffer());
const cols = 6;
const rows = Math.ceil(tiles.length / cols);
await sharp({ create: { width: cols * 240, height: rows * 240, channels: 3, background: '#fff' } })
  .composite(tiles.map((t, i) => ({ input: t, left: (i % cols) * 240, top: Math.floor(i / cols) * 240 })))
  .png()
  .toFile('/tmp/arttest/sheet.png');
await sharp(Buffer.from(drawDiscus('redTurquoise', seededRandom(99))))
  .png()
  .toFile('/tmp/arttest/big1.png');
await sharp(Buffer.from(drawDiscus('pigeonBlood', seededRandom(98))))
  .png()
  .toFile('/tmp/arttest/big2.png');
console.log('done', performance.now() - t0);
