// Realistic invoices for the tests: a Pune shop selling to Mumbai (CGST + SGST) and to Bengaluru (IGST).
import { amountInWords } from '@discus/domain/amount-in-words';
import type { InvoiceData, InvoiceLine, InvoiceParty, TaxKind } from './invoice-data.ts';

type Item = {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  discountPercent: number;
  ratePercent: number;
};

function line(item: Item, kind: TaxKind): InvoiceLine {
  const gross = item.unitPricePaise * item.quantity;
  const discountPaise = Math.round((gross * item.discountPercent) / 100);
  const taxablePaise = gross - discountPaise;
  const tax = Math.round((taxablePaise * item.ratePercent) / 100);
  const half = Math.round(tax / 2);
  const split =
    kind === 'inter'
      ? { cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: tax }
      : { cgstPaise: half, sgstPaise: tax - half, utgstPaise: 0, igstPaise: 0 };
  return {
    description: item.description,
    hsn: item.hsn,
    quantity: item.quantity,
    unit: 'Nos',
    unitPricePaise: item.unitPricePaise,
    discountPaise,
    taxablePaise,
    ratePercent: item.ratePercent,
    ...split,
    totalPaise: taxablePaise + tax,
  };
}

export const shop: InvoiceParty & { gstin: string } = {
  name: 'Discus Demo Aquatics',
  lines: ['Shop 4, Demo Arcade', 'Baner Road'],
  city: 'Pune',
  pin: '411045',
  state: 'Maharashtra',
  stateCode: '27',
  phone: '+91 90000 00000',
  email: 'hello@example.com',
  gstin: '27ABCDE1234F1Z5',
};

const mumbai: InvoiceParty = {
  name: 'Asha Kulkarni',
  lines: ['Flat 12, Sea View Apartments', 'Near Shivaji Park'],
  city: 'Mumbai',
  pin: '400028',
  state: 'Maharashtra',
  stateCode: '27',
  phone: '9876543210',
};

const bengaluru: InvoiceParty = {
  name: 'Ravi Shankar',
  lines: ['No. 221, 5th Cross, Indiranagar'],
  city: 'Bengaluru',
  pin: '560038',
  state: 'Karnataka',
  stateCode: '29',
  phone: '9123456780',
};

export const items: Item[] = [
  {
    description: 'Red Melon Discus, 3 inch, Red',
    hsn: '03011100',
    quantity: 4,
    unitPricePaise: 125_000,
    discountPercent: 10,
    ratePercent: 0,
  },
  {
    description: 'Discus Granules Colour Food 250 g',
    hsn: '23099090',
    quantity: 2,
    unitPricePaise: 64_900,
    discountPercent: 0,
    ratePercent: 5,
  },
  {
    description:
      'Aquarium Canister Filter 1200 L/h with media baskets, spray bar and a longer title that has to wrap inside its column',
    hsn: '84212190',
    quantity: 1,
    unitPricePaise: 1_249_900,
    discountPercent: 5,
    ratePercent: 18,
  },
];

const charges: Item[] = [
  { description: 'Shipping', hsn: '996812', quantity: 1, unitPricePaise: 25_000, discountPercent: 0, ratePercent: 18 },
  {
    description: 'Live-fish packing: insulated thermocol box',
    hsn: '998540',
    quantity: 1,
    unitPricePaise: 20_000,
    discountPercent: 0,
    ratePercent: 18,
  },
];

export function sampleInvoice(kind: 'intra' | 'inter', lineItems: Item[] = items): InvoiceData {
  const lines = lineItems.map((item) => line(item, kind));
  const chargeLines = charges.map((item) => line(item, kind));
  const all = [...lines, ...chargeLines];
  const sum = (key: keyof InvoiceLine) => all.reduce((total, l) => total + (l[key] as number), 0);
  const buyer = kind === 'intra' ? mumbai : bengaluru;
  const taxPaise = sum('cgstPaise') + sum('sgstPaise') + sum('utgstPaise') + sum('igstPaise');
  const grandTotalPaise = sum('totalPaise');
  return {
    shop,
    invoiceNumber: kind === 'intra' ? 'DS/25-26/000042' : 'DS/25-26/000043',
    invoiceDate: '2025-04-07',
    orderNumber: kind === 'intra' ? 'DS-000123' : 'DS-000124',
    orderDate: '2025-04-06',
    buyer,
    placeOfSupply: { state: buyer.state, stateCode: buyer.stateCode },
    taxKind: kind,
    lines,
    charges: chargeLines,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      utgstPaise: sum('utgstPaise'),
      igstPaise: sum('igstPaise'),
      taxPaise,
      grandTotalPaise,
    },
    amountInWords: amountInWords(grandTotalPaise),
  };
}
