import { between, chance, pick, type Random, within } from './random.ts';

// No stock photos are available offline, so the demo shop draws its own pictures as SVG:
// discus in each strain's colours, and simple packshots for food, medicine and equipment.

export const CANVAS = 960;

type Point = [number, number];
type Art = { defs: string; body: string };

type Pattern =
  | 'plain'
  | 'sheen'
  | 'pepper'
  | 'turquoiseLines'
  | 'checker'
  | 'snakeskin'
  | 'melon'
  | 'heckel'
  | 'wildLines'
  | 'marbled'
  | 'butterfly';

type Backdrop = 'light' | 'green' | 'deep';

export type FishLook = {
  body: string;
  /** The colour the body fades to towards the belly and tail. */
  shade: string;
  fin: string;
  finEdge: string;
  pattern: Pattern;
  patternColor: string;
  spots?: string;
  /** Strength of the nine vertical stress bars, 0 for none. */
  bars: number;
  /** Heckel discus carry one dark, wide bar through the middle of the body. */
  heckelBar?: boolean;
  albino?: boolean;
  backdrop?: Backdrop;
};

const look = (l: FishLook): FishLook => l;

export const FISH_LOOKS = {
  pigeonBlood: look({
    body: '#f7cfa0',
    shade: '#f2924f',
    fin: '#f4a768',
    finEdge: '#dc4a26',
    pattern: 'pepper',
    patternColor: '#e8703a',
    bars: 0,
  }),
  redTurquoise: look({
    body: '#b8431f',
    shade: '#7a2612',
    fin: '#9c3719',
    finEdge: '#e8692a',
    pattern: 'turquoiseLines',
    patternColor: '#3cc8cf',
    bars: 0.12,
  }),
  blueDiamond: look({
    body: '#3a98e6',
    shade: '#1a56b0',
    fin: '#2c7fd2',
    finEdge: '#8fdcff',
    pattern: 'sheen',
    patternColor: '#cdefff',
    bars: 0,
  }),
  cobaltBlue: look({
    body: '#2e72c8',
    shade: '#1a3d86',
    fin: '#2a60ae',
    finEdge: '#d8662c',
    pattern: 'turquoiseLines',
    patternColor: '#7a4430',
    bars: 0.1,
  }),
  blueTurquoise: look({
    body: '#27a7b4',
    shade: '#156a8c',
    fin: '#2191a6',
    finEdge: '#e0602a',
    pattern: 'turquoiseLines',
    patternColor: '#8c4a2c',
    bars: 0.12,
  }),
  checkerboard: look({
    body: '#cc3520',
    shade: '#8e1f12',
    fin: '#b42e1c',
    finEdge: '#f27d2c',
    pattern: 'checker',
    patternColor: '#41c8cc',
    bars: 0,
  }),
  leopardSnakeskin: look({
    body: '#3cbcc6',
    shade: '#1d7f9c',
    fin: '#31a3b6',
    finEdge: '#e34a28',
    pattern: 'snakeskin',
    patternColor: '#1e6f80',
    spots: '#d9321e',
    bars: 0,
  }),
  redSnakeskin: look({
    body: '#43b9c4',
    shade: '#217e99',
    fin: '#33a0b2',
    finEdge: '#d9442a',
    pattern: 'snakeskin',
    patternColor: '#b23a22',
    bars: 0,
  }),
  blueLeopard: look({
    body: '#3aa9d8',
    shade: '#1f5fa8',
    fin: '#2f8fc6',
    finEdge: '#e0502c',
    pattern: 'sheen',
    patternColor: '#bfe6ff',
    spots: '#d6361f',
    bars: 0,
  }),
  golden: look({
    body: '#f8d54c',
    shade: '#e59a1f',
    fin: '#f2ba37',
    finEdge: '#e25f28',
    pattern: 'sheen',
    patternColor: '#fff4c2',
    bars: 0.05,
  }),
  albino: look({
    body: '#fcf5ea',
    shade: '#f3cfae',
    fin: '#f8e7d4',
    finEdge: '#f29b76',
    pattern: 'plain',
    patternColor: '#ffffff',
    bars: 0,
    albino: true,
    backdrop: 'deep',
  }),
  albinoGolden: look({
    body: '#fde6a0',
    shade: '#f2b955',
    fin: '#f9d98a',
    finEdge: '#f0874a',
    pattern: 'sheen',
    patternColor: '#fff8dc',
    bars: 0,
    albino: true,
  }),
  albinoRed: look({
    body: '#ff8a5e',
    shade: '#ef4f24',
    fin: '#fb7a4c',
    finEdge: '#fff0e4',
    pattern: 'melon',
    patternColor: '#ffe6d6',
    bars: 0,
    albino: true,
  }),
  albinoBlue: look({
    body: '#a8d6f6',
    shade: '#5f9fdc',
    fin: '#93c6ee',
    finEdge: '#f6a07c',
    pattern: 'sheen',
    patternColor: '#f0faff',
    bars: 0,
    albino: true,
    backdrop: 'deep',
  }),
  snowWhite: look({
    body: '#fcfcf8',
    shade: '#dfe8e6',
    fin: '#f3f5f1',
    finEdge: '#f1c39c',
    pattern: 'plain',
    patternColor: '#ffffff',
    bars: 0,
    backdrop: 'deep',
  }),
  redMelon: look({
    body: '#f2401f',
    shade: '#c0200e',
    fin: '#e63a1f',
    finEdge: '#2a1a1a',
    pattern: 'melon',
    patternColor: '#2f8fd6',
    bars: 0.06,
  }),
  redWhite: look({
    body: '#faf3ec',
    shade: '#f2dccf',
    fin: '#f6e2d6',
    finEdge: '#d82a1c',
    pattern: 'marbled',
    patternColor: '#d9281b',
    bars: 0,
    backdrop: 'deep',
  }),
  marlboroRed: look({
    body: '#dc2f1e',
    shade: '#f3b83c',
    fin: '#e4572a',
    finEdge: '#b51d12',
    pattern: 'marbled',
    patternColor: '#cf2416',
    bars: 0,
  }),
  whiteButterfly: look({
    body: '#f9f7f1',
    shade: '#e6e1d6',
    fin: '#f4f0e8',
    finEdge: '#e9512d',
    pattern: 'butterfly',
    patternColor: '#1c1c1c',
    bars: 0,
    backdrop: 'deep',
  }),
  heckel: look({
    body: '#bf8d4b',
    shade: '#87572a',
    fin: '#9f6f3c',
    finEdge: '#d5492a',
    pattern: 'heckel',
    patternColor: '#4fa8cf',
    bars: 0.28,
    heckelBar: true,
  }),
  greenWild: look({
    body: '#979048',
    shade: '#5d6a36',
    fin: '#7e7c42',
    finEdge: '#cc4a28',
    pattern: 'wildLines',
    patternColor: '#44b8a4',
    bars: 0.34,
  }),
  redSpottedGreen: look({
    body: '#8f8d4a',
    shade: '#5a6636',
    fin: '#7a7a42',
    finEdge: '#d23c24',
    pattern: 'wildLines',
    patternColor: '#45b6a6',
    spots: '#d8301c',
    bars: 0.3,
  }),
  blueWild: look({
    body: '#8e6c4a',
    shade: '#5c4834',
    fin: '#74593e',
    finEdge: '#c9552c',
    pattern: 'wildLines',
    patternColor: '#3f92d6',
    bars: 0.42,
  }),
  brownWild: look({
    body: '#b66a30',
    shade: '#7a3c1a',
    fin: '#94532a',
    finEdge: '#d8442a',
    pattern: 'wildLines',
    patternColor: '#4ba5b4',
    bars: 0.46,
  }),
} satisfies Record<string, FishLook>;

