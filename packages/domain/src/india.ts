// The spec's fixed list of 28 states, plus the 8 union territories (PRODUCT.md section 1).
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const STATES_AND_UNION_TERRITORIES = [...INDIAN_STATES, ...UNION_TERRITORIES] as const;
export type IndianRegion = (typeof STATES_AND_UNION_TERRITORIES)[number];

// The two-digit state code that opens every GSTIN and names the place of supply on an invoice
// (GST state code list; Andhra Pradesh took 37 after Telangana kept 36, Ladakh got 38 in 2019,
// the merged Dadra and Nagar Haveli and Daman and Diu kept 26 in 2020).
export const GST_STATE_CODES: Record<IndianRegion, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

// Union territories without a legislature levy UTGST in place of SGST (UTGST Act 2017, s. 2(8)).
// Delhi, Puducherry and Jammu and Kashmir have legislatures and levy SGST.
export const UNION_TERRITORIES_WITHOUT_LEGISLATURE = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Ladakh',
  'Lakshadweep',
] as const satisfies readonly IndianRegion[];

const regions: ReadonlySet<string> = new Set(STATES_AND_UNION_TERRITORIES);

export function isIndianRegion(value: unknown): value is IndianRegion {
  return typeof value === 'string' && regions.has(value);
}

export function gstStateCode(region: IndianRegion): string {
  return GST_STATE_CODES[region];
}

/** True where the state's half of intra-state GST is UTGST rather than SGST. */
export function levisUtgst(region: IndianRegion): boolean {
  return (UNION_TERRITORIES_WITHOUT_LEGISLATURE as readonly string[]).includes(region);
}
