import type { UploadArea } from '@discus/domain/constants';
import { lineAmounts } from '@discus/domain/pricing';
import { slugify } from '@discus/domain/slug';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { categories, orderLines, orders, productImages, products, variants } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { type SavedImage, saveImage } from '../lib/images.ts';
import { searchTextOf } from '../modules/catalog/search-text.ts';
import { CATEGORIES, type Picture, PRODUCTS, type ProductSeed } from './catalog-data.ts';
import { drawDiscus, drawGoods, drawPair, type FishLookName } from './fish-art.ts';
import { between, chance, pick, pickSome, type Random, seededRandom, seedOf, within } from './random.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// ---- pictures -------------------------------------------------------------------------------

export type PictureJob = { area: UploadArea; draw: () => string };

/** Renders and saves pictures a few at a time: sharp is multi-threaded, so more gains little. */
export async function savePictures(jobs: PictureJob[], uploadsDir: string, concurrency = 4): Promise<SavedImage[]> {
  const saved: SavedImage[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index] as PictureJob;
      saved[index] = await saveImage(Buffer.from(job.draw()), { uploadsDir, area: job.area, allowSvg: true });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return saved;
}

/** The second picture of a product shows the fish from its other side. */
export function drawPicture(picture: Picture, seed: number, second = false): string {
  const random = seededRandom(seed);
  if ('fish' in picture) {
    return drawDiscus(picture.fish, random, second ? { mirrored: true, scale: 0.98 } : {});
  }
  if ('pair' in picture) {
    const [male, female] = picture.pair;
    return second ? drawPair(female, male, random) : drawPair(male, female, random);
  }
  return drawGoods(picture.goods, random);
}

type ProductPictures = { own: number[]; byColour: Map<string, number> };

/** Lists every picture the demo needs; returns where each product's pictures sit in the list. */
function plannedPictures(jobs: PictureJob[]): { categoryPictures: number[]; productPictures: ProductPictures[] } {
  const add = (area: UploadArea, draw: () => string) => jobs.push({ area, draw }) - 1;
  const categoryPictures = CATEGORIES.map((c) => add('categories', () => drawPicture(c.picture, seedOf(c.name))));
  const productPictures = PRODUCTS.map((p) => {
    const own = Array.from({ length: p.pictures }, (_, i) =>
      add('products', () => drawPicture(p.picture, seedOf(`${p.title}#${i}`), i === 1)),
    );
    const byColour = new Map<string, number>();
    const mainLook = 'fish' in p.picture ? p.picture.fish : null;
    for (const v of p.variants) {
      const look: FishLookName | undefined = v.look;
      if (!look || look === mainLook || byColour.has(v.color)) continue;
      byColour.set(
        v.color,
        add('products', () => drawPicture({ fish: look }, seedOf(`${p.title}#${v.color}`))),
      );
    }
    return { own, byColour };
  });
  return { categoryPictures, productPictures };
}

// ---- catalog --------------------------------------------------------------------------------

/** Four products arrived today (the 'New' badge); the rest over the previous four months. */
function createdAtOf(product: ProductSeed, random: Random, now: Date): Date {
  const age = product.hoursOld !== undefined ? product.hoursOld * HOUR : within(random, 1.5, 120) * DAY;
  return new Date(now.getTime() - Math.round(age));
}