export type FishLookName = keyof typeof FISH_LOOKS;

// ---- geometry -------------------------------------------------------------------------------

const n1 = (v: number) => Math.round(v * 10) / 10;
const xy = (p: Point) => `${n1(p[0])},${n1(p[1])}`;

/** A smooth curve through every point (Catmull-Rom written as cubic Béziers). */
function smoothPath(points: Point[], closed: boolean): string {
  const count = points.length;
  const at = (i: number): Point =>
    (closed ? points[(i + count) % count] : points[Math.max(0, Math.min(count - 1, i))]) as Point;
  let d = `M${xy(at(0))}`;
  for (let i = 0; i < (closed ? count : count - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${xy(c1)} ${xy(c2)} ${xy(p2)}`;
  }
  return closed ? `${d}Z` : d;
}

const smoothstep = (t: number) => {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
};

// The fish is drawn facing left around (0, 0); the caller places, flips and scales it.
const BODY_RX = 232;
const BODY_RY = 222;

function onBody(deg: number, grow = 0): Point {
  const a = (deg * Math.PI) / 180;
  return [(BODY_RX + grow) * Math.cos(a), (BODY_RY + grow) * Math.sin(a)];
}

function bodyOutline(): Point[] {
  const points: Point[] = [];
  for (let deg = 0; deg < 360; deg += 10) {
    const [x, y] = onBody(deg);
    // A short snout with the small mouth just below the middle of the head.
    const snout = Math.exp(-(((deg - 174) / 10) ** 2));
    points.push([x - 14 * snout, y]);
  }
  return points;
}

/** The dorsal fin wraps the back from above the eye to the tail; the anal fin mirrors it below. */
function finReach(t: number, reach: number): number {
  return reach * smoothstep(t / 0.24) * (1 - 0.12 * t);
}

function finShape(reach: number, below: boolean): { outline: string; rays: Point[][] } {
  const steps = 16;
  const flip = (p: Point): Point => (below ? [p[0], -p[1]] : p);
  const from = -130;
  const to = -9;
  const edge: Point[] = [flip(onBody(from, -6))];
  const rays: Point[][] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const deg = from + (to - from) * t;
    const grow = finReach(t, reach);
    edge.push(flip(onBody(deg, grow)));
    if (i < steps) rays.push([flip(onBody(deg, -8)), flip(onBody(deg, grow * 0.94))]);
  }
  edge.push(flip(onBody(-2, 6)));
  // Both fins must wind the same way as the body, or a clip path made of all three cancels out.
  if (below) edge.reverse();
  return { outline: `${smoothPath(edge, false)}L0,0Z`, rays };
}

const TAIL = 'M190,-42C236,-60 290,-106 330,-134C352,-84 358,-34 350,0C358,34 352,84 330,134C290,106 236,60 190,42Z';
const TAIL_EDGE = 'M330,-134C352,-84 358,-34 350,0C358,34 352,84 330,134';

// ---- patterns -------------------------------------------------------------------------------

type Line = { d: string };

/** A horizontal line that bows with the round body and wobbles like the real markings. */
function bowedLine(random: Random, y0: number, x0: number, x1: number, amplitude: number, wavelength: number): string {
  const phase = within(random, 0, Math.PI * 2);
  const points: Point[] = [];
  for (let x = x0; x <= x1; x += 18) {
    const bow = 1 - 0.22 * (x / 260) ** 2;
    const wobble = amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase) + within(random, -2, 2);
    points.push([x, y0 * bow + wobble]);
  }
  return smoothPath(points, false);
}

function uprightLine(
  random: Random,
  x0: number,
  y0: number,
  y1: number,
  amplitude: number,
  wavelength: number,
): string {
  const phase = within(random, 0, Math.PI * 2);
  const points: Point[] = [];
  for (let y = y0; y <= y1; y += 16) {
    const bow = 1 - 0.12 * (y / 260) ** 2;
    const wobble = amplitude * Math.sin((y / wavelength) * Math.PI * 2 + phase) + within(random, -1.5, 1.5);
    points.push([x0 * bow + wobble, y]);
  }
  return smoothPath(points, false);
}

const stroke = (lines: Line[], color: string, width: number, opacity = 1) =>
  `<g fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}">${lines
    .map((l) => `<path d="${l.d}"/>`)
    .join('')}</g>`;

/** Where a point sits: 0 at the centre of the body, 1 on its edge, above 1 in the fins. */
const depth = (x: number, y: number) => Math.hypot(x / BODY_RX, y / BODY_RY);

function horizontalLines(random: Random, gap: number, amplitude: number, wavelength: number): Line[] {
  const lines: Line[] = [];
  for (let y = -310 + within(random, 0, gap); y < 310; y += gap * within(random, 0.85, 1.15)) {
    lines.push({ d: bowedLine(random, y, -260, 320, amplitude, wavelength) });
  }
  return lines;
}

function patternArt(l: FishLook, random: Random, id: string): string {
  switch (l.pattern) {
    case 'plain':
      return '';
    case 'sheen':
      return stroke(horizontalLines(random, 58, 5, 220), l.patternColor, 10, 0.16);
    case 'pepper': {
      const lines = stroke(horizontalLines(random, 46, 7, 160), l.patternColor, 7, 0.45);
      const dots: string[] = [];
      for (let i = 0; i < 1500 && dots.length < 520; i++) {
        const x = within(random, -250, 330);
        const y = within(random, -310, 310);
        const rearward = (x + 250) / 580;
        if (random() < 0.08 + 0.5 * rearward + 0.35 * Math.max(0, depth(x, y) - 0.6)) {
          dots.push(`<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(within(random, 1.2, 3.4))}"/>`);
        }
      }
      return `${lines}<g fill="#1b1411" opacity="0.75">${dots.join('')}</g>`;
    }
    case 'turquoiseLines':
      return stroke(horizontalLines(random, 34, 7, 140), l.patternColor, 12, 0.92);
    case 'checker': {
      const across = horizontalLines(random, 42, 4, 180);
      const upright: Line[] = [];
      for (let x = -250 + within(random, 0, 40); x < 320; x += within(random, 38, 46)) {
        upright.push({ d: uprightLine(random, x, -320, 320, 4, 170) });
      }
      return stroke(across, l.patternColor, 11) + stroke(upright, l.patternColor, 9, 0.95);
    }
    case 'snakeskin': {
      const fine: Line[] = [];
      for (let x = -250; x < 320; x += within(random, 8, 11)) {
        fine.push({ d: uprightLine(random, x, -320, 320, 3, 34) });
      }
      return stroke(fine, l.patternColor, 2.6, 0.7);
    }
    case 'melon': {
      const head: Line[] = [];
      for (const y of [-170, -128, -90, 70, 110, 150]) {
        head.push({ d: bowedLine(random, y + within(random, -8, 8), -262, -70 + within(random, -30, 20), 5, 120) });
      }
      const finLines: Line[] = [];
      for (const grow of [20, 44]) {
        for (const sign of [-1, 1]) {
          const points: Point[] = [];
          for (let deg = -120; deg <= -15; deg += 15) {
            const [x, y] = onBody(deg, grow + within(random, -4, 4));
            points.push([x, sign * y]);
          }
          finLines.push({ d: smoothPath(points, false) });
        }
      }
      return stroke(head, l.patternColor, 8, 0.9) + stroke(finLines, l.patternColor, 7, 0.85);
    }
    case 'heckel':
      return stroke(horizontalLines(random, 30, 6, 120), l.patternColor, 6, 0.75);
    case 'wildLines': {
      // Wild fish carry the lines mainly on the head and near the fins; the flank stays plain.
      return `<g mask="url(#${id}wild)">${stroke(horizontalLines(random, 30, 6, 130), l.patternColor, 6, 0.85)}</g>`;
    }
    case 'marbled': {
      const blotches: string[] = [];
      for (let i = 0; i < 60; i++) {
        const x = within(random, -260, 300);
        const y = within(random, -300, 300);
        const frontal = 1 - (x + 260) / 560;
        if (random() > 0.25 + 0.75 * frontal) continue;
        blotches.push(
          `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(within(random, 16, 44))}" ry="${n1(within(random, 8, 22))}" transform="rotate(${between(random, -40, 40)} ${n1(x)} ${n1(y)})"/>`,
        );
      }
      const veins = stroke(horizontalLines(random, 40, 9, 110), l.patternColor, 7, 0.55);
      return `<g fill="${l.patternColor}" opacity="0.85">${blotches.join('')}</g>${veins}`;
    }
    case 'butterfly': {
      const patches: string[] = [];
      for (let i = 0; i < 240 && patches.length < 70; i++) {
        const x = within(random, -240, 320);
        const y = within(random, -310, 310);
        if (depth(x, y) < 0.92 && random() > 0.08) continue;
        patches.push(
          `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(within(random, 6, 18))}" ry="${n1(within(random, 4, 10))}" transform="rotate(${between(random, 0, 180)} ${n1(x)} ${n1(y)})"/>`,
        );
      }
      return `<g fill="${l.patternColor}" opacity="0.8">${patches.join('')}</g>`;
    }
  }
}

