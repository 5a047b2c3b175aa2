// Every API path the clients call, in one place (seed section 7 for the originals).
export const apiPaths = {
  getSession: '/getSession',
  getProductCategory: '/api/products/categories/getProductCategory',
  searchProducts: '/api/products/searchProducts',
  listProducts: '/api/products/listProducts',
  getProductById: '/api/products/getProductById',
  getAnonOrders: '/api/orders/getAnonOrders',
  register: '/api/users/register',
  login: '/api/users/login',
  resetPassword: '/api/users/resetPassword',
  completeResetPassword: '/api/users/completeResetPassword',
  getUserById: '/api/users/getUserById',
  updateProfile: '/api/users/updateProfile',
  changePassword: '/api/users/changePassword',
  uploadProfileImage: '/api/users/uploadProfileImage',
  logout: '/api/users/logout',
  adminCustomers: '/api/admin/customers',
} as const;
