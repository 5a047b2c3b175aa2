import { slugify } from '@discus/domain/slug';
import type { Db, Tx } from '../db/client.ts';
import { categories, productImages, products, variants } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { SavedImage } from '../lib/images.ts';
import { searchTextOf } from '../modules/catalog/search-text.ts';
import { CATEGORIES, type CategoryKind, HSN, type Picture } from './catalog-data.ts';
import { drawPicture, type PictureJob, savePictures } from './demo.ts';
import { between, chance, pick, type Random, seededRandom, within } from './random.ts';

// A large, plausible catalog for benchmarks: search, listing and paging must stay fast at this size.

const BATCH = 1000;
const DAY = 24 * 60 * 60 * 1000;

const STRAINS = [
  'Pigeon Blood',
  'Red Melon',
  'Red Turquoise',
  'Blue Diamond',
  'Cobalt Blue',
  'Checkerboard',
  'Leopard Snakeskin',
  'Snakeskin',
  'Marlboro Red',
  'Golden',
  'Snow White',
  'White Butterfly',
  'Albino Golden',
  'Heckel',
  'Red Spotted Green',
  'Blue Wild',
  'Tiger Turquoise',
  'Red White',
];
const FISH_WORDS = ['Premium', 'High Body', 'Full Colour', 'Select', 'Tank-Bred', 'Young', 'Sub-Adult', 'Classic'];
const FISH_SIZES = ['2"', '2.5"', '3"', '4"', '5"'];
const FISH_RUPEES = [450, 650, 1100, 2400, 3800];

type Line = { nouns: string[]; words: string[]; packs: string[]; rupees: number; hsnCode: string; taxPercent: number };

const SUPPLIES: Record<Exclude<CategoryKind, 'fish'>, Line> = {
  food: {
    nouns: ['Flakes', 'Granules', 'Soft Pellets', 'Freeze-Dried Bloodworm', 'Beef Heart Mix', 'Brine Shrimp', 'Krill'],
    words: ['Growth', 'Colour', 'Staple', 'Spirulina', 'Garlic', 'Breeder'],
    packs: ['50 g', '100 g', '250 g', '500 g'],
    rupees: 220,
    hsnCode: HSN.fishFood,
    taxPercent: 5,
  },
  medicine: {
    nouns: ['Gill Care Drops', 'Anti-Fungal Remedy', 'Stress Guard', 'Parasite Treatment', 'Water Clarifier'],
    words: ['Discus', 'Aqua', 'Gentle', 'Rapid', 'Hospital Tank'],
    packs: ['30 ml', '100 ml', '250 ml', '500 ml'],
    rupees: 260,
    hsnCode: HSN.medicine,
    taxPercent: 12,
  },
  equipment: {
    nouns: ['Sponge Filter', 'Double Sponge Filter', 'Corner Filter', 'Replacement Sponge', 'Filter Media Bag'],
    words: ['Compact', 'Heavy Duty', 'Breeder', 'Nano', 'Quiet'],
    packs: ['Small', 'Medium', 'Large', 'Extra Large'],
    rupees: 180,
    hsnCode: HSN.filter,
    taxPercent: 18,
  },
};

// Rendered once and shared by every bulk product of the same kind.
const PICTURES: Record<CategoryKind, Picture[]> = {
  fish: [
    { fish: 'pigeonBlood' },
    { fish: 'redTurquoise' },
    { fish: 'blueDiamond' },
    { fish: 'checkerboard' },
    { fish: 'golden' },
    { fish: 'heckel' },
    { fish: 'leopardSnakeskin' },
  ],
  food: [{ goods: { kind: 'tin', label: 'FLAKES', color: '#ad1457' } }, { goods: { kind: 'pouch', label: 'PELLETS' } }],
  medicine: [{ goods: { kind: 'dropper', label: 'CARE', color: '#00838f' } }],
  equipment: [{ goods: { kind: 'spongeFilter' } }, { goods: { kind: 'heater', label: '150 W' } }],
};

type VariantDraft = Omit<typeof variants.$inferInsert, 'productId'>;
type Draft = { product: typeof products.$inferInsert; variants: VariantDraft[]; picture: SavedImage };
type Listing = { title: string; about: string; strain: string | null; grade: string | null; variants: VariantDraft[] };

function fishListing(random: Random): Listing {
  const strain = pick(random, STRAINS);
  const title = `${pick(random, FISH_WORDS)} ${strain} Discus`;
  const first = between(random, 0, FISH_SIZES.length - 1);
  const count = Math.min(between(random, 1, 4), FISH_SIZES.length - first);
  const markup = within(random, 0.85, 1.3);
  return {
    title,
    about:
      `${strain} discus raised on beef heart and RO water. ` +
      `Keep at 29–31 °C, pH 6–7, in soft water with frequent changes. Shipped in oxygen-filled bags with a live arrival guarantee.`,
    strain,
    grade: pick(random, ['A', 'AA', 'AAA']),
    variants: Array.from({ length: count }, (_, i) => ({
      size: FISH_SIZES[first + i] as string,
      color: '',
      pricePaise: Math.round(((FISH_RUPEES[first + i] as number) * markup) / 10) * 1000,
      stock: chance(random, 0.1) ? 0 : between(random, 1, 25),
      taxPercent: 0,
      sortOrder: i,
    })),
  };
}

