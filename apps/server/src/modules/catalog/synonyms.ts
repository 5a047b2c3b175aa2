// Words buyers in India use for what the shop calls otherwise (decision 030): "fish feed" for its
// food, an "oxygen pump", an "aerator" or a "motor" for its air pump, a "dechlorinator" for its water
// conditioner, "blackwater" for the tannins of its almond leaves, a "dewormer" for its praziquantel ("worms": the wormer or the bloodworm fed), "poop"
// for the faeces its Hexamita medicine is for, "hith" and "bloat" for what Hexamita does, "flagyl"
// for metronidazole, "antibiotic" for it and the acriflavine, "turk" for turquoise, "artemia" for its brine shrimp, and Hindi as typed
// in Latin letters, "dawai" (medicine), "khana" and "dana" (food, "machli ka dana": fish feed),
// colours ("lal": red, "neela": blue) and "jodi" (a pair);
// "medicine" for the treatments and remedies its titles name. A search finds the shop's word as if
// the buyer had typed it. Only words the shop does not use for something else.
// The medicines' own titles say what they are: "… Treatment", "… Remedy", "… Antibacterial".
function medicinesAre(words: string[]): Record<string, string[]> {
  return Object.fromEntries(['treatment', 'remedy', 'antibacterial'].map((shopWord) => [shopWord, words]));
}
const MEDICINE_WORDS = ['medicine', 'medicines', 'dawa', 'dawai', 'dava', 'davai', 'cure', 'ilaj', 'ilaaj'];
const HINDI_MEDICINE = ['दवा', 'दवाई', 'दवाइयां', 'इलाज'];

const SHOP_WORDS: Record<string, string[]> = {
  // "disk fish", and "discuss" (a word the spelling checker of a phone knows).
  discus: ['disk', 'disks', 'diskus', 'discuss'],
  food: ['feed', 'khana', 'khaana', 'dana', 'daana'],
  air: ['oxygen', 'aerator', 'aerators'],
  pump: ['motor'],
  // What fish keepers call a water conditioner, a wormer and Indian almond (catappa) leaves.
  conditioner: ['dechlorinator', 'dechlorinators', 'dechlorinate', 'antichlorine', 'declorinator'],
  praziquantel: ['dewormer', 'dewormers', 'deworming', 'deworm', 'wormer', 'worm', 'worms'],
  // Worms are the wormer's, or the worms fed (frozen or freeze-dried); never "form", a typo away.
  bloodworm: ['worm', 'worms'],
  // What the medicine for Hexamita is for, as a buyer says it.
  faeces: ['poop', 'poo', 'potty', 'stool', 'stools', 'feces'],
  // What Hexamita causes in discus, as fish keepers name it: hole-in-the-head (HITH, HLLE) and bloat.
  hexamita: ['hith', 'hlle', 'bloat', 'bloated', 'bloating'],
  // Metronidazole by the brand name Indian chemists sell it under, and as what it is.
  metronidazole: ['flagyl', 'antibiotic', 'antibiotics'],
  // Colours and a pair in Hindi as typed in Latin letters ("lal discus", "discus ki jodi").
  red: ['lal', 'laal'],
  blue: ['neela', 'nila', 'neeli', 'nili', 'neele'],
  white: ['safed', 'safaid', 'sufaid', 'safeed'],
  yellow: ['peela', 'pila', 'peeli', 'pili', 'peele'],
  green: ['hara', 'hari', 'hare'],
  golden: ['sunehra', 'sunehri', 'sunhara', 'sunahra', 'sunehre'],
  orange: ['narangi', 'naranji'],
  black: ['kala', 'kaala', 'kali', 'kaali', 'kale'],
  pair: ['jodi', 'jori', 'joda', 'jora', 'jode'],
  // Turquoise as breeders and buyers shorten it ("red turk"); granules as often spelt in India.
  turquoise: ['turk', 'turks'],
  granules: ['granual', 'granuals'],
  almond: ['ketapang'],
  // Blackwater: soft water tinted by the tannins leaves release, as in the Amazon.
  tannins: ['blackwater'],
  // Brine shrimp by its genus, as hatcheries and fish keepers sell it.
  brine: ['artemia'],
  medicine: ['dawa', 'dawai', 'dava', 'davai'],
  ...medicinesAre(MEDICINE_WORDS),
  // Acriflavine, which buyers ask for as an antibiotic.
  antibacterial: [...MEDICINE_WORDS, 'antibiotic', 'antibiotics'],
};

// The same in Hindi's own script, as a phone's Hindi keyboard writes them.
const HINDI_WORDS: Record<string, string[]> = {
  discus: ['डिस्कस', 'डिसकस'],
  food: ['दाना', 'खाना', 'भोजन', 'आहार'],
  medicine: HINDI_MEDICINE,
  ...medicinesAre(HINDI_MEDICINE),
  heater: ['हीटर'],
  filter: ['फिल्टर', 'फ़िल्टर'],
  pump: ['पंप', 'पम्प', 'मोटर'],
  air: ['ऑक्सीजन', 'हवा'],
  thermometer: ['थर्मामीटर'],
  red: ['लाल'],
  blue: ['नीला', 'नीली', 'नीले'],
  white: ['सफेद', 'सफ़ेद'],
  yellow: ['पीला', 'पीली', 'पीले'],
  green: ['हरा', 'हरी', 'हरे'],
  golden: ['सुनहरा', 'सुनहरी', 'सुनहरे'],
  orange: ['नारंगी'],
  black: ['काला', 'काली', 'काले'],
  pair: ['जोड़ी', 'जोड़ा', 'जोडी', 'जोडा'],
};

const SYNONYMS = new Map<string, string[]>();
for (const [shopWord, words] of [...Object.entries(SHOP_WORDS), ...Object.entries(HINDI_WORDS)]) {
  // As a query's words are compared (NFC: a nukta written apart or together reads alike).
  for (const word of words.map((w) => w.normalize('NFC'))) {
    SYNONYMS.set(word, [...new Set([...(SYNONYMS.get(word) ?? []), shopWord])]);
  }
}

/** Every shop word a buyer's word may stand for (their stems are read with the word list). */
export const SHOP_WORD_LIST = [...new Set([...Object.keys(SHOP_WORDS), ...Object.keys(HINDI_WORDS)])];

/** Every buyer's word of this file, in order (to find those a word still being typed begins). */
export const BUYERS_WORDS: readonly string[] = [...SYNONYMS.keys()].sort();

/** The shop's words for a buyer's word (lower case), if it has any. */
export function shopWordsFor(word: string): readonly string[] {
  return SYNONYMS.get(word) ?? [];
}