function spotArt(color: string, random: Random, onlyLower: boolean): string {
  const dots: string[] = [];
  for (let y = -300; y < 300; y += 30) {
    for (let x = -250; x < 320; x += 30) {
      const cx = x + within(random, -9, 9);
      const cy = y + within(random, -9, 9);
      if (onlyLower && cy < 40 + 0.3 * cx) continue;
      if (random() < 0.15) continue;
      dots.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(within(random, 4.5, 8.5))}"/>`);
    }
  }
  return `<g fill="${color}">${dots.join('')}</g>`;
}

function barArt(l: FishLook): string {
  if (l.bars <= 0 && !l.heckelBar) return '';
  const bars: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = -150 + i * 45;
    const heckel = l.heckelBar && i === 4;
    const width = heckel ? 34 : i === 0 ? 20 : 14;
    const opacity = heckel ? 0.92 : l.heckelBar && (i === 0 || i === 8) ? 0.6 : l.bars;
    const left = x - width / 2;
    bars.push(
      `<path opacity="${opacity}" d="M${left},-330Q${left + 12},0 ${left},330L${left + width},330Q${left + width + 12},0 ${left + width},-330Z"/>`,
    );
  }
  return `<g fill="#24160c">${bars.join('')}</g>`;
}

// ---- one fish -------------------------------------------------------------------------------

