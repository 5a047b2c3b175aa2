import { describe, expect, it } from 'vitest';
import { typoDistance, typosAllowed, Vocabulary } from './typos.ts';

describe('typoDistance', () => {
  it('counts a wrong, a missing, an extra and a swapped letter as one typo each', () => {
    expect(typoDistance('pigeom', 'pigeon', 2)).toBe(1);
    expect(typoDistance('tuquoise', 'turquoise', 2)).toBe(1);
    expect(typoDistance('pigeonn', 'pigeon', 2)).toBe(1);
    expect(typoDistance('pigoen', 'pigeon', 2)).toBe(1);
    expect(typoDistance('dsicus', 'discus', 2)).toBe(1);
  });

  it('counts a vowel written for another as half a typo: "pegion" and "leapord" are one typo away', () => {
    expect(typoDistance('albeno', 'albino', 2)).toBe(0.5);
    expect(typoDistance('pegion', 'pigeon', 2)).toBe(1);
    expect(typoDistance('leapord', 'leopard', 2)).toBe(1);
    expect(typoDistance('tarquiose', 'turquoise', 2)).toBe(1.5);
    // So is a vowel beside another, missing or added: "turqoise", "hiter" (heater).
    expect(typoDistance('turqoise', 'turquoise', 2)).toBe(0.5);
    // Consonants are whole typos.
    expect(typoDistance('pixdon', 'pigeon', 1)).toBe(2);
  });

  it('adds typos up and stops counting past the limit', () => {
    expect(typoDistance('chekcerboad', 'checkerboard', 2)).toBe(2);
    expect(typoDistance('chekcerbord', 'checkerboard', 2)).toBe(1.5);
    expect(typoDistance('pigoen', 'pigeon', 0)).toBe(1);
    expect(typoDistance('heater', 'discus', 1)).toBe(2);
    expect(typoDistance('ab', 'abcdef', 2)).toBe(3);
    expect(typoDistance('same', 'same', 0)).toBe(0);
  });

  it('agrees with the whole distance table on random words, within the limit', () => {
    // The plain definition: every cell of the table, no band, no early stop.
    const reference = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          const row = d[i] as number[];
          const above = d[i - 1] as number[];
          const vowel = (c: string | undefined) => c !== undefined && 'aeiou'.includes(c);
          const vowels = vowel(a[i - 1]) && vowel(b[j - 1]);
          // A vowel beside another vowel of its word, missing or added: half.
          const beside = (w: string, k: number) => vowel(w[k]) && (vowel(w[k - 1]) || vowel(w[k + 1]));
          row[j] = Math.min(
            (above[j] as number) + (beside(a, i - 1) ? 0.5 : 1),
            (row[j - 1] as number) + (beside(b, j - 1) ? 0.5 : 1),
            (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : vowels ? 0.5 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
          }
        }
      }
      return (d[a.length] as number[])[b.length] as number;
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 12) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let n = 0; n < 3000; n++) {
      const [a, b, max] = [word(), word(), Math.floor(random() * 3)];
      // Words whose lengths differ by more than the limit are too far, whatever the vowels.
      const distance = Math.abs(a.length - b.length) > max ? max + 1 : reference(a, b);
      expect(typoDistance(a, b, max), `${a} ${b} ${max}`).toBe(distance > max ? max + 1 : distance);
      // To the nearest start of a longer word.
      if (b.length <= a.length) continue;
      const starts = Array.from({ length: Math.min(b.length, a.length + max) + 1 }, (_, j) => b.slice(0, j));
      const toStart = Math.min(
        ...starts.map((start) => (a.length - start.length > max ? max + 1 : reference(a, start))),
      );
      expect(typoDistance(a, b, max, true, true), `${a} ${b}… ${max}`).toBe(toStart > max ? max + 1 : toStart);
    }
  });

  it('measures to the nearest start of a longer word, for a word still being typed', () => {
    expect(typoDistance('turqo', 'turquoise', 1, true, true)).toBe(0.5);
    expect(typoDistance('tyrqu', 'turquoise', 1, true, true)).toBe(1);
    expect(typoDistance('pegio', 'pigeon', 1, true, true)).toBe(1);
    expect(typoDistance('turqu', 'turquoise', 1, true, true)).toBe(0);
    expect(typoDistance('hetaer', 'heaters', 1, true, true)).toBe(1);
    expect(typoDistance('dicsu', 'turquoise', 1, true, true)).toBe(2);
  });
});

