// What a GST tax invoice shows (GST rule 46), as plain data copied from a paid order. Amounts are
// integer paise, already computed by the order: the renderer only lays them out, it never does tax.

export type InvoiceParty = {
  name: string;
  /** Street lines, in the order they are printed (line 1, line 2, landmark). */
  lines: string[];
  city: string;
  pin: string;
  /** State or union territory by name, e.g. "Maharashtra". */
  state: string;
  /** GST state code, two digits, e.g. "27" for Maharashtra. */
  stateCode: string;
  phone?: string;
  email?: string;
  gstin?: string;
};

export type InvoiceLine = {
  description: string;
  /** HSN for goods, SAC for services (shipping 996812, packing 998540). */
  hsn: string;
  quantity: number;
  /** Unit quantity code as printed, e.g. "Nos". */
  unit: string;
  unitPricePaise: number;
  /** Total discount on the line (not per unit). */
  discountPaise: number;
  /** Taxable value after discount. */
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  /** Taxable value plus every tax on the line. */
  totalPaise: number;
};

/** CGST + SGST inside the shop's state, CGST + UTGST inside a union territory without a legislature, IGST across. */
export type TaxKind = 'intra' | 'intra-ut' | 'inter';

export type InvoiceTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  grandTotalPaise: number;
};

export type InvoiceData = {
  shop: InvoiceParty & { gstin: string };
  /** At most 16 characters, consecutive per financial year (rule 46(b)). */
  invoiceNumber: string;
  /** YYYY-MM-DD in Asia/Kolkata. */
  invoiceDate: string;
  orderNumber: string;
  /** YYYY-MM-DD in Asia/Kolkata. */
  orderDate: string;
  /** The billing address is the delivery address. */
  buyer: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  taxKind: TaxKind;
  lines: InvoiceLine[];
  /** Shipping (SAC 996812) and live-fish packing (SAC 998540), printed after the goods. */
  charges: InvoiceLine[];
  totals: InvoiceTotals;
  /** e.g. "Rupees One Thousand Two Hundred Six and Paise Fifty Only" (see amountInWords). */
  amountInWords: string;
};
