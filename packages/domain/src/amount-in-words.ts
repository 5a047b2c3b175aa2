import type { Paise } from './money.ts';

// An invoice states its total in words (GST rule 46), in the Indian system: thousand, lakh,
// crore. One style: 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  return unit ? `${tens}-${ONES[unit]}` : tens;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${belowHundred(hundreds)} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A positive whole number in words; crores repeat for the largest amounts ('One Thousand Crore'). */
function wholeNumber(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${wholeNumber(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function amountInWords(amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in paise: ${amount}`);
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const paiseWords = paise === 1 ? 'One Paisa' : `${belowHundred(paise)} Paise`;
  if (rupees === 0) return paise === 0 ? 'Rupees Zero Only' : `${paiseWords} Only`;
  return `Rupees ${wholeNumber(rupees)}${paise ? ` and ${paiseWords}` : ''} Only`;
}
