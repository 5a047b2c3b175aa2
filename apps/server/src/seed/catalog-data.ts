import type { FishLookName, GoodsArt } from './fish-art.ts';

// The demo shop: a discus breeder and aquarium-supplies seller in Pune. Prices are in rupees here
// and stored as paise; they are tax-exclusive, as every variant price in the store is.

export type Picture = { fish: FishLookName } | { pair: [FishLookName, FishLookName] } | { goods: GoodsArt };

export type CategoryKind = 'fish' | 'food' | 'medicine' | 'equipment';

export type CategorySeed = { name: string; kind: CategoryKind; description: string; picture: Picture };

export type VariantSeed = {
  size: string;
  color: string;
  rupees: number;
  stock: number;
  /** Percent off, shown as an offer; absent when the variant sells at full price. */
  discount?: number;
  taxPercent: number;
  /** A variant in another colour gets its own picture. */
  look?: FishLookName;
};

export type ProductSeed = {
  title: string;
  category: string;
  description: string;
  hsnCode: string;
  strain: string | null;
  grade: string | null;
  liveFish: boolean;
  oneOff: boolean;
  picture: Picture;
  /** How many pictures of the product itself (variant pictures come on top). */
  pictures: 1 | 2;
  variants: VariantSeed[];
  /** Set on the few products that arrived today, so the shop shows its 'New' badge. */
  hoursOld?: number;
};

export const HSN = {
  liveFish: '03011100',
  fishFood: '2309',
  medicine: '3004',
  waterCare: '3824',
  bacteria: '3002',
  leaves: '1404',
  heater: '8516',
  filter: '8421',
  airPump: '8414',
  testKit: '9027',
  thermometer: '9025',
  ceramics: '6914',
} as const;

// Live fish carry no GST here; food, medicine and equipment do.
const TAX = { fish: 0, food: 5, medicine: 12, equipment: 18 } as const;

export const CATEGORIES: CategorySeed[] = [
  {
    name: 'Red Discus',
    kind: 'fish',
    description:
      'Pigeon Blood, Red Melon and other red strains, bred in our Pune fish room on RO water and a beef heart diet for deep, even colour.',
    picture: { fish: 'redMelon' },
  },
  {
    name: 'Blue & Turquoise Discus',
    kind: 'fish',
    description:
      'Blue Diamond, Cobalt and Turquoise lines: bright blue and green discus that glow under warm white lighting.',
    picture: { fish: 'blueDiamond' },
  },
  {
    name: 'Patterned Discus',
    kind: 'fish',
    description:
      'Checkerboard, Leopard, Snakeskin and Marlboro discus: strains with dots, nets and fine lines, each fish a little different.',
    picture: { fish: 'checkerboard' },
  },
  {
    name: 'Solid & Albino Discus',
    kind: 'fish',
    description:
      'Golden, Snow White, White Butterfly and albino discus: clean, solid colours and the red eyes of the albino lines.',
    picture: { fish: 'golden' },
  },
  {
    name: 'Wild Discus',
    kind: 'fish',
    description:
      'Heckel, green, blue and brown wild-type discus, imported and quarantined for three weeks before they are offered for sale.',
    picture: { fish: 'heckel' },
  },
  {
    name: 'Discus Pairs & Breeders',
    kind: 'fish',
    description:
      'Sexed adult pairs and proven pairs that have already spawned and raised fry in our fish room, for hobbyists who want to breed.',
    picture: { pair: ['redTurquoise', 'pigeonBlood'] },
  },
  {
    name: 'Fish Food',
    kind: 'food',
    description:
      'Flakes, granules, freeze-dried and frozen foods that discus accept readily, for growth in juveniles and colour in adults.',
    picture: { goods: { kind: 'tin', label: 'FLAKES', color: '#c62828', contents: '#e69138' } },
  },
  {
    name: 'Medicines & Water Care',
    kind: 'medicine',
    description:
      'Treatments for the common discus ailments, water conditioners and soft-water aids, with dosing notes on every product.',
    picture: { goods: { kind: 'dropper', label: 'METRO', color: '#2e7d32' } },
  },
  {
    name: 'Equipment',
    kind: 'equipment',
    description:
      'Heaters, sponge filters, air pumps, test kits and breeding cones: the kit a discus tank needs, tested in our own fish room.',
    picture: { goods: { kind: 'heater', label: '200 W' } },
  },
];

// Every fish description ends with the same promise, so it is written once.
const CARE =
  'Keep them at 29–31 °C in soft water (pH 6–7, TDS below 150) with frequent water changes. ' +
  'Shipped Monday to Wednesday in oxygen-filled double bags inside insulated boxes, with our live arrival guarantee.';

type Size = [size: string, rupees: number, stock: number, discount?: number];