function suppliesListing(random: Random, line: Line): Listing {
  const noun = pick(random, line.nouns);
  const title = `${pick(random, line.words)} ${noun}`;
  const count = between(random, 1, 4);
  return {
    title,
    about: `${noun} for discus and other soft-water fish, tested in our fish room. Ships in 1–2 working days across India.`,
    strain: null,
    grade: null,
    variants: Array.from({ length: count }, (_, i) => ({
      size: line.packs[i] as string,
      color: '',
      pricePaise: Math.round(line.rupees * (1 + i * 1.8) * within(random, 0.8, 1.4)) * 100,
      stock: chance(random, 0.08) ? 0 : between(random, 1, 60),
      taxPercent: line.taxPercent,
      sortOrder: i,
    })),
  };
}

class SlugBook {
  private next = new Map<string, number>();
  constructor(private taken: Set<string>) {}
  claim(title: string): string {
    const base = slugify(title);
    let n = this.next.get(base) ?? 1;
    let slug = n === 1 ? base : `${base}-${n}`;
    while (this.taken.has(slug)) slug = `${base}-${++n}`;
    this.next.set(base, n + 1);
    this.taken.add(slug);
    return slug;
  }
}

async function insertInBatches(tx: Tx, drafts: Draft[]): Promise<void> {
  for (let start = 0; start < drafts.length; start += BATCH) {
    const batch = drafts.slice(start, start + BATCH);
    const ids = await tx
      .insert(products)
      .values(batch.map((d) => d.product))
      .returning({ id: products.id });
    const variantRows = batch.flatMap((d, i) => d.variants.map((v) => ({ ...v, productId: ids[i]?.id as number })));
    for (let v = 0; v < variantRows.length; v += BATCH) {
      await tx.insert(variants).values(variantRows.slice(v, v + BATCH));
    }
    await tx.insert(productImages).values(
      batch.map((d, i) => ({
        productId: ids[i]?.id as number,
        filename: d.picture.filename,
        width: d.picture.width,
        height: d.picture.height,
        alt: d.product.title,
      })),
    );
  }
}

/** Adds `count` generated products across the existing categories (run after seedDemoData). */
export async function seedBulkProducts(db: Db, count: number, uploadsDir: string): Promise<void> {
  const kinds = Object.keys(PICTURES) as CategoryKind[];
  const jobs: PictureJob[] = kinds.flatMap((kind) =>
    PICTURES[kind].map((picture, i) => ({ area: 'products' as const, draw: () => drawPicture(picture, 9000 + i) })),
  );
  const saved = await savePictures(jobs, uploadsDir);
  const picturesOf = new Map<CategoryKind, SavedImage[]>();
  let offset = 0;
  for (const kind of kinds) {
    picturesOf.set(kind, saved.slice(offset, offset + PICTURES[kind].length));
    offset += PICTURES[kind].length;
  }

  const shelves = await db.select({ id: categories.id, name: categories.name }).from(categories);
  if (shelves.length === 0) throw new Error('seedBulkProducts needs categories: run seedDemoData first');
  const kindOf = new Map(CATEGORIES.map((c) => [c.name, c.kind]));
  const existing = await db.select({ slug: products.slug }).from(products);
  const slugs = new SlugBook(new Set(existing.map((p) => p.slug)));

  const random = seededRandom(count);
  const now = Date.now();
  const drafts: Draft[] = Array.from({ length: count }, () => {
    const shelf = pick(random, shelves);
    const kind = kindOf.get(shelf.name) ?? 'fish';
    const picture = pick(random, picturesOf.get(kind) as SavedImage[]);
    const listing = kind === 'fish' ? fishListing(random) : suppliesListing(random, SUPPLIES[kind]);
    // Older than a day, so the demo's four 'New' products stay the only new ones.
    const createdAt = new Date(now - Math.round(within(random, 2, 365) * DAY));
    return {
      picture,
      variants: listing.variants,
      product: {
        slug: slugs.claim(listing.title),
        title: listing.title,
        description: listing.about,
        categoryId: shelf.id,
        hsnCode: kind === 'fish' ? HSN.liveFish : SUPPLIES[kind].hsnCode,
        strain: listing.strain,
        grade: listing.grade,
        liveFish: kind === 'fish',
        searchText: searchTextOf(listing.title, shelf.name, listing.about),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });
  await inTransaction(db, (tx) => insertInBatches(tx, drafts));
}
