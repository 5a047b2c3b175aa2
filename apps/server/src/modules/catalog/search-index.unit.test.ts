import { describe, expect, it } from 'vitest';
import { queryParts } from './search.ts';
import { ProductWords, SearchIndex, WordList } from './search-index.ts';

// Rows as PostgreSQL gives them: English tsvectors as text, newest product first.
const products = [
  { id: 6, title: "'checkerboard':1 'tile':2", category: '', words: "'checkerboard':1A 'tile':2A", sizes: '' },
  {
    id: 5,
    title: "'plain':1 'block':2",
    category: '',
    words: "'plain':1A 'block':2A 'zebrina':6 'pattern':7",
    sizes: 'Small',
  },
  { id: 4, title: "'zebrino':1 'cone':2", category: '', words: "'zebrino':1A 'cone':2A", sizes: '3 inch' },
  { id: 3, title: "'zebrina':1 'spong':2", category: '', words: "'zebrina':1A 'spong':2A", sizes: '3.5"' },
  {
    id: 2,
    title: "'pigeon':1 'blood':2 'discus':3",
    category: '',
    words: "'pigeon':1A 'blood':2A 'discus':3A",
    sizes: '2" 3"',
  },
  { id: 1, title: "'red':1 'turquois':2", category: '', words: "'red':1A 'turquois':2A 'discus':3", sizes: '4"' },
];
const words = [
  { word: 'plain', uses: 1, stems: "'plain':1" },
  { word: 'zebrina', uses: 2, stems: "'zebrina':1" },
  { word: 'zebrino', uses: 1, stems: "'zebrino':1" },
  { word: 'sponge', uses: 1, stems: "'spong':1" },
  { word: 'pigeon', uses: 1, stems: "'pigeon':1" },
  { word: 'blood', uses: 1, stems: "'blood':1" },
  { word: 'discus', uses: 2, stems: "'discus':1" },
  { word: 'turquoise', uses: 1, stems: "'turquois':1" },
  { word: 'checkerboard', uses: 1, stems: "'checkerboard':1" },
  { word: 'tile', uses: 1, stems: "'tile':1" },
  { word: 'the', uses: 3, stems: '' },
];
const index = new SearchIndex(new ProductWords(products), new WordList(words));
// A buyer's query: words may be left out when no product has them all.
const asBuyer = (query: string) => ({ ...queryParts(query), leaveOut: true });
const find = (query: string, pageNo = 1, pageSize = 10) => index.search(asBuyer(query), pageNo, pageSize);