const sizes = (list: Size[], color = '', look?: FishLookName): VariantSeed[] =>
  list.map(([size, rupees, stock, discount]) => ({
    size,
    color,
    rupees,
    stock,
    taxPercent: TAX.fish,
    ...(discount ? { discount } : {}),
    ...(look ? { look } : {}),
  }));

type FishInput = {
  title: string;
  category: string;
  strain: string;
  grade: string;
  look: FishLookName | [FishLookName, FishLookName];
  about: string;
  variants: VariantSeed[];
  oneOff?: boolean;
  pictures?: 1 | 2;
  hoursOld?: number;
};

function fish(input: FishInput): ProductSeed {
  const picture: Picture = Array.isArray(input.look) ? { pair: input.look } : { fish: input.look };
  return {
    title: input.title,
    category: input.category,
    description: `${input.about} ${CARE}`,
    hsnCode: HSN.liveFish,
    strain: input.strain,
    grade: input.grade,
    liveFish: true,
    oneOff: input.oneOff ?? false,
    picture,
    pictures: input.pictures ?? (input.oneOff ? 2 : 1),
    variants: input.variants,
    ...(input.hoursOld ? { hoursOld: input.hoursOld } : {}),
  };
}

type Pack = [size: string, rupees: number, stock: number, discount?: number];

type GoodsInput = {
  title: string;
  category: string;
  kind: Exclude<CategoryKind, 'fish'>;
  hsnCode: string;
  taxPercent?: number;
  art: GoodsArt;
  description: string;
  packs: Pack[];
  hoursOld?: number;
};

function goods(input: GoodsInput): ProductSeed {
  const taxPercent = input.taxPercent ?? TAX[input.kind];
  return {
    title: input.title,
    category: input.category,
    description: input.description,
    hsnCode: input.hsnCode,
    strain: null,
    grade: null,
    liveFish: false,
    oneOff: false,
    picture: { goods: input.art },
    pictures: 1,
    variants: input.packs.map(([size, rupees, stock, discount]) => ({
      size,
      color: '',
      rupees,
      stock,
      taxPercent,
      ...(discount ? { discount } : {}),
    })),
    ...(input.hoursOld ? { hoursOld: input.hoursOld } : {}),
  };
}

const RED = 'Red Discus';
const BLUE = 'Blue & Turquoise Discus';
const PATTERNED = 'Patterned Discus';
const SOLID = 'Solid & Albino Discus';
const WILD = 'Wild Discus';
const PAIRS = 'Discus Pairs & Breeders';
const FOOD = 'Fish Food';
const MEDICINE = 'Medicines & Water Care';
const EQUIPMENT = 'Equipment';