describe('typosAllowed', () => {
  it('forgives none below 4 letters, one from 4, two from 9', () => {
    expect([3, 4, 5, 8, 9, 12].map(typosAllowed)).toEqual([0, 1, 1, 1, 2, 2]);
  });
});

describe('Vocabulary.wordAlternatives', () => {
  const vocabulary = new Vocabulary(
    ['pigeon', 'blood', 'discus', 'turquoise', 'checkerboard', 'food', 'good', 'hood', 'heater', 'heaters'].map(
      (word, i) => ({ word, uses: 10 - i }),
    ),
  );

  it('finds the catalogue word for one typo of any kind in a word of 5+ letters', () => {
    for (const typo of ['pigoen', 'pigen', 'pigeonn', 'pigeom', 'dsicus', 'turqoise', 'trquoise']) {
      expect(vocabulary.wordAlternatives(typo).length, typo).toBeGreaterThan(0);
    }
    expect(vocabulary.wordAlternatives('pigoen')).toEqual(['pigeon']);
    expect(vocabulary.wordAlternatives('turqoise')).toEqual(['turquoise']);
  });

  it('finds the word when vowels are written for one another, as buyers often spell them', () => {
    const strains = new Vocabulary(['pigeon', 'leopard', 'albino', 'melon'].map((word) => ({ word, uses: 1 })));
    expect(strains.wordAlternatives('pegion')).toEqual(['pigeon']);
    expect(strains.wordAlternatives('leapord')).toEqual(['leopard']);
    expect(strains.wordAlternatives('albeno')).toEqual(['albino']);
    expect(strains.wordAlternatives('pixdon')).toEqual([]);
  });

  it('counts a vowel missing or added beside another as half from 6 letters: "hiter" is "heater", spelt by ear', () => {
    expect(typoDistance('hiter', 'heater', 1)).toBe(1);
    expect(typoDistance('heater', 'hiter', 1)).toBe(1);
    const shelf = new Vocabulary(['heater', 'pigeon', 'leopard', 'melon'].map((word) => ({ word, uses: 1 })));
    expect(shelf.wordAlternatives('hiter')).toEqual(['heater']);
    expect(shelf.wordAlternatives('pigoen')).toEqual(['pigeon']);
    expect(shelf.wordAlternatives('lepard')).toEqual(['leopard']);
    // A consonant is still a whole letter, and under 6 letters a vowel too.
    expect(shelf.wordAlternatives('hitr')).toEqual([]);
    expect(typoDistance('melon', 'meelon', 1, false)).toBe(1);
    expect(typoDistance('mlon', 'melon', 1)).toBe(1);
  });

  it('counts a vowel whole in a word under 6 letters: "motor" is not "meter", two letters off in five', () => {
    const shelf = new Vocabulary(['meter', 'melon', 'tetra'].map((word) => ({ word, uses: 1 })));
    expect(shelf.wordAlternatives('motor')).toEqual([]);
    expect(shelf.wordAlternatives('malon')).toEqual(['melon']);
    expect(shelf.wordAlternatives('tatra')).toEqual(['tetra']);
    expect(typoDistance('motor', 'meter', 1, false)).toBe(2);
    expect(typoDistance('motor', 'meter', 1)).toBe(1);
  });

  it('forgives two typos in words of 9+ letters, but not in shorter ones', () => {
    expect(vocabulary.wordAlternatives('chekcerbord')).toEqual(['checkerboard']);
    expect(vocabulary.wordAlternatives('tuqroise')).toEqual(['turquoise']);
    expect(vocabulary.wordAlternatives('turqose')).toEqual(['turquoise']);
    expect(vocabulary.wordAlternatives('pgioen')).toEqual([]);
    expect(vocabulary.wordAlternatives('dsicsu')).toEqual([]);
  });

  it('corrects a 4-letter word only when the catalogue does not know it, and nothing shorter', () => {
    expect(vocabulary.wordAlternatives('blod')).toEqual(['blood']);
    expect(vocabulary.wordAlternatives('food')).toEqual([]);
    expect(vocabulary.wordAlternatives('heat')).toEqual([]);
    expect(vocabulary.wordAlternatives('fod')).toEqual([]);
  });

  it('reads no word as a word under 4 letters, whose typos are not forgiven: "fast" is not "fat", "pets" not "pet"', () => {
    const shelf = new Vocabulary(['fat', 'pet', 'red', 'blood', 'pump'].map((word) => ({ word, uses: 1 })));
    expect(shelf.wordAlternatives('fast')).toEqual([]);
    expect(shelf.wordAlternatives('pets')).toEqual([]);
    expect(shelf.wordAlternatives('redd')).toEqual([]);
    expect(shelf.wordAlternatives('reds')).toEqual([]);
    expect(shelf.wordAlternatives('blod')).toEqual(['blood']);
    expect(shelf.wordAlternatives('pmup')).toEqual(['pump']);
  });

  it('takes another consonant in a word under 5 letters for another word: "wood" is not "food", "cave" not "care"', () => {
    const shelf = new Vocabulary(
      ['food', 'care', 'boil', 'tank', 'pump', 'blue', 'blood'].map((word) => ({ word, uses: 1 })),
    );
    expect(shelf.wordAlternatives('wood')).toEqual([]);
    expect(shelf.wordAlternatives('cave')).toEqual([]);
    expect(shelf.wordAlternatives('bowl')).toEqual([]);
    // A vowel for a vowel, a missing, extra or swapped letter still: spelt by ear or typed in a hurry.
    expect(shelf.wordAlternatives('tenk')).toEqual(['tank']);
    expect(shelf.wordAlternatives('pamp')).toEqual(['pump']);
    expect(shelf.wordAlternatives('bleu')).toEqual(['blue']);
    expect(shelf.wordAlternatives('blod')).toEqual(['blood']);
    expect(shelf.wordAlternatives('fod')).toEqual([]);
    expect(shelf.wordAlternatives('foood')).toEqual(['food']);
  });

  it('finds the word a buyer still typing is heading for, with a typo in six letters or more typed', () => {
    expect(vocabulary.wordAlternatives('turqoi')).toEqual(['turquoise']);
    expect(vocabulary.wordAlternatives('chekcer')).toEqual(['checkerboard']);
    const shelf = new Vocabulary(
      ['pigeon', 'leopard', 'albino', 'terracotta', 'butterfly', 'better'].map((word) => ({ word, uses: 1 })),
    );
    expect(shelf.wordAlternatives('leapor')).toEqual(['leopard']);
    // Not for the start of a word as typed, nor what starts no word; and not from five letters,
    // where fish the shop does not sell would be taken for the start of its words ("tetra", "betta").
    expect(vocabulary.wordAlternatives('turqu')).toEqual([]);
    expect(vocabulary.wordAlternatives('zzqxvw')).toEqual([]);
    expect(shelf.wordAlternatives('tetra')).toEqual([]);
    expect(shelf.wordAlternatives('betta')).toEqual([]);
    expect(shelf.wordAlternatives('leapo')).toEqual([]);
  });

  it('lists real neighbours of a correct word, closest and most used first, never the word itself', () => {
    expect(vocabulary.wordAlternatives('heater')).toEqual(['heaters']);
    expect(vocabulary.wordAlternatives('heatesr')).toEqual(['heater', 'heaters']);
  });
});