/** One discus as an SVG group; `id` keeps its gradients apart from another fish in the same picture. */
function discus(l: FishLook, random: Random, id: string, transform: string): Art {
  const body = smoothPath(bodyOutline(), true);
  const dorsal = finShape(84, false);
  const anal = finShape(76, true);
  const dorsalInner = finShape(66, false);
  const analInner = finShape(59, true);
  const eye: Point = [-150, -58];
  const pupil = l.albino ? '#8c0f1c' : '#120b08';
  const iris = l.albino ? '#ff3b4e' : '#e3361c';
  const wildMask = l.pattern === 'wildLines';

  const defs = `
<linearGradient id="${id}body" x1="0.15" y1="0.05" x2="0.85" y2="0.95">
  <stop offset="0" stop-color="${l.body}"/><stop offset="0.55" stop-color="${l.body}"/><stop offset="1" stop-color="${l.shade}"/>
</linearGradient>
<radialGradient id="${id}round" cx="0.38" cy="0.34" r="0.72">
  <stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
  <stop offset="0.8" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/>
</radialGradient>
<linearGradient id="${id}tail" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="${l.fin}"/><stop offset="1" stop-color="${l.fin}" stop-opacity="0.55"/>
</linearGradient>
<linearGradient id="${id}pelvic" x1="0" y1="0" x2="0.4" y2="1">
  <stop offset="0" stop-color="${l.fin}"/><stop offset="0.7" stop-color="${l.finEdge}"/><stop offset="1" stop-color="#fff" stop-opacity="0.8"/>
</linearGradient>
<radialGradient id="${id}iris" cx="0.45" cy="0.45" r="0.6">
  <stop offset="0" stop-color="#ffb347"/><stop offset="0.55" stop-color="${iris}"/><stop offset="1" stop-color="#7a1208"/>
</radialGradient>
<clipPath id="${id}skin"><path d="${body}"/><path d="${dorsalInner.outline}"/><path d="${analInner.outline}"/></clipPath>
<clipPath id="${id}flesh"><path d="${body}"/></clipPath>
${
  wildMask
    ? `<mask id="${id}wild"><rect x="-400" y="-400" width="800" height="800" fill="#fff"/><ellipse cx="70" cy="0" rx="170" ry="150" fill="#000" opacity="0.85"/></mask>`
    : ''
}`;

  const rays = (shape: { rays: Point[][] }) =>
    `<g stroke="${l.shade}" stroke-width="2.2" opacity="0.35">${shape.rays
      .map((r) => `<path d="M${xy(r[0] as Point)}L${xy(r[1] as Point)}"/>`)
      .join('')}</g>`;
  const tailRays = Array.from({ length: 11 }, (_, i) => {
    const y = -120 + i * 24;
    return `<path d="M196,${n1(y * 0.25)}L${n1(342 - Math.abs(y) * 0.12)},${y}"/>`;
  }).join('');

  const pattern = patternArt(l, random, id);
  const spots = l.spots ? spotArt(l.spots, random, l.pattern === 'wildLines') : '';

  const art = `
<g transform="${transform}">
  <path d="${TAIL}" fill="url(#${id}tail)"/>
  <g stroke="${l.shade}" stroke-width="2" opacity="0.4">${tailRays}</g>
  <path d="${TAIL_EDGE}" fill="none" stroke="${l.finEdge}" stroke-width="9" stroke-linecap="round" opacity="0.8"/>
  <path d="${dorsal.outline}" fill="${l.finEdge}"/>
  <path d="${anal.outline}" fill="${l.finEdge}"/>
  <path d="${dorsalInner.outline}" fill="${l.fin}"/>
  <path d="${analInner.outline}" fill="${l.fin}"/>
  <path d="M-112,196C-96,244 -66,302 -24,352C-40,302 -58,248 -70,204Z" fill="url(#${id}pelvic)" opacity="0.85"/>
  <path d="M-136,190C-124,240 -100,300 -62,346C-74,296 -90,244 -98,200Z" fill="url(#${id}pelvic)"/>
  <path d="${body}" fill="url(#${id}body)"/>
  <g clip-path="url(#${id}skin)">${pattern}${spots}${barArt(l)}${rays(dorsalInner)}${rays(analInner)}</g>
  <path d="${body}" fill="url(#${id}round)"/>
  <path d="${body}" fill="none" stroke="${l.shade}" stroke-width="3" opacity="0.22"/>
  <g clip-path="url(#${id}flesh)">
    <path d="M-92,-130C-62,-62 -60,42 -98,146" fill="none" stroke="#000" stroke-width="5" opacity="0.16"/>
  </g>
  <path d="M-84,26C-44,4 0,8 26,30C6,56 -40,66 -84,46Z" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>
  <path d="M-82,32L22,30M-82,36L16,44M-82,40L4,56" stroke="#fff" stroke-opacity="0.3" stroke-width="1.5"/>
  <circle cx="${eye[0]}" cy="${eye[1]}" r="31" fill="#2b0f08" opacity="0.85"/>
  <circle cx="${eye[0]}" cy="${eye[1]}" r="27" fill="url(#${id}iris)"/>
  <circle cx="${eye[0] - 2}" cy="${eye[1] + 1}" r="12" fill="${pupil}"/>
  <circle cx="${eye[0] - 8}" cy="${eye[1] - 8}" r="5" fill="#fff" opacity="0.85"/>
  <circle cx="-214" cy="-26" r="3.5" fill="#000" opacity="0.35"/>
  <path d="M-240,10Q-252,18 -242,27" fill="none" stroke="#000" stroke-width="4" stroke-linecap="round" opacity="0.45"/>
</g>`;
  return { defs, body: art };
}

