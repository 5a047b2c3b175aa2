// Every API path the clients call, in one place (seed section 7 for the originals).
export const apiPaths = {
  getSession: '/getSession',
  getProductCategory: '/api/products/categories/getProductCategory',
  searchProducts: '/api/products/searchProducts',
  listProducts: '/api/products/listProducts',
  getProductById: '/api/products/getProductById',
  getAnonOrders: '/api/orders/getAnonOrders',
} as const;
