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
};