// ---- the water around it --------------------------------------------------------------------

const WATERS: Record<Backdrop, [string, string, string]> = {
  light: ['#e6f5f6', '#a9d7dc', '#5f9faa'],
  green: ['#e4f3ea', '#a8d3bf', '#5d9986'],
  deep: ['#4d8fa3', '#245a70', '#0f2f40'],
};

function water(random: Random, backdrop: Backdrop, shadowWidth: number): Art {
  const [top, middle, bottom] = WATERS[backdrop];
  const rays = Array.from({ length: 4 }, () => {
    const x = between(random, 80, 880);
    const spread = between(random, 50, 120);
    const lean = between(random, -160, 160);
    return `<path d="M${x - 30},0L${x + 30},0L${x + lean + spread},${CANVAS}L${x + lean - spread},${CANVAS}Z"/>`;
  }).join('');
  const bubbles = Array.from({ length: between(random, 5, 10) }, () => {
    const x = chance(random, 0.5) ? between(random, 40, 170) : between(random, 790, 920);
    const y = between(random, 60, 760);
    const r = between(random, 4, 13);
    return `<circle cx="${x}" cy="${y}" r="${r}"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${Math.max(1, r * 0.25)}" fill="#fff" fill-opacity="0.7" stroke="none"/>`;
  }).join('');
  const defs = `
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/>
</linearGradient>
<linearGradient id="ray" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.42" r="0.55">
  <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
</radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#e8d8b0" stop-opacity="0"/><stop offset="1" stop-color="#d9c28e" stop-opacity="0.55"/>
</linearGradient>`;
  const body = `
<rect width="${CANVAS}" height="${CANVAS}" fill="url(#water)"/>
<g fill="url(#ray)">${rays}</g>
<rect width="${CANVAS}" height="${CANVAS}" fill="url(#glow)"/>
<rect y="800" width="${CANVAS}" height="160" fill="url(#floor)"/>
<ellipse cx="480" cy="872" rx="${shadowWidth}" ry="30" fill="url(#shadow)"/>
<g fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.6" stroke-width="2">${bubbles}</g>`;
  return { defs, body };
}

function svg(parts: Art[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}"><defs>${parts
    .map((p) => p.defs)
    .join('')}</defs>${parts.map((p) => p.body).join('')}</svg>`;
}

function backdropFor(l: FishLook, random: Random): Backdrop {
  return l.backdrop ?? pick(random, ['light', 'light', 'green', 'deep'] as const);
}

export type FishPose = { mirrored?: boolean; tilt?: number; scale?: number };

/** A square picture of one discus in the strain's colours. */
export function drawDiscus(name: FishLookName, random: Random, pose: FishPose = {}): string {
  const l: FishLook = FISH_LOOKS[name];
  const scale = pose.scale ?? within(random, 1.02, 1.12);
  const tilt = pose.tilt ?? within(random, -6, 6);
  const flip = pose.mirrored ? -1 : 1;
  const x = pose.mirrored ? 490 : 460;
  const transform = `translate(${x} 450) rotate(${n1(tilt)}) scale(${n1(scale * flip * 100) / 100} ${n1(scale * 100) / 100})`;
  return svg([water(random, backdropFor(l, random), 300 * scale), discus(l, random, 'a', transform)]);
}

/** A breeding pair: two discus, one a little behind the other. */
export function drawPair(first: FishLookName, second: FishLookName, random: Random): string {
  const back = FISH_LOOKS[first];
  const front = FISH_LOOKS[second];
  return svg([
    water(random, backdropFor(back, random), 320),
    discus(back, random, 'a', `translate(575 345) rotate(${n1(within(random, -8, 2))}) scale(0.74)`),
    discus(front, random, 'b', `translate(395 575) rotate(${n1(within(random, -2, 8))}) scale(-0.74 0.74)`),
  ]);
}

// ---- goods ----------------------------------------------------------------------------------

export type GoodsKind =
  | 'tin'
  | 'pouch'
  | 'frozen'
  | 'dropper'
  | 'bottle'
  | 'leaves'
  | 'heater'
  | 'spongeFilter'
  | 'testKit'
  | 'breedingCone'
  | 'airPump'
  | 'meter';

export type GoodsArt = {
  kind: GoodsKind;
  /** A word or two printed on the pack, as on a real label. */
  label?: string;
  color?: string;
  /** The colour of what is inside: flakes, pellets, frozen cubes, liquid. */
  contents?: string;
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(x: number, y: number, words: string, size: number, fill: string, weight = 700, maxWidth = 380): string {
  // Shrink long words to fit the label; a bold capital is about 0.78 em wide.
  const fitted = Math.min(size, Math.floor(maxWidth / (words.length * 0.78)));
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${fitted}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(words)}</text>`;
}