describe('SearchIndex', () => {
  it('finds a word as typed, as a prefix and by its stem', () => {
    expect(find('pigeon').ids).toEqual([2]);
    expect(find('pige').ids).toEqual([2]);
    expect(find('sponge').ids).toEqual([3]);
  });

  it('finds a word the catalogue does not have as written by its English stem, as no typo', () => {
    // "pigeons" and "sponges" are in no product's text; their stems are.
    expect(find('pigeons')).toEqual({ ids: [2], totalCount: 1 });
    expect(find('sponges')).toEqual({ ids: [3], totalCount: 1 });
    expect(find('pigeons blood')).toEqual({ ids: [2], totalCount: 1 });
  });

  it('forgives one typo of every kind, and two in long words', () => {
    for (const typo of ['pigoen', 'pigen', 'pigeonn', 'pigeom', 'turqoise', 'tuqroise']) {
      expect(find(typo).totalCount, typo).toBe(1);
    }
    expect(find('pgioen').totalCount).toBe(0);
  });

  it('forgives one typo of every kind in a 5-letter word', () => {
    for (const typo of ['bloid', 'blod', 'bloodd', 'bolod']) expect(find(typo).ids, typo).toEqual([2]);
    expect(find('bolodo').totalCount).toBe(0);
  });

  it('finds two words run together, or one word written apart, when nothing matches as typed', () => {
    expect(find('pigeonblood').ids).toEqual([2]);
    expect(find('Pigeonblood discus').ids).toEqual([2]);
    expect(find('checker board').ids).toEqual([6]);
    expect(find('checker board tile').ids).toEqual([6]);
    // A part may be a form of a catalogue word ("tiles": tile), as a word alone may.
    expect(find('checkerboardtiles')).toMatchObject({
      ids: [6],
      corrected: [['checkerboardtiles', 'checkerboard tiles']],
    });
    // Two catalogue words that match as typed are never joined, and a run that is no two words finds nothing.
    expect(find('pigeon blood').ids).toEqual([2]);
    expect(find('pigeonbloodx').totalCount).toBe(0);
    expect(find('theblood').totalCount).toBe(0);
  });

  it('joins two words when each is found only as a typo and together they make a word', () => {
    const shelf = new SearchIndex(
      new ProductWords([
        { id: 51, title: "'praziquantel':1", category: '', words: "'praziquantel':1A 'deworm':3", sizes: '' },
        {
          id: 50,
          title: "'deep':1 'work':2 'pump':3",
          category: '',
          words: "'deep':1A 'work':2A 'pump':3A",
          sizes: '',
        },
      ]),
      new WordList(
        [
          ['praziquantel', 'praziquantel'],
          ['deworming', 'deworm'],
          ['deep', 'deep'],
          ['working', 'work'],
          ['pump', 'pump'],
        ].map(([word, stem]) => ({ word: word as string, uses: 1, stems: `'${stem}':1` })),
      ),
    );
    // "de" only begins words, and "worming" is a letter from "working": product 50 has both, but
    // the two make "deworming".
    expect(shelf.search(asBuyer('de worming'), 1, 10)).toEqual({
      ids: [51],
      totalCount: 1,
      corrected: [['de worming', 'deworming']],
    });
    // Words found as typed are not joined: "deep work" is product 50.
    expect(shelf.search(asBuyer('deep work'), 1, 10).ids).toEqual([50]);
  });

  it('says what a misspelt word, or words run together or apart, were read as', () => {
    expect(find('pegion').corrected).toEqual([['pegion', 'pigeon']]);
    expect(find('pigeonblood').corrected).toEqual([['pigeonblood', 'pigeon blood']]);
    expect(find('checker board').corrected).toEqual([['checker board', 'checkerboard']]);
    expect(find('the baby pigeonblood')).toMatchObject({
      leftOut: ['baby'],
      corrected: [['pigeonblood', 'pigeon blood']],
    });
    expect(find('discsu pigeon').corrected).toEqual([['discsu', 'discus']]);
    // A short word cut off, which only begins catalogue words: the one it most likely begins.
    expect(find('pig blood').corrected).toEqual([['pig', 'pigeon']]);
    // Words as typed, and a word some product has as typed ("zebrino"), are read as they are.
    expect(find('pigeon blood').corrected).toBeUndefined();
    expect(find('zebrino').corrected).toBeUndefined();
    expect(find('pige').corrected).toBeUndefined();
    // Nothing found, nothing read.
    expect(find('pgioen').corrected).toBeUndefined();
  });

  it('reads a typo as what the products listed first are, of the words equally near it', () => {
    // "heatr" is a swap from "heart", which more texts have, and a letter short of "heater": the
    // heaters are listed first, as heaters are what two products are, and the answer says so.
    const shelf = new SearchIndex(
      new ProductWords([
        {
          id: 3,
          title: "'beef':1 'heart':2 'cube':3",
          category: "'fish':1 'food':2",
          words: "'beef':1A 'heart':2A 'cube':3A 'fish':4 'food':5",
          sizes: '',
          heads: "'cube':1 'food':2",
        },
        {
          id: 2,
          title: "'aquarium':1 'heater':2",
          category: "'equip':1",
          words: "'aquarium':1A 'heater':2A 'heart':5 'equip':6",
          sizes: '',
          heads: "'heater':1 'equip':2",
        },
        {
          id: 1,
          title: "'titanium':1 'heater':2",
          category: "'equip':1",
          words: "'titanium':1A 'heater':2A 'heart':5 'equip':6",
          sizes: '',
          heads: "'heater':1 'equip':2",
        },
      ]),
      new WordList([
        { word: 'heart', uses: 3, stems: "'heart':1" },
        { word: 'heater', uses: 2, stems: "'heater':1" },
        { word: 'beef', uses: 1, stems: "'beef':1" },
      ]),
    );
    expect(shelf.search(asBuyer('heatr'), 1, 10)).toMatchObject({ ids: [2, 1, 3], corrected: [['heatr', 'heater']] });
    // A word one typo nearer still wins: "beef hart" is the beef heart.
    expect(shelf.search(asBuyer('beef hart'), 1, 10)).toMatchObject({ ids: [3], corrected: [['hart', 'heart']] });
  });

  it("names the shop's word for a typo of a buyer's word that is itself a spelling of it", () => {
    // "diskas" is a letter from "diskus", as discus is often written (synonyms.ts), not from
    // "discus": the answer says "discus". "dewormar" says "dewormer", far from "praziquantel".
    const shelf = new SearchIndex(
      new ProductWords([
        { id: 2, title: "'red':1 'discus':2", category: '', words: "'red':1A 'discus':2A", sizes: '' },
        { id: 1, title: "'praziquantel':1", category: '', words: "'praziquantel':1A", sizes: '' },
      ]),
      new WordList([
        { word: 'red', uses: 1, stems: "'red':1" },
        { word: 'discus', uses: 1, stems: "'discus':1" },
        { word: 'praziquantel', uses: 1, stems: "'praziquantel':1" },
      ]),
    );
    expect(shelf.search(asBuyer('diskas'), 1, 10)).toEqual({
      ids: [2],
      totalCount: 1,
      corrected: [['diskas', 'discus']],
    });
    expect(shelf.search(asBuyer('dewormar'), 1, 10)).toEqual({
      ids: [1],
      totalCount: 1,
      corrected: [['dewormar', 'dewormer']],
    });
  });

  it('ranks the word as typed in a title, then elsewhere, then a typo in a title; newest first within', () => {
    expect(find('zebrina').ids).toEqual([3, 5, 4]);
    expect(find('discus').ids).toEqual([2, 1]);
  });

  it('puts the product whose title is the words searched for first, before newer titles with more words', () => {
    const strain = [
      {
        id: 9,
        title: "'pigeon':1 'blood':2 'discus':3 'show':4 'grade':5",
        category: '',
        words: "'pigeon':1A 'blood':2A 'discus':3A 'show':4A 'grade':5A",
        sizes: '',
      },
      {
        id: 8,
        title: "'pigeon':1 'blood':2 'breed':3 'pair':4",
        category: '',
        words: "'pigeon':1A 'blood':2A 'breed':3A 'pair':4A",
        sizes: '',
      },
      ...products,
    ];
    const shelf = new SearchIndex(new ProductWords(strain), new WordList(words));
    expect(shelf.search(queryParts('Pigeon Blood Discus'), 1, 10).ids).toEqual([2, 9]);
    // Two words or more and a title that is them and one word more (the strain's plain fish) first.
    expect(shelf.search(queryParts('pigeon blood'), 1, 10).ids).toEqual([2, 9, 8]);
    expect(shelf.search(queryParts('pigeon blood pair'), 1, 10).ids).toEqual([8]);
    // A word no product has as typed is a misspelling: what it stands for ranks as if typed.
    expect(shelf.search(queryParts('pigeon blood discsu'), 1, 10).ids).toEqual([2, 9]);
    expect(shelf.search(queryParts('pegion blood'), 1, 10).ids).toEqual([2, 9, 8]);
    // A word some product has as typed keeps its typos below it ("zebrina" and "zebrino" above).
    expect(find('zebrina').ids).toEqual([3, 5, 4]);
  });

  it("ranks a word of the product's category below its title's words, above its text's", () => {
    const shelf = new SearchIndex(
      new ProductWords([
        {
          id: 11,
          title: "'golden':1 'discus':2",
          category: "'golden':1 'discus':2",
          words: "'golden':1A 'discus':2A 'food':9",
          sizes: '',
        },
        {
          id: 10,
          title: "'beef':1 'heart':2",
          category: "'fish':1 'food':2",
          words: "'beef':1A 'heart':2A 'fish':3 'food':4",
          sizes: '',
        },
      ]),
      new WordList([...words, { word: 'food', uses: 2, stems: "'food':1" }]),
    );
    expect(shelf.search(queryParts('food'), 1, 10).ids).toEqual([10, 11]);
    // The title alone makes a title the search: "golden discus" is exactly product 11.
    expect(shelf.search(queryParts('golden discus'), 1, 10).ids).toEqual([11]);
  });

  it('ranks the products named by the rarest word searched for first when no name has every word', () => {
    // "discus food": food is in fewer products than discus, so it says more of what is wanted.
    // As PostgreSQL has them: the title's words weighted A, then the category's and the text's.
    const product = (id: number, title: string, category: string, text: string) => ({
      id,
      title,
      category,
      words: `${title.replace(/':(\d+)/g, "':$1A")} ${category.replace(/':(\d+)/g, "':1$1")} ${text}`,
      sizes: '',
    });
    const discus = (id: number, title: string, text: string) => product(id, title, "'discus':1", text);
    const food = (id: number, title: string, text: string) => product(id, title, "'fish':1 'food':2", text);
    const shelf = new SearchIndex(
      new ProductWords([
        discus(24, "'golden':1 'discus':2", "'feed':5 'food':6"),
        discus(23, "'red':1 'melon':2 'discus':3", "'food':7"),
        discus(22, "'blue':1 'discus':2", "'tank':5"),
        food(21, "'beef':1 'heart':2", "'discus':5"),
        food(20, "'discus':1 'flake':2", "'flake':5"),
      ]),
      new WordList([...words, { word: 'food', uses: 4, stems: "'food':1" }, { word: 'for', uses: 5, stems: '' }]),
    );
    expect(shelf.search(queryParts('discus food'), 1, 10).ids).toEqual([20, 21, 24, 23]);
    expect(shelf.search(queryParts('food for discus'), 1, 10).ids).toEqual([20, 21, 24, 23]);
  });

  it('ranks the titles that begin with the words as typed first among equals: "blue di" is Blue Diamond', () => {
    const discus = (id: number, title: string) => ({
      id,
      title,
      category: '',
      words: title,
      sizes: '',
      heads: "'discus':1",
    });
    const shelf = new SearchIndex(
      new ProductWords([
        discus(43, "'blue':1 'leopard':2 'discus':3"),
        discus(42, "'cobalt':1 'blue':2 'discus':3"),
        discus(41, "'blue':1 'diamond':2 'discus':3"),
        discus(40, "'albino':1 'blue':2 'diamond':3 'discus':4"),
        discus(39, "'blue':1 'diamond':2 'discus':3 'show':5 'grade':6"),
        {
          id: 38,
          title: "'discus':1 'flake':2",
          category: '',
          words: "'discus':1 'flake':2",
          sizes: '',
          heads: "'flake':1",
        },
      ]),
      new WordList(
        ['blue', 'leopard', 'cobalt', 'diamond', 'albino', 'discus', 'show', 'grade', 'flake'].map((word) => ({
          word,
          uses: 1,
          stems: `'${word}':1`,
        })),
      ),
    );
    // The buyer is typing "blue di…": Blue Diamond (then its Show Grade) before the blue discus
    // whose other words begin with "di", and the Albino Blue Diamond, whose name starts otherwise.
    expect(shelf.search(queryParts('blue di'), 1, 10).ids).toEqual([41, 43, 42, 39, 40]);
    // By order of the title's words, stopwords and marks aside ("Blue Diamond Discus – Show Grade").
    expect(shelf.search(queryParts('blue diamond discus show'), 1, 10).ids).toEqual([39]);
    // What the word says a product is still comes first: "discus" lists the discus before Discus Flakes.
    expect(shelf.search(queryParts('discus'), 1, 10).ids).toEqual([43, 42, 41, 40, 39, 38]);
  });

  it('ranks a short word the buyer has finished as a whole word above the longer words it begins', () => {
    // "ro water": RO is reverse osmosis, not the start of "royal"; the last word may still be half typed.
    const shelf = new SearchIndex(
      new ProductWords([
        { id: 31, title: "'royal':1 'blue':2", category: '', words: "'royal':1A 'blue':2A 'water':7", sizes: '' },
        { id: 30, title: "'condition':1", category: '', words: "'condition':1A 'ro':4 'water':5", sizes: '' },
      ]),
      new WordList([
        ...words,
        { word: 'royal', uses: 1, stems: "'royal':1" },
        { word: 'ro', uses: 1, stems: "'ro':1" },
        { word: 'water', uses: 2, stems: "'water':1" },
      ]),
    );
    expect(shelf.search(queryParts('ro water'), 1, 10).ids).toEqual([30, 31]);
    expect(shelf.search(queryParts('water ro'), 1, 10).ids).toEqual([31, 30]);
  });

  it('ranks a product sold in the size searched for above one whose text only has the number', () => {
    const shelf = new SearchIndex(
      new ProductWords([
        { id: 13, title: "'discus':1 'flake':2", category: '', words: "'discus':1A 'flake':2A '2':7", sizes: '100 g' },
        { id: 12, title: "'blue':1 'discus':2", category: '', words: "'blue':1A 'discus':2A", sizes: '2" 3"' },
      ]),
      new WordList(words),
    );
    expect(shelf.search(queryParts('2 discus'), 1, 10).ids).toEqual([12, 13]);
    expect(shelf.search(queryParts('2'), 1, 10).ids).toEqual([12, 13]);
  });

  it('matches a size with its unit where the product is sold in it, or its text gives it in that unit', () => {
    // `mentions`: what PostgreSQL found in a product's text that may be a size (see loadProductWords).
    const shelf = new SearchIndex(
      new ProductWords([
        {
          id: 15,
          title: "'discus':1 'pair':2",
          category: '',
          words: "'discus':1A 'pair':2A '5':6 '6':7 'inch':8",
          sizes: 'Pair',
          mentions: '5–6 inches',
        },
        { id: 14, title: "'discus':1 'cone':2", category: '', words: "'discus':1A 'cone':2A", sizes: '2' },
        {
          id: 13,
          title: "'discus':1 'flake':2",
          category: '',
          words: "'discus':1A 'flake':2A '1':6 '2':7 'work':8 'day':9",
          sizes: '100 g, 2 kg',
          mentions: '2 working',
        },
        {
          id: 12,
          title: "'discus':1 'granul':2",
          category: '',
          words: "'discus':1A 'granul':2A '2':5 'inch':6",
          sizes: '250 g',
          mentions: '2 inches',
        },
        { id: 11, title: "'blue':1 'discus':2", category: '', words: "'blue':1A 'discus':2A", sizes: '2" 3"' },
        {
          id: 10,
          title: "'heater':1",
          category: '',
          words: "'heater':1A '300w':4",
          sizes: 'Standard',
          mentions: '300w',
        },
      ]),
      new WordList(words),
    );
    // Sold in 2", or sold as a bare 2 (the unit unsaid), then the text that says "2 inches"; not
    // a 2 in other words ("1–2 working days") or in another unit (2 kg).
    expect(shelf.search(queryParts('2 inch discus'), 1, 10).ids).toEqual([14, 11, 12]);
    expect(shelf.search(queryParts('discus 2"'), 1, 10).ids).toEqual([14, 11, 12]);
    expect(shelf.search(queryParts('2 kg discus'), 1, 10).ids).toEqual([14, 13]);
    // A range in a text gives both ends.
    expect(shelf.search(queryParts('discus 5 inch'), 1, 10).ids).toEqual([15]);
    expect(shelf.search(queryParts('6 inch'), 1, 10).ids).toEqual([15]);
    // A number alone is any unit, and any 2 in a text.
    expect(shelf.search(queryParts('2 discus'), 1, 10).ids).toEqual([14, 13, 11, 12]);
    expect(shelf.search(queryParts('300'), 1, 10).ids).toEqual([10]);
    expect(shelf.search(queryParts('heater 300 watts'), 1, 10).ids).toEqual([10]);
    expect(shelf.search(queryParts('heater 300 ml'), 1, 10).ids).toEqual([]);
  });

  it("finds the shop's word for a buyer's word as if typed, and names it when sorted", () => {
    const shelf = new SearchIndex(
      new ProductWords([
        { id: 3, title: "'albino':1 'discus':2", category: '', words: "'albino':1A 'discus':2A 'feed':5", sizes: '' },
        {
          id: 2,
          title: "'discus':1 'flake':2",
          category: "'fish':1 'food':2",
          words: "'discus':1A 'flake':2A 'fish':3 'food':4",
          sizes: '',
        },
        { id: 1, title: "'air':1 'pump':2", category: '', words: "'air':1A 'pump':2A", sizes: '' },
      ]),
      new WordList([
        { word: 'feed', uses: 1, stems: "'feed':1" },
        { word: 'food', uses: 1, stems: "'food':1" },
        { word: 'air', uses: 1, stems: "'air':1" },
        { word: 'pump', uses: 1, stems: "'pump':1" },
      ]),
    );
    // Named by the shop's word first, then the text that says the buyer's word.
    expect(shelf.search(asBuyer('feed'), 1, 10)).toEqual({ ids: [2, 3], totalCount: 2 });
    expect(shelf.search(asBuyer('feed'), 1, 10, 'newest')).toEqual({
      ids: [2],
      totalCount: 1,
      named: { word: 'food', more: 1 },
    });
    expect(shelf.search(asBuyer('oxygen motor'), 1, 10)).toEqual({ ids: [1], totalCount: 1 });
    // A buyer's word still being typed (the last, four letters or more) stands for the shop's word too.
    expect(shelf.search(asBuyer('oxyg'), 1, 10)).toEqual({ ids: [1], totalCount: 1 });
    expect(shelf.search(asBuyer('oxy'), 1, 10)).toEqual({ ids: [], totalCount: 0 });
    expect(shelf.search(asBuyer('oxyg pump'), 1, 10)).toEqual({ ids: [1], totalCount: 1, leftOut: ['oxyg'] });
    // A word the owner taught: "chara" finds what "food" finds.
    const taught = new SearchIndex(
      shelf.products,
      new WordList([{ word: 'food', uses: 1, stems: "'food':1" }], new Map([['chara', ['food']]])),
    );
    expect(taught.search(asBuyer('chara'), 1, 10)).toEqual({ ids: [2], totalCount: 1 });
    expect(shelf.search(asBuyer('chara'), 1, 10)).toEqual({ ids: [], totalCount: 0 });
    // A buyer's word written apart ("anti chlorine", "cha ra") is found as the word it is joined.
    const tap = new SearchIndex(
      new ProductWords([
        { id: 2, title: "'water':1 'condition':2", category: '', words: "'water':1A 'condition':2A", sizes: '' },
        { id: 1, title: "'acriflavin':1 'antibacteri':2", category: '', words: "'antibacteri':2A", sizes: '' },
      ]),
      new WordList([
        { word: 'water', uses: 1, stems: "'water':1" },
        { word: 'conditioner', uses: 1, stems: "'condition':1" },
        { word: 'antibacterial', uses: 1, stems: "'antibacteri':1" },
      ]),
    );
    expect(tap.search(asBuyer('anti chlorine'), 1, 10)).toEqual({
      ids: [2],
      totalCount: 1,
      corrected: [['anti chlorine', 'antichlorine']],
    });
    expect(taught.search(asBuyer('cha ra'), 1, 10)).toEqual({
      ids: [2],
      totalCount: 1,
      corrected: [['cha ra', 'chara']],
    });
  });

  it('puts what a word names (the last word of a title or a category) before what only carries it', () => {
    // "Discus Flakes" are flakes and "Red Dragon Discus" is a discus: the head of an English name is
    // its last word, before a dash, a bracket or "with".
    const shelf = new SearchIndex(
      new ProductWords([
        {
          id: 3,
          title: "'discus':1 'flake':2",
          category: "'fish':1 'food':2",
          words: "'discus':1A 'flake':2A 'fish':3 'food':4",
          sizes: '',
          heads: "'flake':1 'food':2",
        },
        {
          id: 2,
          title: "'red':1 'dragon':2 'discus':3",
          category: "'red':1 'discus':2",
          words: "'red':1A 'dragon':2A 'discus':3A",
          sizes: '',
          heads: "'discus':1",
        },
        {
          id: 1,
          title: "'discus':1 'granul':2",
          category: "'fish':1 'food':2",
          words: "'discus':1A 'granul':2A 'fish':3 'food':4",
          sizes: '',
          heads: "'granul':1 'food':2",
        },
      ]),
      new WordList([...words, { word: 'flakes', uses: 1, stems: "'flake':1" }]),
    );
    expect(shelf.search(asBuyer('discus'), 1, 10).ids).toEqual([2, 3, 1]);
    expect(shelf.search(asBuyer('flakes'), 1, 10).ids).toEqual([3]);
    // Sorted (by date or price): only what the word names, saying how many more carry it.
    expect(shelf.search(asBuyer('discus'), 1, 10, 'newest')).toEqual({
      ids: [2],
      totalCount: 1,
      named: { word: 'discus', more: 2 },
    });
    expect(shelf.search(asBuyer('food'), 1, 10, 'newest')).toEqual({ ids: [3, 1], totalCount: 2 });
    // No product is a "red": every one whose name says it.
    expect(shelf.search(asBuyer('red'), 1, 10, 'newest')).toEqual({ ids: [2], totalCount: 1 });
  });

  it('puts what the search itself names first: its last word, or the word before "for" or "with"', () => {
    // "wild discus food" is food (for wild discus), not a wild discus whose text says what food it takes.
    const shelf = new SearchIndex(
      new ProductWords([
        {
          id: 2,
          title: "'wild':1 'discus':2",
          category: "'wild':1 'discus':2",
          words: "'wild':1A 'discus':2A 'live':3 'food':4",
          sizes: '',
          heads: "'discus':1",
        },
        {
          id: 1,
          title: "'spirulina':1 'flake':2",
          category: "'fish':1 'food':2",
          words: "'spirulina':1A 'flake':2A 'fish':3 'food':4 'wild':5 'discus':6",
          sizes: '',
          heads: "'flake':1 'food':2",
        },
      ]),
      new WordList([
        ...words,
        { word: 'wild', uses: 2, stems: "'wild':1" },
        { word: 'food', uses: 3, stems: "'food':1" },
        { word: 'for', uses: 1, stems: '' },
        { word: 'with', uses: 1, stems: '' },
      ]),
    );
    expect(shelf.search(asBuyer('wild discus food'), 1, 10).ids).toEqual([1, 2]);
    expect(shelf.search(asBuyer('food for wild discus'), 1, 10).ids).toEqual([1, 2]);
    expect(shelf.search(asBuyer('wild discus'), 1, 10).ids).toEqual([2, 1]);
    expect(shelf.search(asBuyer('discus with food'), 1, 10).ids).toEqual([2, 1]);
    // A last word still being typed: what it begins.
    expect(shelf.search(asBuyer('wild discus fo'), 1, 10).ids).toEqual([1, 2]);
    // Sorted (by date or price): what that word names, though "wild" is the rarer word.
    expect(shelf.search(asBuyer('wild discus food'), 1, 10, 'newest')).toEqual({
      ids: [1],
      totalCount: 1,
      named: { word: 'food', more: 1 },
    });
    // A name with every word: the rarest word names them, as before ("red discus" is the red discus).
    expect(shelf.search(asBuyer('wild discus'), 1, 10, 'newest')).toEqual({
      ids: [2],
      totalCount: 1,
      named: { word: 'wild', more: 1 },
    });
  });

  it('lists the products named by the rarest word newest first when asked, page by page', () => {
    // Sorted by date (or by price), ranks no longer push a product that only mentions a word to the
    // end: only the products whose name has the rarest word (with a typo too) are listed.
    // The answer says which word named them, and how many more matches only mention it.
    const discus = { word: 'discus', more: 1 };
    const zebrina = { word: 'zebrina', more: 1 };
    expect(index.search(asBuyer('discus'), 1, 10, 'newest')).toEqual({ ids: [2], totalCount: 1, named: discus });
    expect(index.search(asBuyer('zebrina'), 1, 10, 'newest')).toEqual({ ids: [4, 3], totalCount: 2, named: zebrina });
    expect(index.search(asBuyer('zebrina'), 2, 1, 'newest')).toEqual({ ids: [3], totalCount: 2, named: zebrina });
    expect(index.search(asBuyer('zebrina'), 3, 1, 'newest')).toEqual({ ids: [], totalCount: 2, named: zebrina });
    // Named only by a typo of it: the word as the shop writes it.
    expect(index.search(asBuyer('zebirna'), 1, 10, 'newest')).toEqual({
      ids: [3],
      totalCount: 1,
      named: zebrina,
      corrected: [['zebirna', 'zebrina']],
    });
    expect(index.search(asBuyer('baby discus'), 1, 10, 'newest')).toEqual({
      ids: [2],
      totalCount: 1,
      leftOut: ['baby'],
      named: discus,
    });
    // Every match named: nothing to say.
    expect(index.search(asBuyer('pigeon'), 1, 10, 'newest')).toEqual({ ids: [2], totalCount: 1 });
    // No name has the word: every match, newest first.
    expect(index.search(asBuyer('pattern'), 1, 10, 'newest')).toEqual({ ids: [5], totalCount: 1 });
    expect(index.search(asBuyer('3'), 1, 10, 'newest')).toEqual({ ids: [4, 2], totalCount: 2 });
  });

  it('answers only with the products kept (a price asked for), leaving words out among those', () => {
    const cheap = new Set([1, 3, 5]);
    const keep = (id: number) => cheap.has(id);
    expect(index.search({ ...asBuyer('zebrina'), keep }, 1, 10)).toEqual({ ids: [3, 5], totalCount: 2 });
    expect(index.search({ ...asBuyer(''), keep }, 1, 2)).toEqual({ ids: [5, 3], totalCount: 3 });
    expect(index.search({ ...asBuyer('baby discus'), keep }, 1, 10)).toEqual({
      ids: [1],
      totalCount: 1,
      leftOut: ['baby'],
    });
    expect(index.search({ ...asBuyer('pigeon'), keep }, 1, 10)).toEqual({ ids: [], totalCount: 0 });
  });

  it("never leaves a word out of the owner's search", () => {
    expect(index.search(queryParts('baby pigeon'), 1, 10)).toEqual({ ids: [], totalCount: 0 });
    expect(index.search(queryParts('pigeon 4'), 1, 10)).toEqual({ ids: [], totalCount: 0 });
  });

  it('pages through the ranked matches in order, across ranks', () => {
    expect(find('zebrina', 1, 2)).toEqual({ ids: [3, 5], totalCount: 3 });
    expect(find('zebrina', 2, 2)).toEqual({ ids: [4], totalCount: 3 });
    expect(find('zebrina', 2, 1)).toEqual({ ids: [5], totalCount: 3 });
    expect(find('zebrina', 4, 1)).toEqual({ ids: [], totalCount: 3 });
  });

  it('matches sizes: 3 finds 3" and 3 inch, not 3.5"', () => {
    expect(find('3 inch').ids).toEqual([4, 2]);
    expect(find('3.5').ids).toEqual([3]);
    expect(find('pigeon 2"').ids).toEqual([2]);
    expect(find('pigeon 2" 3"').ids).toEqual([2]);
  });

  it('leaves out what no product has with the rest: unknown words, then sizes, then typos, then the commonest words', () => {
    expect(find('baby pigeon')).toEqual({ ids: [2], totalCount: 1, leftOut: ['baby'] });
    expect(find('tiny baby discus')).toEqual({ ids: [2, 1], totalCount: 2, leftOut: ['tiny', 'baby'] });
    // A size the strain is not sold in: the strain in the sizes it has.
    expect(find('pigeon 4')).toEqual({ ids: [2], totalCount: 1, leftOut: ['4'] });
    expect(find('baby pigeon 4 inch')).toEqual({ ids: [2], totalCount: 1, leftOut: ['baby', '4 inch'] });
    // Two words the shop has but never together: the rarer says more of what the buyer wants.
    expect(find('discus tile')).toEqual({ ids: [6], totalCount: 1, leftOut: ['discus'] });
    // But a word read as a typo is a guess, and goes before words found as typed ("pigeon bolld" is
    // not whatever says "bold" without "pigeon").
    expect(find('discus tiel')).toEqual({ ids: [2, 1], totalCount: 2, leftOut: ['tiel'] });
    // But the fewest words go: "discus red tile" keeps "discus red" (the Red Turquoise Discus), not "tile" alone.
    expect(find('discus red tile')).toEqual({ ids: [1], totalCount: 1, leftOut: ['tile'] });
    // Typos and regrouping still count before anything is left out; stopwords never count.
    expect(find('baby pigoen')).toEqual({
      ids: [2],
      totalCount: 1,
      leftOut: ['baby'],
      corrected: [['pigoen', 'pigeon']],
    });
    expect(find('the baby pigeonblood')).toEqual({
      ids: [2],
      totalCount: 1,
      leftOut: ['baby'],
      corrected: [['pigeonblood', 'pigeon blood']],
    });
    // Never down to no words at all: one word, or only words the shop has none of, find nothing.
    expect(find('pgioen')).toEqual({ ids: [], totalCount: 0 });
    expect(find('baby tiny')).toEqual({ ids: [], totalCount: 0 });
    expect(find('baby 7')).toEqual({ ids: [], totalCount: 0 });
    // At most as many as asked (a search kept to a price is worth no more left out than without it).
    expect(index.search({ ...asBuyer('tiny baby discus'), mostLeftOut: 1 }, 1, 10)).toEqual({ ids: [], totalCount: 0 });
    expect(index.search({ ...asBuyer('discus red tile'), mostLeftOut: 1 }, 1, 10)).toMatchObject({ leftOut: ['tile'] });
    expect(index.search({ ...asBuyer('discus red tile'), mostLeftOut: 0 }, 1, 10)).toEqual({ ids: [], totalCount: 0 });
    // Pages of a looser answer say what was left out too.
    expect(find('baby discus', 2, 1)).toEqual({ ids: [1], totalCount: 2, leftOut: ['baby'] });
  });

  it('leaves out a word no product is before one that says what products are ("fry food" is food)', () => {
    // Foods say "food" (their category's head); the breeding pairs mention fry.
    const shelf = new SearchIndex(
      new ProductWords([
        {
          id: 5,
          title: "'frozen':1 'bloodworm':2",
          category: "'fish':1 'food':2",
          words: "'frozen':1A 'bloodworm':2A 'fish':3 'food':4",
          sizes: '',
          heads: "'bloodworm':1 'food':2",
        },
        {
          id: 4,
          title: "'discus':1 'flake':2",
          category: "'fish':1 'food':2",
          words: "'discus':1A 'flake':2A 'fish':3 'food':4",
          sizes: '',
          heads: "'flake':1 'food':2",
        },
        {
          id: 3,
          title: "'brine':1 'shrimp':2",
          category: "'fish':1 'food':2",
          words: "'brine':1A 'shrimp':2A 'fish':3 'food':4",
          sizes: '',
          heads: "'shrimp':1 'food':2",
        },
        {
          id: 2,
          title: "'breed':1 'pair':2",
          category: "'discus':1 'pair':2",
          words: "'breed':1A 'pair':2A 'fri':3",
          sizes: '',
          heads: "'pair':1",
        },
        {
          id: 1,
          title: "'proven':1 'pair':2",
          category: "'discus':1 'pair':2",
          words: "'proven':1A 'pair':2A 'fri':3",
          sizes: '',
          heads: "'pair':1",
        },
      ]),
      new WordList([
        ...words,
        { word: 'food', uses: 3, stems: "'food':1" },
        { word: 'shrimp', uses: 1, stems: "'shrimp':1" },
        { word: 'for', uses: 1, stems: '' },
        { word: 'fry', uses: 2, stems: "'fri':1" },
      ]),
    );
    // "food" is in more products than "fry", but "fry" names none of them: it goes first.
    expect(shelf.search(asBuyer('fry food'), 1, 10)).toMatchObject({ ids: [5, 4, 3], leftOut: ['fry'] });
    expect(shelf.search(asBuyer('food for fry'), 1, 10)).toMatchObject({ ids: [5, 4, 3], leftOut: ['fry'] });
    // Both name products: the one in more products goes, as before ("pair" is in two, "shrimp" in one).
    expect(shelf.search(asBuyer('shrimp pair'), 1, 10)).toMatchObject({ ids: [3], leftOut: ['pair'] });
  });

  it('lists everything newest first for an empty query, page by page', () => {
    expect(find('')).toEqual({ ids: [6, 5, 4, 3, 2, 1], totalCount: 6 });
    expect(find('', 2, 2)).toEqual({ ids: [4, 3], totalCount: 6 });
    expect(find('', 9, 2)).toEqual({ ids: [], totalCount: 6 });
  });

  it('ignores stopwords as PostgreSQL does, and finds nothing for stopwords alone', () => {
    expect(find('the pigeon').ids).toEqual([2]);
    expect(find('the')).toEqual({ ids: [], totalCount: 0 });
  });

  it('answers the same when the words are rare among many other products', () => {
    // 400 older products sharing none of the words: matching then looks only at the rare words' products.
    const others = Array.from({ length: 400 }, (_, i) => ({
      id: 1000 - i,
      title: "'guppi':1",
      category: '',
      words: "'guppi':1A 'tank':2",
      sizes: 'Medium',
    }));
    const large = new SearchIndex(new ProductWords([...products, ...others]), new WordList(words));
    for (const query of ['zebrina', 'zebrnia', 'pigeon 2"', '3 inch', 'discus', 'the pigeon']) {
      for (const [pageNo, pageSize] of [
        [1, 10],
        [1, 1],
        [2, 1],
        [3, 1],
      ] as const) {
        expect(large.search(queryParts(query), pageNo, pageSize), query).toEqual(find(query, pageNo, pageSize));
      }
    }
    expect(large.search(queryParts('tank'), 1, 3)).toEqual({ ids: [1000, 999, 998], totalCount: 400 });
  });
});
