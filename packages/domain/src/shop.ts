// Business details are settings (PRODUCT.md section 2); the server reads them from the
// environment and hands them to the pages.
export type ShopDetails = {
  name: string;
  tagline: string;
  phones: string[];
  email: string;
  address: string;
  state: string;
  gstin: string;
  instagramUrl: string;
  youtubeUrl: string;
  developerCredit: string;
  developerUrl: string;
  /** How long an unpaid online order holds its items, in minutes (PAYMENT_EXPIRY_SECONDS). */
  paymentHoldMinutes: number;
};