/** A small discus silhouette used as the shop's mark on packs. */
function badge(cx: number, cy: number, size: number, color: string): string {
  const s = size / 100;
  return `<g transform="translate(${cx} ${cy}) scale(${s})" fill="${color}"><ellipse rx="46" ry="44"/><path d="M36,-10L70,-34L64,0L70,34L36,10Z"/><path d="M-30,-40Q0,-66 40,-30Z"/><path d="M-30,40Q0,66 40,30Z"/><circle cx="-26" cy="-10" r="7" fill="#fff"/></g>`;
}

/** Light from the front-left, shadow at the sides: makes a flat shape read as a round tin or bottle. */
const roundShade = (id: string) => `
<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.25"/>
  <stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/>
</linearGradient>`;

function scatter(random: Random, count: number, color: string, area: [number, number, number, number], size: number) {
  const [x0, y0, x1, y1] = area;
  return Array.from({ length: count }, () => {
    const x = within(random, x0, x1);
    const y = within(random, y0, y1);
    const r = within(random, size * 0.6, size * 1.3);
    return `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(r)}" ry="${n1(r * within(random, 0.5, 0.9))}" fill="${color}" transform="rotate(${between(random, 0, 180)} ${n1(x)} ${n1(y)})"/>`;
  }).join('');
}

function tin(a: GoodsArt, random: Random): Art {
  const color = a.color ?? '#c0392b';
  const contents = a.contents ?? '#d9822b';
  return {
    defs: `${roundShade('tinshade')}<linearGradient id="lid" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d959b"/><stop offset="0.4" stop-color="#eef1f3"/><stop offset="1" stop-color="#7c8489"/></linearGradient>`,
    body: `
<path d="M300,290L660,290L660,760A180,42 0 0 1 300,760Z" fill="#dfe3e6"/>
<rect x="300" y="360" width="360" height="330" fill="${color}"/>
<path d="M300,290L660,290L660,760A180,42 0 0 1 300,760Z" fill="url(#tinshade)"/>
<ellipse cx="480" cy="290" rx="180" ry="42" fill="url(#lid)" stroke="#6f777c" stroke-width="3"/>
<ellipse cx="480" cy="290" rx="150" ry="32" fill="none" stroke="#6f777c" stroke-width="3" opacity="0.6"/>
${badge(480, 440, 70, '#fff')}
${text(480, 560, a.label ?? 'FLAKES', 54, '#fff', 700, 300)}
${text(480, 610, 'DISCUS FOOD', 26, '#fff', 400)}
${scatter(random, 70, contents, [250, 770, 720, 850], 11)}`,
  };
}

function pouch(a: GoodsArt, random: Random): Art {
  const color = a.color ?? '#1f6fb2';
  const contents = a.contents ?? '#b5651d';
  const granules = Array.from({ length: 110 }, () => {
    const x = within(random, 410, 550);
    const y = within(random, 560, 690);
    return `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(within(random, 5, 9))}"/>`;
  }).join('');
  return {
    defs: `<linearGradient id="pouchshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
<clipPath id="window"><ellipse cx="480" cy="625" rx="78" ry="70"/></clipPath>`,
    body: `
<path d="M320,220L640,220L660,760Q480,800 300,760Z" fill="${color}"/>
<rect x="320" y="220" width="320" height="40" fill="#000" opacity="0.2"/>
<path d="M322,282L638,282" stroke="#fff" stroke-width="4" stroke-dasharray="10 8" opacity="0.6"/>
${badge(480, 350, 60, '#fff')}
${text(480, 460, a.label ?? 'GRANULES', 48, '#fff')}
${text(480, 505, 'SLOW SINKING', 24, '#fff', 400)}
<ellipse cx="480" cy="625" rx="80" ry="72" fill="#f4f0e6"/>
<g clip-path="url(#window)" fill="${contents}">${granules}</g>
<ellipse cx="480" cy="625" rx="80" ry="72" fill="none" stroke="#fff" stroke-width="5"/>
<path d="M320,220L640,220L660,760Q480,800 300,760Z" fill="url(#pouchshade)"/>`,
  };
}

function frozen(a: GoodsArt, random: Random): Art {
  const color = a.color ?? '#1d4f91';
  const contents = a.contents ?? '#8e1b1b';
  const cubes: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 290 + col * 78;
      const y = 470 + row * 78;
      const worms =
        a.label === 'BLOODWORM'
          ? Array.from(
              { length: 4 },
              () =>
                `<path d="M${x + between(random, 8, 24)},${y + between(random, 16, 52)}q7,-9 14,0t14,0" stroke="#c4161c" stroke-width="4" fill="none"/>`,
            ).join('')
          : `<rect x="${x + 12}" y="${y + 14}" width="20" height="14" rx="4" fill="#fff" opacity="0.18"/>`;
      cubes.push(`<rect x="${x}" y="${y}" width="66" height="66" rx="10" fill="${contents}"/>${worms}`);
    }
  }
  return {
    defs: '',
    body: `
<rect x="250" y="240" width="460" height="560" rx="26" fill="${color}"/>
<rect x="250" y="240" width="460" height="560" rx="26" fill="none" stroke="#fff" stroke-width="6" opacity="0.5"/>
${text(470, 330, a.label ?? 'BEEF HEART', 52, '#fff', 700, 330)}
${text(480, 380, 'FROZEN · KEEP AT -18 °C', 24, '#d6ecff', 400)}
<rect x="272" y="452" width="416" height="270" rx="18" fill="#fff" opacity="0.88"/>
${cubes.join('')}
<path d="M676,262v40M656,282h40M662,268l28,28M690,268l-28,28" stroke="#d6ecff" stroke-width="4" fill="none"/>`,
  };
}