const redDiscus: ProductSeed[] = [
  fish({
    title: 'Pigeon Blood Discus',
    category: RED,
    strain: 'Pigeon Blood',
    grade: 'A',
    look: 'pigeonBlood',
    about:
      'A peach-orange body with fine black peppering and bright red-orange fins: the classic Pigeon Blood, and the best first discus for most keepers. Colour deepens with age and a diet of beef heart.',
    variants: sizes([
      ['2"', 450, 24, 10],
      ['2.5"', 650, 18],
      ['3"', 1100, 9],
      ['4"', 2400, 2],
      ['5"', 3800, 0],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Pigeon Blood Discus – Show Grade',
    category: RED,
    strain: 'Pigeon Blood',
    grade: 'Show grade',
    look: 'pigeonBlood',
    oneOff: true,
    about:
      'The fish you see is the fish you get: one adult Pigeon Blood with a round body, full fins and very little peppering. Photographed in our shop this week.',
    variants: sizes([['5"', 6500, 1]]),
  }),
  fish({
    title: 'Red Melon Discus',
    category: RED,
    strain: 'Red Melon',
    grade: 'AA',
    look: 'redMelon',
    about:
      'A solid, bright red-orange body with a few blue lines on the head and fins. Red Melons need good food and clean water to keep their colour, and reward it with an intense red.',
    variants: sizes([
      ['2.5"', 750, 14],
      ['3"', 1300, 10],
      ['4"', 2800, 3],
      ['5"', 4200, 1],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Red Dragon Discus',
    category: RED,
    strain: 'Red Dragon',
    grade: 'AA',
    look: 'redMelon',
    hoursOld: 2,
    about:
      'A fresh batch of Red Dragons, a deep red line developed from Red Melon, with almost no pattern on the body. They arrived from our breeding room today.',
    variants: sizes([
      ['3"', 1500, 12],
      ['4"', 3200, 6],
    ]),
  }),
  fish({
    title: 'Red White Discus',
    category: RED,
    strain: 'Red White',
    grade: 'A',
    look: 'redWhite',
    about:
      'A white body with red marbling that differs from fish to fish, so no two look alike. A striking contrast in a group with solid red strains.',
    variants: sizes([
      ['2.5"', 700, 11],
      ['3"', 1200, 7, 15],
      ['4"', 2600, 0],
    ]),
  }),
  fish({
    title: 'Red Cover Discus',
    category: RED,
    strain: 'Red Cover',
    grade: 'AAA',
    look: 'marlboroRed',
    about:
      'Red Cover discus are red over almost the whole body, with a little gold showing through towards the tail. A high-colour strain bred from selected Marlboro Red lines.',
    variants: sizes([
      ['3"', 1800, 8],
      ['4"', 3600, 2],
      ['5"', 5200, 1],
    ]),
  }),
];

const blueDiscus: ProductSeed[] = [
  fish({
    title: 'Blue Diamond Discus',
    category: BLUE,
    strain: 'Blue Diamond',
    grade: 'AA',
    look: 'blueDiamond',
    about:
      'A solid, glossy blue discus without bars or lines. Blue Diamonds are calm, grow well and look best in a group of six or more over a dark substrate.',
    variants: sizes([
      ['2"', 500, 20],
      ['2.5"', 700, 16],
      ['3"', 1200, 10, 5],
      ['4"', 2600, 4],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Blue Diamond Discus – Show Grade',
    category: BLUE,
    strain: 'Blue Diamond',
    grade: 'Show grade',
    look: 'blueDiamond',
    oneOff: true,
    hoursOld: 5,
    about:
      'The fish you see is the fish you get: one adult Blue Diamond, perfectly round, with an even electric-blue colour from nose to tail. Photographed this morning.',
    variants: sizes([['5.5"', 7500, 1]]),
  }),
  fish({
    title: 'Red Turquoise Discus',
    category: BLUE,
    strain: 'Red Turquoise',
    grade: 'A',
    look: 'redTurquoise',
    about:
      'Red-brown discus covered in wavy turquoise lines, a strain that has been kept since the early days of the hobby. Hardy and colourful, a good choice for a first group.',
    variants: sizes([
      ['2"', 450, 22],
      ['2.5"', 600, 15],
      ['3"', 1000, 12],
      ['4"', 2200, 5, 10],
      ['5"', 3500, 0],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Cobalt Blue Discus',
    category: BLUE,
    strain: 'Cobalt Blue',
    grade: 'A',
    look: 'cobaltBlue',
    about:
      'A deep cobalt blue body with fine brown lines that show best in young fish and fade to a nearly solid blue in adults.',
    variants: sizes([
      ['2.5"', 650, 13],
      ['3"', 1100, 8],
      ['4"', 2400, 2],
    ]),
  }),
  fish({
    title: 'Royal Blue Turquoise Discus',
    category: BLUE,
    strain: 'Blue Turquoise',
    grade: 'AA',
    look: 'blueTurquoise',
    about:
      'Turquoise-green discus with thin brown lines across the body and red-edged fins. A lively strain that colours up quickly.',
    variants: sizes([
      ['2.5"', 700, 10],
      ['3"', 1250, 6],
      ['4"', 2700, 3],
    ]),
  }),
  fish({
    title: 'Red Turquoise Discus – Show Grade',
    category: BLUE,
    strain: 'Red Turquoise',
    grade: 'Show grade',
    look: 'redTurquoise',
    oneOff: true,
    about:
      'The fish you see is the fish you get: one adult Red Turquoise with dense, unbroken lines and a high body. A centrepiece fish.',
    variants: sizes([['5"', 6200, 1]]),
  }),
  fish({
    title: 'Brilliant Turquoise Discus',
    category: BLUE,
    strain: 'Brilliant Turquoise',
    grade: 'A',
    look: 'blueTurquoise',
    about:
      'An easy-going turquoise strain with a little red between the lines. Priced for aquarists building their first community of discus.',
    variants: sizes([
      ['2"', 480, 30, 20],
      ['3"', 950, 14],
    ]),
  }),
];

const patternedDiscus: ProductSeed[] = [
  fish({
    title: 'Checkerboard Discus',
    category: PATTERNED,
    strain: 'Checkerboard',
    grade: 'AA',
    look: 'checkerboard',
    about:
      'A red body crossed by turquoise lines that form a checker or net pattern. The pattern becomes finer and more regular as the fish grows.',
    variants: sizes([
      ['2.5"', 750, 12],
      ['3"', 1300, 8],
      ['4"', 2900, 3],
      ['5"', 4300, 0],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Checkerboard Discus – Show Grade',
    category: PATTERNED,
    strain: 'Checkerboard',
    grade: 'Show grade',
    look: 'checkerboard',
    oneOff: true,
    about:
      'The fish you see is the fish you get: one adult Checkerboard with an even net pattern over the whole body and fins.',
    variants: sizes([['5"', 6800, 1]]),
  }),
  fish({
    title: 'Leopard Snakeskin Discus',
    category: PATTERNED,
    strain: 'Leopard Snakeskin',
    grade: 'AA',
    look: 'leopardSnakeskin',
    hoursOld: 10,
    about:
      'Red leopard dots over a turquoise body with the very fine lines of the snakeskin gene. Young fish show only a few dots; the full pattern appears from about 3 inches.',
    variants: sizes([
      ['2.5"', 850, 9],
      ['3"', 1500, 6],
      ['4"', 3300, 2],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Snakeskin Discus',
    category: PATTERNED,
    strain: 'Snakeskin',
    grade: 'A',
    look: 'redSnakeskin',
    about:
      'Dense, hair-fine lines over the whole body: the snakeskin pattern, here in two colour forms. Pick red lines on turquoise, or blue lines with red dots.',
    variants: [
      ...sizes(
        [
          ['3"', 1200, 7],
          ['4"', 2600, 3],
        ],
        'Red',
        'redSnakeskin',
      ),
      ...sizes(
        [
          ['3"', 1300, 4],
          ['4"', 2800, 0],
        ],
        'Blue',
        'leopardSnakeskin',
      ),
    ],
  }),
  fish({
    title: 'Blue Leopard Discus',
    category: PATTERNED,
    strain: 'Blue Leopard',
    grade: 'A',
    look: 'blueLeopard',
    about:
      'Round red dots over a sky-blue body, brighter than most leopard lines. Dots on the head and gill covers are a sign of a well-bred fish.',
    variants: sizes([
      ['2.5"', 800, 10, 10],
      ['3"', 1400, 6],
      ['4"', 3000, 1],
    ]),
  }),
  fish({
    title: 'Marlboro Red Discus',
    category: PATTERNED,
    strain: 'Marlboro Red',
    grade: 'AA',
    look: 'marlboroRed',
    about:
      'A red face and front with a golden rear marbled in red. Marlboro Reds colour up late: juveniles look mostly yellow and turn red from the head backwards as they mature.',
    variants: sizes([
      ['2.5"', 800, 12],
      ['3"', 1400, 7],
      ['4"', 3000, 2],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Red Leopard Discus',
    category: PATTERNED,
    strain: 'Red Leopard',
    grade: 'AAA',
    look: 'leopardSnakeskin',
    about:
      'Heavily spotted leopard discus, the dots packed close together over a turquoise base. From our best breeding line.',
    variants: sizes([
      ['3"', 1800, 5],
      ['4"', 3800, 2],
      ['5"', 5500, 1],
    ]),
  }),
  fish({
    title: 'Tiger Turquoise Discus',
    category: PATTERNED,
    strain: 'Tiger Turquoise',
    grade: 'A',
    look: 'redSnakeskin',
    about:
      'Bold, broken turquoise lines over red-brown, between a Red Turquoise and a Snakeskin. A busy pattern that stands out among solid fish.',
    variants: sizes([
      ['2.5"', 700, 8],
      ['3"', 1200, 0],
    ]),
  }),
];

const solidDiscus: ProductSeed[] = [
  fish({
    title: 'Golden Discus',
    category: SOLID,
    strain: 'Golden',
    grade: 'AA',
    look: 'golden',
    about:
      'A clean yellow-gold body with red-edged fins and no bars. Golden discus keep a pale colour if fed colour foods sparingly and a richer gold with beef heart.',
    variants: sizes([
      ['2.5"', 800, 12],
      ['3"', 1400, 8],
      ['4"', 3000, 2],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Golden Diamond Discus – Show Grade',
    category: SOLID,
    strain: 'Golden Diamond',
    grade: 'Show grade',
    look: 'golden',
    oneOff: true,
    about:
      'The fish you see is the fish you get: one adult Golden Diamond with a deep, glossy gold from head to tail and a perfectly round body.',
    variants: sizes([['5"', 7000, 1]]),
  }),
  fish({
    title: 'Snow White Discus',
    category: SOLID,
    strain: 'Snow White',
    grade: 'AA',
    look: 'snowWhite',
    about:
      'A pure white discus with a red eye and a faint orange edge to the fins. Snow Whites show every spot of dirt, so they suit keepers who change water often.',
    variants: sizes([
      ['2.5"', 800, 9],
      ['3"', 1400, 5],
      ['4"', 3100, 0],
    ]),
  }),
  fish({
    title: 'White Butterfly Discus',
    category: SOLID,
    strain: 'White Butterfly',
    grade: 'A',
    look: 'whiteButterfly',
    about:
      'A white body with dark markings in the dorsal and anal fins that look like butterfly wings. The markings differ from fish to fish.',
    variants: sizes([
      ['2.5"', 850, 8],
      ['3"', 1500, 4],
      ['4"', 3200, 1],
    ]),
  }),
  fish({
    title: 'Albino Discus',
    category: SOLID,
    strain: 'Albino',
    grade: 'A',
    look: 'albino',
    about:
      'Albino discus have red eyes and no dark pigment, in four colour forms. Albinos see poorly in bright light, so give them dimmer lighting and feed where they can find the food.',
    variants: [
      ...sizes(
        [
          ['2.5"', 750, 10],
          ['3"', 1300, 6],
        ],
        'White',
        'albino',
      ),
      ...sizes([['3"', 1350, 5]], 'Golden', 'albinoGolden'),
      ...sizes([['3"', 1400, 3]], 'Red', 'albinoRed'),
      ...sizes([['3"', 1500, 0]], 'Blue', 'albinoBlue'),
    ],
  }),
  fish({
    title: 'Albino Red Melon Discus',
    category: SOLID,
    strain: 'Albino Red Melon',
    grade: 'AA',
    look: 'albinoRed',
    about:
      'The bright orange-red of the Red Melon with the red eye and pale fins of the albino line. A cheerful fish that colours well on beef heart.',
    variants: sizes([
      ['2.5"', 850, 10, 5],
      ['3"', 1500, 6],
      ['4"', 3200, 2],
    ]),
  }),
  fish({
    title: 'Albino Blue Diamond Discus',
    category: SOLID,
    strain: 'Albino Blue Diamond',
    grade: 'A',
    look: 'albinoBlue',
    about:
      'A soft, pale blue body with red eyes: the albino form of the Blue Diamond. Looks its best against dark backgrounds and plants.',
    variants: sizes([
      ['2.5"', 900, 6],
      ['3"', 1600, 3],
    ]),
  }),
];

const WILD_CARE = 'Quarantined for three weeks and eating frozen foods before sale.';

const wildDiscus: ProductSeed[] = [
  fish({
    title: 'Heckel Discus',
    category: WILD,
    strain: 'Heckel',
    grade: 'Wild',
    look: 'heckel',
    about: `Wild Symphysodon discus from the Rio Negro, with blue lines and the dark central bar that marks every Heckel. ${WILD_CARE} Heckels prefer very soft, acidic water near pH 5.5–6.`,
    variants: sizes([
      ['3"', 2800, 4],
      ['4"', 4500, 2],
      ['5"', 6500, 0],
    ]),
    pictures: 2,
  }),
  fish({
    title: 'Green Wild Discus (Tefé)',
    category: WILD,
    strain: 'Green Wild',
    grade: 'Wild',
    look: 'greenWild',
    about: `Olive-green wild discus from Lago Tefé with turquoise lines on the head and fins and faint bars. ${WILD_CARE}`,
    variants: sizes([
      ['3"', 2600, 5],
      ['4"', 4200, 2],
    ]),
  }),
  fish({
    title: 'Red Spotted Green Discus',
    category: WILD,
    strain: 'Red Spotted Green',
    grade: 'Wild',
    look: 'redSpottedGreen',
    about: `Green wild discus with red spots along the lower body and anal fin, the most sought-after of the green types. ${WILD_CARE}`,
    variants: sizes([
      ['3"', 3200, 3],
      ['4"', 4500, 1],
    ]),
  }),
  fish({
    title: 'Blue Wild Discus',
    category: WILD,
    strain: 'Blue Wild',
    grade: 'Wild',
    look: 'blueWild',
    about: `Brown wild discus with electric-blue lines over the head, back and fins, from the Rio Purus region. ${WILD_CARE}`,
    variants: sizes([
      ['3"', 2700, 4],
      ['4"', 4300, 2],
    ]),
  }),
  fish({
    title: 'Brown Wild Discus (Alenquer)',
    category: WILD,
    strain: 'Brown Wild',
    grade: 'Wild',
    look: 'brownWild',
    about: `Warm red-brown wild discus from Alenquer with nine clear bars and blue lines near the fins. The ancestors of many red strains. ${WILD_CARE}`,
    variants: sizes([
      ['3"', 2400, 6],
      ['4"', 3900, 3, 10],
    ]),
  }),
  fish({
    title: 'Royal Blue Wild Discus – F1',
    category: WILD,
    strain: 'Royal Blue',
    grade: 'F1',
    look: 'blueWild',
    about:
      'Tank-raised first-generation offspring of wild Royal Blue parents: the wild look, with the easier care of a fish born in aquarium water. Lines cover the whole body in good males.',
    variants: sizes([
      ['2.5"', 1400, 8],
      ['3"', 2200, 5],
      ['4"', 3800, 2],
    ]),
  }),
];

const PAIR_CARE =
  'Pairs are sold together in one box; give them a 150 litre tank of their own and a breeding cone. ' +
  'Shipped Monday to Wednesday with our live arrival guarantee.';

function pair(title: string, strain: string, look: [FishLookName, FishLookName], about: string, prices: Size[]) {
  const product = fish({
    title,
    category: PAIRS,
    strain,
    grade: 'Breeder',
    look,
    about,
    variants: sizes(prices),
    pictures: 2,
  });
  return { ...product, description: `${about} ${PAIR_CARE}` };
}

const pairs: ProductSeed[] = [
  pair(
    'Pigeon Blood Breeding Pair',
    'Pigeon Blood',
    ['pigeonBlood', 'pigeonBlood'],
    'A sexed pair of adult Pigeon Blood discus, 5–6 inches, that have chosen each other in our fish room.',
    [
      ['Adult pair', 9000, 3],
      ['Proven breeding pair', 14000, 1],
    ],
  ),
  pair(
    'Red Turquoise Breeding Pair',
    'Red Turquoise',
    ['redTurquoise', 'redTurquoise'],
    'An adult Red Turquoise pair with full lines. The proven pairs have spawned at least twice and raised their fry on their own slime coat.',
    [
      ['Adult pair', 9500, 2],
      ['Proven breeding pair', 15000, 0],
    ],
  ),
  pair(
    'Blue Diamond Breeding Pair',
    'Blue Diamond',
    ['blueDiamond', 'blueDiamond'],
    'An adult pair of solid Blue Diamonds; all their fry are blue without bars, a good start for a blue breeding line.',
    [
      ['Adult pair', 11000, 2],
      ['Proven breeding pair', 16500, 1],
    ],
  ),
  pair(
    'Checkerboard × Pigeon Blood Pair',
    'Checkerboard',
    ['checkerboard', 'pigeonBlood'],
    'A Checkerboard male with a Pigeon Blood female. Their fry show a mix of checker and pigeon patterns, a favourite cross of Indian breeders.',
    [['Proven breeding pair', 18000, 1]],
  ),
  pair(
    'Golden × Red Melon Pair',
    'Golden',
    ['golden', 'redMelon'],
    'A Golden male with a Red Melon female, chosen for deep colour and round bodies. Sold as an adult pair that has begun to clean spawning sites.',
    [['Adult pair', 12500, 1, 8]],
  ),
  pair(
    'Heckel Wild Pair',
    'Heckel',
    ['heckel', 'heckel'],
    'A rare compatible pair of wild Heckels that has spawned in very soft water (TDS below 50) in our fish room. For experienced breeders.',
    [['Proven breeding pair', 25000, 1]],
  ),
];

const DISPATCH = 'Ships in 1–2 working days by courier across India.';
const FROZEN_DISPATCH =
  'Frozen food ships only to metro cities, packed with ice gel in an insulated box; keep it in the freezer at −18 °C.';

const foods: ProductSeed[] = [
  goods({
    title: 'Discus Flakes',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'tin', label: 'FLAKES', color: '#c62828', contents: '#e69138' },
    description: `Thin, high-protein flakes (48 % protein) made for discus, with krill and spirulina for colour. Feed two or three small meals a day, only what is eaten in two minutes. ${DISPATCH}`,
    packs: [
      ['50 g', 240, 40],
      ['100 g', 420, 28, 10],
      ['250 g', 950, 6],
    ],
  }),
  goods({
    title: 'Discus Granules – Slow Sinking',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'pouch', label: 'GRANULES', color: '#1565c0', contents: '#8d4a1f' },
    description: `Soft, slow-sinking granules that discus pick from mid-water before they reach the bottom, so less food is wasted. Sized for fish from 2 inches. ${DISPATCH}`,
    packs: [
      ['100 g', 380, 35],
      ['250 g', 850, 20],
      ['500 g', 1550, 2],
    ],
  }),
  goods({
    title: 'Frozen Beef Heart Cubes',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'frozen', label: 'BEEF HEART', color: '#1d4f91', contents: '#8e1b1b' },
    description: `Lean beef heart, trimmed of fat and sinew and blended with spinach and garlic, frozen in portion cubes: the classic growth food for young discus. ${FROZEN_DISPATCH}`,
    packs: [
      ['100 g', 220, 30],
      ['250 g', 480, 15],
    ],
  }),
  goods({
    title: 'Frozen Bloodworm',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'frozen', label: 'BLOODWORM', color: '#6a1b9a', contents: '#a3161c' },
    description: `Gamma-irradiated bloodworm in blister cubes, safe from parasites and relished by discus that refuse dry food. Thaw a cube in tank water before feeding. ${FROZEN_DISPATCH}`,
    packs: [
      ['100 g', 180, 25],
      ['250 g', 400, 0],
    ],
  }),
  goods({
    title: 'Frozen Brine Shrimp',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'frozen', label: 'BRINE SHRIMP', color: '#00838f', contents: '#e57373' },
    hoursOld: 20,
    description: `Whole adult brine shrimp frozen in cubes, a lean treat that adds variety and fibre to a beef heart diet. Now in stock again. ${FROZEN_DISPATCH}`,
    packs: [['100 g', 200, 20]],
  }),
  goods({
    title: 'Freeze-Dried Bloodworm',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'tin', label: 'BLOODWORM', color: '#6d4c41', contents: '#b71c1c' },
    description: `Freeze-dried bloodworm that keeps for months without a freezer. Soak briefly in tank water so it sinks and softens before feeding. ${DISPATCH}`,
    packs: [
      ['20 g', 260, 30],
      ['50 g', 560, 12, 15],
    ],
  }),
  goods({
    title: 'Colour Enhancing Pellets',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'pouch', label: 'COLOUR', color: '#d84315', contents: '#e64a19' },
    description: `Small soft pellets with astaxanthin and marigold extract that bring out reds and oranges in Pigeon Blood, Red Melon and Marlboro discus within a few weeks. Not for Snow White or Blue Diamond, which can turn orange. ${DISPATCH}`,
    packs: [
      ['100 g', 450, 18],
      ['250 g', 990, 3],
    ],
  }),
  goods({
    title: 'Spirulina Discus Flakes',
    category: FOOD,
    kind: 'food',
    hsnCode: HSN.fishFood,
    art: { kind: 'tin', label: 'SPIRULINA', color: '#2e7d32', contents: '#558b2f' },
    description: `Flakes with 20 % spirulina for digestion and immunity, a light meal between protein-rich feeds. Good for wild discus that graze in nature. ${DISPATCH}`,
    packs: [
      ['50 g', 260, 22],
      ['100 g', 460, 14],
    ],
  }),
];

const medicines: ProductSeed[] = [
  goods({
    title: 'Metronidazole Hexamita Treatment',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.medicine,
    art: { kind: 'dropper', label: 'METRO', color: '#2e7d32' },
    description: `Metronidazole solution for Hexamita and other internal flagellates, the cause of white stringy faeces and hole-in-the-head in discus. Treat in a hospital tank for five days at 30 °C, removing carbon from the filter. ${DISPATCH}`,
    packs: [
      ['30 ml', 320, 24],
      ['100 ml', 780, 9],
    ],
  }),
  goods({
    title: 'Praziquantel Fluke Treatment',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.medicine,
    art: { kind: 'dropper', label: 'PRAZI', color: '#1565c0' },
    description: `Praziquantel for gill and skin flukes: rapid breathing, one gill cover held shut or scratching against decor. Safe for plants and filter bacteria; repeat the dose after seven days. ${DISPATCH}`,
    packs: [
      ['30 ml', 380, 15],
      ['100 ml', 950, 2],
    ],
  }),
  goods({
    title: 'White Spot Remedy',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.medicine,
    art: { kind: 'dropper', label: 'WHITE SPOT', color: '#6a1b9a' },
    description: `A malachite green and formalin remedy for white spot (Ich) and velvet. Discus tolerate heat well, so raise the temperature to 31 °C during the treatment to speed up the parasite's life cycle. ${DISPATCH}`,
    packs: [
      ['30 ml', 250, 30],
      ['100 ml', 560, 10, 10],
    ],
  }),
  goods({
    title: 'Acriflavine Antibacterial',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.medicine,
    art: { kind: 'dropper', label: 'ACRIFLAVINE', color: '#ef6c00' },
    description: `Acriflavine for fin rot, skin wounds and fungus, and as a short bath for newly arrived fish. Stains silicone and decor yellow, so use it in a bare hospital tank. ${DISPATCH}`,
    packs: [['50 ml', 290, 16]],
  }),
  goods({
    title: 'Water Conditioner',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.waterCare,
    taxPercent: 18,
    art: { kind: 'bottle', label: 'CONDITIONER', color: '#0277bd', contents: '#4fc3f7' },
    description: `Removes chlorine and chloramine from tap water and binds heavy metals in seconds. 5 ml treats 100 litres, so a large bottle lasts through months of big discus water changes. ${DISPATCH}`,
    packs: [
      ['100 ml', 220, 45],
      ['250 ml', 420, 30],
      ['500 ml', 760, 12, 5],
    ],
  }),
  goods({
    title: 'Live Bacteria Starter',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.bacteria,
    taxPercent: 18,
    art: { kind: 'bottle', label: 'BACTERIA', color: '#388e3c', contents: '#a5d6a7' },
    description: `Live nitrifying bacteria to cycle a new tank or a new sponge filter, so ammonia from heavy discus feeding is handled from the first week. Keep below 30 °C before use. ${DISPATCH}`,
    packs: [
      ['250 ml', 450, 20],
      ['500 ml', 820, 1],
    ],
  }),
  goods({
    title: 'Indian Almond Leaves',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.leaves,
    taxPercent: 5,
    art: { kind: 'leaves' },
    description: `Dried Terminalia catappa leaves from Kerala that release tannins, softening and slightly acidifying the water and tinting it the tea colour of the Amazon. One leaf per 50 litres, replaced every three weeks. ${DISPATCH}`,
    packs: [
      ['10 leaves', 150, 60],
      ['25 leaves', 320, 25],
    ],
  }),
  goods({
    title: 'pH Down Soft Water Buffer',
    category: MEDICINE,
    kind: 'medicine',
    hsnCode: HSN.waterCare,
    taxPercent: 18,
    art: { kind: 'bottle', label: 'pH DOWN', color: '#5e35b1', contents: '#b39ddb' },
    description: `Gently lowers pH towards 6.5 for discus kept on hard borewell or municipal water. Add to the new water before a change, never straight into the tank, and test as you go. ${DISPATCH}`,
    packs: [['250 ml', 390, 14]],
  }),
];

const equipment: ProductSeed[] = [
  goods({
    title: 'Aquarium Heater with Thermostat',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.heater,
    art: { kind: 'heater', label: '100 W' },
    description: `A submersible glass heater with an adjustable thermostat from 20 to 34 °C. Use about 1 watt per litre for discus, which need 29–31 °C all year, and two smaller heaters rather than one large in big tanks. ${DISPATCH}`,
    packs: [
      ['50 W', 650, 20],
      ['100 W', 850, 25],
      ['200 W', 1250, 12],
      ['300 W', 1650, 0],
    ],
  }),
  goods({
    title: 'Titanium Heater with Digital Controller',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.heater,
    art: { kind: 'heater', label: '300 W' },
    description: `An unbreakable titanium heating rod with an external digital controller accurate to 0.5 °C, the safe choice for large discus tanks and breeding racks. ${DISPATCH}`,
    packs: [
      ['300 W', 2900, 6, 10],
      ['500 W', 3900, 3],
    ],
  }),
  goods({
    title: 'Sponge Filter',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.filter,
    art: { kind: 'spongeFilter' },
    description: `Air-driven sponge filter with a weighted base: gentle flow that cannot suck in fry, and a home for the bacteria that keep water clean. The standard filter in discus grow-out and breeding tanks. ${DISPATCH}`,
    packs: [
      ['Small', 180, 50],
      ['Medium', 260, 40],
      ['Large', 380, 18],
    ],
  }),
  goods({
    title: 'Silent Air Pump',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.airPump,
    art: { kind: 'airPump', label: 'AIR' },
    description: `A quiet diaphragm air pump to drive sponge filters and air stones, with an adjustable output. Place it above the water line or use a check valve. ${DISPATCH}`,
    packs: [
      ['Single outlet', 750, 15],
      ['Double outlet', 1150, 9],
    ],
  }),
  goods({
    title: 'Freshwater Test Kit',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.testKit,
    art: { kind: 'testKit' },
    description: `Liquid reagent test kit with glass tubes and a colour card. The full kit measures pH, GH, KH and ammonia, the four values that matter most when keeping discus in soft water. ${DISPATCH}`,
    packs: [
      ['pH only', 450, 20],
      ['pH + GH + KH', 1350, 10],
      ['Full kit with ammonia', 2400, 3, 10],
    ],
  }),
  goods({
    title: 'Digital Aquarium Thermometer',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.thermometer,
    art: { kind: 'meter', label: '29.5 °C' },
    description: `An LCD thermometer with a waterproof probe, accurate to 0.1 °C, so a failing heater is noticed before the fish are. Runs a year on one button cell. ${DISPATCH}`,
    packs: [['Standard', 350, 35]],
  }),
  goods({
    title: 'Digital TDS Meter',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.testKit,
    art: { kind: 'meter', label: 'TDS 85' },
    description: `Measures total dissolved solids in ppm: the quickest way to check RO water and the softness discus need (below 150 for keeping, below 50 for breeding). ${DISPATCH}`,
    packs: [['Standard', 550, 24]],
  }),
  goods({
    title: 'Terracotta Breeding Cone',
    category: EQUIPMENT,
    kind: 'equipment',
    hsnCode: HSN.ceramics,
    art: { kind: 'breedingCone' },
    description: `An unglazed terracotta cone with a ribbed surface that discus pairs choose for laying their eggs. Boil it before first use and keep a spare so it can be cleaned between spawns. ${DISPATCH}`,
    packs: [
      ['Small (20 cm)', 550, 14],
      ['Large (28 cm)', 850, 2],
    ],
  }),
];

export const PRODUCTS: ProductSeed[] = [
  ...redDiscus,
  ...blueDiscus,
  ...patternedDiscus,
  ...solidDiscus,
  ...wildDiscus,
  ...pairs,
  ...foods,
  ...medicines,
  ...equipment,
];