function uniqueSlug(title: string, taken: Set<string>): string {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

type SeededVariant = { id: number; productId: number; productIndex: number; sortOrder: number };
type PicturePlan = ReturnType<typeof plannedPictures>;

async function insertCatalog(tx: Tx, plan: PicturePlan, pictures: SavedImage[], now: Date): Promise<SeededVariant[]> {
  const random = seededRandom(120);
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        slug: slugify(c.name),
        description: c.description,
        imageFilename: pictures[plan.categoryPictures[i] as number]?.filename ?? null,
        sortOrder: (i + 1) * 10,
        createdAt: new Date(now.getTime() - 121 * DAY),
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  const slugs = new Set<string>();
  const productRows = await tx
    .insert(products)
    .values(
      PRODUCTS.map((p) => {
        const id = categoryId.get(p.category);
        if (id === undefined) throw new Error(`Unknown category ${p.category} for ${p.title}`);
        const createdAt = createdAtOf(p, random, now);
        return {
          slug: uniqueSlug(p.title, slugs),
          title: p.title,
          description: p.description,
          categoryId: id,
          hsnCode: p.hsnCode,
          strain: p.strain,
          grade: p.grade,
          liveFish: p.liveFish,
          oneOff: p.oneOff,
          searchText: searchTextOf(p.title, p.category, p.description),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: products.id });

  const variantRows = await tx
    .insert(variants)
    .values(
      PRODUCTS.flatMap((p, productIndex) =>
        p.variants.map((v, sortOrder) => ({
          productId: productRows[productIndex]?.id as number,
          size: v.size,
          color: v.color,
          pricePaise: v.rupees * 100,
          stock: v.stock,
          discountEnabled: v.discount !== undefined,
          discountPercent: v.discount ?? 0,
          taxPercent: v.taxPercent,
          sortOrder,
        })),
      ),
    )
    .returning({ id: variants.id, productId: variants.productId, sortOrder: variants.sortOrder });
  const productIndexOf = new Map(productRows.map((row, index) => [row.id, index]));
  const seeded = variantRows.map((v) => ({
    id: v.id,
    productId: v.productId,
    productIndex: productIndexOf.get(v.productId) as number,
    sortOrder: v.sortOrder,
  }));

  const imageRows = PRODUCTS.flatMap((p, productIndex) => {
    const productId = productRows[productIndex]?.id as number;
    const planned = plan.productPictures[productIndex] as ProductPictures;
    const own = planned.own.map((job, i) => ({ job, variantId: null as number | null, alt: altOf(p, i) }));
    const ofColours = p.variants.flatMap((v, sortOrder) => {
      const job = planned.byColour.get(v.color);
      if (job === undefined) return [];
      const variant = seeded.find((s) => s.productIndex === productIndex && s.sortOrder === sortOrder);
      return [{ job, variantId: variant?.id ?? null, alt: `${p.title}, ${v.color}` }];
    });
    return [...own, ...ofColours].map((image, sortOrder) => {
      const saved = pictures[image.job] as SavedImage;
      return { productId, variantId: image.variantId, alt: image.alt, sortOrder, ...saved };
    });
  });
  await tx.insert(productImages).values(imageRows);
  return seeded;
}

function altOf(p: ProductSeed, index: number): string {
  if (!p.liveFish) return p.title;
  return index === 0 ? `${p.title}, side view` : `${p.title}, other side`;
}

// ---- past orders ----------------------------------------------------------------------------

type City = { state: string; pin: [number, number]; areas: string[] };

const CITIES: Record<string, City> = {
  Pune: { state: 'Maharashtra', pin: [411001, 411062], areas: ['Kothrud', 'Baner', 'Aundh', 'Viman Nagar'] },
  Mumbai: { state: 'Maharashtra', pin: [400001, 400104], areas: ['Andheri West', 'Dadar', 'Powai', 'Borivali'] },
  Bengaluru: { state: 'Karnataka', pin: [560001, 560103], areas: ['Indiranagar', 'Jayanagar', 'HSR Layout'] },
  Kochi: { state: 'Kerala', pin: [682001, 682041], areas: ['Edappally', 'Kakkanad', 'Panampilly Nagar'] },
  Kolkata: { state: 'West Bengal', pin: [700001, 700107], areas: ['Salt Lake', 'Ballygunge', 'Behala'] },
  'New Delhi': { state: 'Delhi', pin: [110001, 110097], areas: ['Lajpat Nagar', 'Dwarka', 'Saket'] },
  Chennai: { state: 'Tamil Nadu', pin: [600001, 600119], areas: ['Adyar', 'Anna Nagar', 'Velachery'] },
  Coimbatore: { state: 'Tamil Nadu', pin: [641001, 641050], areas: ['RS Puram', 'Saibaba Colony'] },
  Hyderabad: { state: 'Telangana', pin: [500001, 500096], areas: ['Banjara Hills', 'Kukatpally', 'Gachibowli'] },
  Ahmedabad: { state: 'Gujarat', pin: [380001, 380061], areas: ['Navrangpura', 'Satellite', 'Bopal'] },
  Jaipur: { state: 'Rajasthan', pin: [302001, 302039], areas: ['Malviya Nagar', 'Vaishali Nagar', 'C-Scheme'] },
  Lucknow: { state: 'Uttar Pradesh', pin: [226001, 226031], areas: ['Gomti Nagar', 'Aliganj', 'Hazratganj'] },
  Guwahati: { state: 'Assam', pin: [781001, 781040], areas: ['Dispur', 'Beltola', 'Zoo Road'] },
  Chandigarh: { state: 'Chandigarh', pin: [160001, 160036], areas: ['Sector 17', 'Sector 35', 'Sector 22'] },
  Bhubaneswar: { state: 'Odisha', pin: [751001, 751030], areas: ['Saheed Nagar', 'Patia', 'Nayapalli'] },
  Indore: { state: 'Madhya Pradesh', pin: [452001, 452020], areas: ['Vijay Nagar', 'Palasia'] },
};

// Fictional buyers; names match the part of India they live in.
const CUSTOMERS: [name: string, city: keyof typeof CITIES][] = [
  ['Aarav Kulkarni', 'Pune'],
  ['Sneha Deshpande', 'Pune'],
  ['Aditya Joshi', 'Mumbai'],
  ['Rohan Nair', 'Kochi'],
  ['Meera Pillai', 'Kochi'],
  ['Ananya Iyer', 'Chennai'],
  ['Karthik Subramanian', 'Chennai'],
  ['Divya Krishnan', 'Coimbatore'],
  ['Vikram Reddy', 'Hyderabad'],
  ['Farhan Qureshi', 'Hyderabad'],
  ['Arjun Menon', 'Bengaluru'],
  ['Kavya Rao', 'Bengaluru'],
  ['Siddharth Banerjee', 'Kolkata'],
  ['Sourav Das', 'Kolkata'],
  ['Nisha Gupta', 'New Delhi'],
  ['Zoya Khan', 'New Delhi'],
  ['Pooja Patel', 'Ahmedabad'],
  ['Tanvi Shah', 'Ahmedabad'],
  ['Priya Sharma', 'Jaipur'],
  ['Manish Agarwal', 'Jaipur'],
  ['Rahul Verma', 'Lucknow'],
  ['Ankur Saikia', 'Guwahati'],
  ['Deepika Bora', 'Guwahati'],
  ['Harpreet Gill', 'Chandigarh'],
  ['Subhashree Mohanty', 'Bhubaneswar'],
  ['Nikhil Jain', 'Indore'],
];

const BUILDINGS = [
  'Sai Krupa Apartments',
  'Shanti Niwas',
  'Green Park Residency',
  'Lakeview Towers',
  'Sunrise Heights',
  'Ganga Enclave',
  'Palm Grove Society',
  'Silver Oak Residency',
];

const LIVE_FISH_SHIPPING = 450_00;
const PARCEL_SHIPPING = 80_00;
const FREE_PARCEL_ABOVE = 999_00;

type OrderLine = { variant: SeededVariant; quantity: number };

function chooseLines(random: Random, stocked: SeededVariant[]): OrderLine[] {
  const isFish = (v: SeededVariant) => PRODUCTS[v.productIndex]?.liveFish === true;
  const fish = stocked.filter(isFish);
  const supplies = stocked.filter((v) => !isFish(v));
  const chosen = [
    ...(chance(random, 0.8) ? pickSome(random, fish, between(random, 1, 2)) : []),
    ...pickSome(random, supplies, between(random, 0, 2)),
  ];
  if (chosen.length === 0) chosen.push(pick(random, supplies));
  return chosen.map((v) => {
    const product = PRODUCTS[v.productIndex] as ProductSeed;
    const size = product.variants[v.sortOrder]?.size ?? '';
    // Juveniles are bought in groups (discus are shoaling fish); adults and pairs one at a time.
    const juvenile = product.liveFish && ['2"', '2.5"', '3"'].includes(size);
    const quantity = juvenile ? between(random, 2, 6) : product.liveFish ? 1 : between(random, 1, 3);
    return { variant: v, quantity };
  });
}

function statusOf(ageDays: number): string {
  if (ageDays > 6) return 'delivered';
  if (ageDays > 2) return 'shipped';
  return 'paid';
}

async function insertPastOrders(tx: Tx, seeded: SeededVariant[], now: Date): Promise<void> {
  const random = seededRandom(24011);
  // Show fish are one of a kind and still for sale, so no past order contains one.
  const stocked = seeded.filter((v) => !PRODUCTS[v.productIndex]?.oneOff);
  const ages = CUSTOMERS.map(() => within(random, 0.1, 30)).sort((a, b) => b - a);

  for (const [index, [name, cityName]] of CUSTOMERS.entries()) {
    const city = CITIES[cityName] as City;
    const ageDays = ages[index] as number;
    const lines = chooseLines(random, stocked).map((line) => {
      const product = PRODUCTS[line.variant.productIndex] as ProductSeed;
      const v = product.variants[line.variant.sortOrder] as ProductSeed['variants'][number];
      const priced = {
        pricePaise: v.rupees * 100,
        isDiscountEnabled: v.discount !== undefined,
        discountPercent: v.discount ?? 0,
        taxPercent: v.taxPercent,
      };
      const amounts = lineAmounts(priced, line.quantity);
      return { line, product, v, priced, amounts };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.amounts.net, 0);
    const tax = lines.reduce((sum, l) => sum + l.amounts.tax, 0);
    const goodsTotal = lines.reduce((sum, l) => sum + l.amounts.total, 0);
    const hasFish = lines.some((l) => l.product.liveFish);
    const shipping = hasFish ? LIVE_FISH_SHIPPING : goodsTotal >= FREE_PARCEL_ABOVE ? 0 : PARCEL_SHIPPING;
    const [first = '', last = ''] = name.split(' ');
    const status = statusOf(ageDays);
    const placedAt = new Date(now.getTime() - Math.round(ageDays * DAY));
    // Paid a few minutes after placing, shipped a day later, delivered two days after that.
    const paidAt = new Date(placedAt.getTime() + 4 * 60_000);
    const shippedAt = status === 'paid' ? null : new Date(placedAt.getTime() + DAY);
    const deliveredAt = status === 'delivered' ? new Date(placedAt.getTime() + 3 * DAY) : null;

    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: sql`'DS-' || lpad(nextval('order_numbers')::text, 6, '0')`,
        status,
        customerName: name,
        phone: `9${String(between(random, 0, 999_999_999)).padStart(9, '0')}`,
        email: `${first}.${last}@example.com`.toLowerCase(),
        line1: `Flat ${between(random, 1, 12)}0${between(random, 1, 4)}, ${pick(random, BUILDINGS)}`,
        line2: pick(random, city.areas),
        city: cityName,
        state: city.state,
        pinCode: String(between(random, city.pin[0], city.pin[1])),
        subtotalPaise: subtotal,
        taxPaise: tax,
        shippingPaise: shipping,
        totalPaise: goodsTotal + shipping,
        paidAt,
        shippedAt,
        deliveredAt,
        ...(shippedAt
          ? { courier: 'Blue Dart', trackingNumber: `BD${String(between(random, 10_000_000, 99_999_999))}IN` }
          : {}),
        createdAt: placedAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(
      lines.map(({ line, product, v, priced, amounts }) => ({
        orderId: order?.id as number,
        productId: line.variant.productId,
        variantId: line.variant.id,
        title: product.title,
        size: v.size,
        color: v.color,
        unitPricePaise: priced.pricePaise,
        discountPercent: priced.discountPercent,
        taxPercent: priced.taxPercent,
        quantity: line.quantity,
        netPaise: amounts.net,
        taxPaise: amounts.tax,
        totalPaise: amounts.total,
      })),
    );
  }
}

// ---- entry point ----------------------------------------------------------------------------

/** The demo shop: categories, products with drawn pictures, and a month of past orders. */
export async function seedDemoData(db: Db, uploadsDir: string, now: Date = new Date()): Promise<void> {
  const jobs: PictureJob[] = [];
  const plan = plannedPictures(jobs);
  // Pictures are files, not rows: render them before the transaction so it stays short.
  const pictures = await savePictures(jobs, uploadsDir);
  await inTransaction(db, async (tx) => {
    const seeded = await insertCatalog(tx, plan, pictures, now);
    await insertPastOrders(tx, seeded, now);
  });
}