function dropper(a: GoodsArt): Art {
  const color = a.color ?? '#2e7d32';
  return {
    defs: `${roundShade('glass')}`,
    body: `
<rect x="440" y="170" width="80" height="110" rx="10" fill="#f2f2f2"/>
<path d="M455,170L480,110L505,170Z" fill="#f2f2f2"/>
<rect x="420" y="270" width="120" height="40" rx="8" fill="#e0e0e0"/>
<path d="M380,330Q380,300 420,300L540,300Q580,300 580,330L600,380L600,770Q600,800 570,800L390,800Q360,800 360,770L360,380Z" fill="#8a4b12"/>
<rect x="360" y="440" width="240" height="250" fill="#fafafa"/>
<rect x="360" y="440" width="240" height="46" fill="${color}"/>
<path d="M470,520h20v32h32v20h-32v32h-20v-32h-32v-20h32Z" fill="${color}"/>
${text(480, 472, 'AQUA CARE', 24, '#fff')}
${text(480, 660, a.label ?? 'REMEDY', 34, '#222')}
<path d="M380,330Q380,300 420,300L540,300Q580,300 580,330L600,380L600,770Q600,800 570,800L390,800Q360,800 360,770L360,380Z" fill="url(#glass)"/>`,
  };
}

function bottle(a: GoodsArt): Art {
  const color = a.color ?? '#0277bd';
  const liquid = a.contents ?? '#4fc3f7';
  return {
    defs: roundShade('plastic'),
    body: `
<rect x="430" y="180" width="100" height="70" rx="10" fill="${color}"/>
<path d="M400,250L560,250L620,330L620,780Q620,810 590,810L370,810Q340,810 340,780L340,330Z" fill="#f7fbfd"/>
<path d="M340,560L620,560L620,780Q620,810 590,810L370,810Q340,810 340,780Z" fill="${liquid}" opacity="0.35"/>
<rect x="340" y="390" width="280" height="300" fill="${color}"/>
<path d="M480,430C450,480 440,510 440,530A40,40 0 0 0 520,530C520,510 510,480 480,430Z" fill="#fff"/>
${text(480, 612, a.label ?? 'CONDITIONER', a.label && a.label.length > 10 ? 30 : 38, '#fff')}
${text(480, 652, 'FOR SOFT-WATER DISCUS', 18, '#fff', 400)}
<path d="M400,250L560,250L620,330L620,780Q620,810 590,810L370,810Q340,810 340,780L340,330Z" fill="url(#plastic)"/>`,
  };
}

function leaves(random: Random): Art {
  const leaf = (x: number, y: number, angle: number, color: string, scale: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path d="M0,-200C110,-150 120,100 0,210C-120,100 -110,-150 0,-200Z" fill="${color}"/><path d="M0,-190L0,240" stroke="#5a3212" stroke-width="6"/>${Array.from(
      { length: 6 },
      (_, i) =>
        `<path d="M0,${-130 + i * 50}l${70 - i * 6},-40M0,${-130 + i * 50}l${-(70 - i * 6)},-40" stroke="#5a3212" stroke-width="3" opacity="0.6"/>`,
    ).join('')}</g>`;
  return {
    defs: '',
    body: [
      leaf(380, 480, -25 + between(random, -6, 6), '#a0522d', 1),
      leaf(570, 500, 20 + between(random, -6, 6), '#8b4513', 1.05),
      leaf(480, 560, 80, '#b5651d', 0.85),
    ].join(''),
  };
}

function heater(a: GoodsArt): Art {
  const coil = Array.from({ length: 16 }, (_, i) => `${i % 2 ? 500 : 460},${300 + i * 26}`).join(' ');
  return {
    defs: `<linearGradient id="tube" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#cfe8ee" stop-opacity="0.35"/></linearGradient>`,
    body: `
<path d="M480,160C620,140 700,180 760,120" fill="none" stroke="#222" stroke-width="10"/>
<rect x="420" y="150" width="120" height="110" rx="18" fill="#1f1f1f"/>
<circle cx="480" cy="190" r="22" fill="#444" stroke="#e53935" stroke-width="5"/>
<rect x="437" y="255" width="86" height="560" rx="43" fill="url(#tube)" stroke="#9cc3cc" stroke-width="3"/>
<polyline points="${coil}" fill="none" stroke="#e0781f" stroke-width="6"/>
<rect x="450" y="690" width="60" height="90" rx="10" fill="#b0bec5"/>
<circle cx="400" cy="420" r="28" fill="#e3f2f5" opacity="0.8"/><circle cx="400" cy="640" r="28" fill="#e3f2f5" opacity="0.8"/>
<path d="M428,420h12M428,640h12" stroke="#9cc3cc" stroke-width="8"/>
<rect x="560" y="470" width="170" height="70" rx="12" fill="#1f1f1f"/>
${text(645, 517, a.label ?? '100 W', 34, '#fff')}`,
  };
}

function spongeFilter(random: Random): Art {
  const pores = Array.from({ length: 260 }, () => {
    const x = within(random, 352, 608);
    const y = within(random, 392, 738);
    return `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(within(random, 2, 6))}"/>`;
  }).join('');
  const bubbles = Array.from({ length: 8 }, (_, i) => {
    const r = 6 + (i % 3) * 4;
    return `<circle cx="${590 + between(random, -10, 30)}" cy="${200 - i * 22}" r="${r}"/>`;
  }).join('');
  return {
    defs: roundShade('sponge'),
    body: `
<rect x="455" y="200" width="50" height="200" fill="#cfd8dc" opacity="0.9"/>
<path d="M480,210L480,180Q480,150 520,150L600,150" fill="none" stroke="#cfd8dc" stroke-width="40"/>
<rect x="340" y="380" width="280" height="370" rx="40" fill="#37474f"/>
<g fill="#1c262b">${pores}</g>
<rect x="340" y="380" width="280" height="370" rx="40" fill="url(#sponge)"/>
<rect x="320" y="740" width="320" height="50" rx="12" fill="#263238"/>
<g fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="2">${bubbles}</g>`,
  };
}

function testKit(): Art {
  const tube = (x: number, color: string) =>
    `<rect x="${x}" y="280" width="54" height="330" rx="27" fill="#fff" fill-opacity="0.55" stroke="#90a4ae" stroke-width="3"/><rect x="${x + 4}" y="430" width="46" height="176" rx="23" fill="${color}"/><rect x="${x - 4}" y="264" width="62" height="30" rx="6" fill="#eceff1" stroke="#90a4ae" stroke-width="2"/>`;
  const swatches = ['#f9e04b', '#cfe25a', '#8cc86a', '#3fa98f', '#2f7fb8', '#4b4fa8']
    .map((c, i) => `<rect x="${300 + i * 62}" y="700" width="52" height="52" rx="6" fill="${c}"/>`)
    .join('');
  return {
    defs: '',
    body: `
<rect x="250" y="560" width="460" height="250" rx="16" fill="#0d47a1"/>
${tube(300, '#f2d64b')}${tube(380, '#5fb77a')}${tube(460, '#2e6db4')}${tube(540, '#e0783a')}
<rect x="270" y="620" width="420" height="160" rx="10" fill="#fff"/>
${text(480, 670, 'pH · GH · KH · NH3', 32, '#0d47a1')}
${swatches}`,
  };
}

function breedingCone(random: Random): Art {
  const eggs = Array.from({ length: 60 }, () => {
    const y = within(random, 380, 620);
    const half = 40 + (y - 240) * 0.33;
    const x = 480 + within(random, -half * 0.6, half * 0.2);
    return `<circle cx="${n1(x)}" cy="${n1(y)}" r="4.5"/>`;
  }).join('');
  const ridges = Array.from({ length: 9 }, (_, i) => {
    const y = 290 + i * 55;
    const half = 40 + (y - 240) * 0.33;
    return `<path d="M${n1(480 - half)},${y}Q480,${y + 16} ${n1(480 + half)},${y}" fill="none" stroke="#7a3b1b" stroke-width="4" opacity="0.45"/>`;
  }).join('');
  return {
    defs: roundShade('clay'),
    body: `
<path d="M440,240L520,240L670,790L290,790Z" fill="#c1663a"/>
<ellipse cx="480" cy="240" rx="40" ry="10" fill="#9a4a26"/>
${ridges}
<g fill="#f3d27a" stroke="#b7892c" stroke-width="1">${eggs}</g>
<path d="M440,240L520,240L670,790L290,790Z" fill="url(#clay)"/>
<ellipse cx="480" cy="795" rx="200" ry="24" fill="#6d4c41"/>`,
  };
}

function airPump(a: GoodsArt): Art {
  return {
    defs: '',
    body: `
<rect x="290" y="430" width="380" height="260" rx="70" fill="#eceff1"/>
<rect x="290" y="430" width="380" height="260" rx="70" fill="none" stroke="#b0bec5" stroke-width="6"/>
<rect x="330" y="650" width="300" height="50" rx="20" fill="#90a4ae"/>
<rect x="640" y="500" width="60" height="24" rx="6" fill="#78909c"/>
<path d="M700,512C780,512 790,380 700,330C630,290 600,220 660,170" fill="none" stroke="#b3e5fc" stroke-width="14" opacity="0.9"/>
${badge(400, 540, 70, '#0277bd')}
${text(540, 560, a.label ?? 'AIR', 46, '#0277bd')}`,
  };
}

function meter(a: GoodsArt): Art {
  return {
    defs: '',
    body: `
<rect x="320" y="300" width="320" height="220" rx="28" fill="#263238"/>
<rect x="350" y="330" width="260" height="120" rx="10" fill="#a5d6a7"/>
${text(480, 418, a.label ?? '29.5 °C', 62, '#1b3a1f', 700, 240)}
<circle cx="420" cy="485" r="16" fill="#546e7a"/><circle cx="540" cy="485" r="16" fill="#546e7a"/>
<path d="M480,520C480,640 380,620 390,720C398,790 520,780 560,820" fill="none" stroke="#37474f" stroke-width="10"/>
<rect x="540" y="800" width="90" height="26" rx="12" fill="#b0bec5" transform="rotate(20 585 813)"/>`,
  };
}

/** A packshot for food, medicine or equipment, on the same water background as the fish. */
export function drawGoods(art: GoodsArt, random: Random): string {
  const backdrop = pick(random, ['light', 'green'] as const);
  const item = (() => {
    switch (art.kind) {
      case 'tin':
        return tin(art, random);
      case 'pouch':
        return pouch(art, random);
      case 'frozen':
        return frozen(art, random);
      case 'dropper':
        return dropper(art);
      case 'bottle':
        return bottle(art);
      case 'leaves':
        return leaves(random);
      case 'heater':
        return heater(art);
      case 'spongeFilter':
        return spongeFilter(random);
      case 'testKit':
        return testKit();
      case 'breedingCone':
        return breedingCone(random);
      case 'airPump':
        return airPump(art);
      case 'meter':
        return meter(art);
    }
  })();
  return svg([water(random, backdrop, 250), item]);
}
