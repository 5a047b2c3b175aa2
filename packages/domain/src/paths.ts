// The storefront's addresses (seed section 2), built in one place.
export const paths = {
  home: () => '/',
  productList: (categorySlug?: string) =>
    categorySlug ? `/product-list?category=${encodeURIComponent(categorySlug)}` : '/product-list',
  search: (query: string) => `/product-list?q=${encodeURIComponent(query)}`,
  productDetail: (id: number, titleSlug: string) => `/product-detail?id=${id}&title=${encodeURIComponent(titleSlug)}`,
  cart: () => '/cart',
  checkout: () => '/checkout',
  paymentSuccess: (orderId: number) => `/payment-success?orderId=${orderId}`,
  orderDetails: (orderId: number) => `/order_details?orderId=${orderId}`,
  testPayment: (paymentId: string) => `/test-payment?paymentId=${encodeURIComponent(paymentId)}`,
  myProfile: () => '/MyProfile',
  aboutUs: () => '/about-us',
  faq: () => '/faq',
  contactUs: () => '/contact-us',
  privacyPolicy: () => '/privacy-policy',
  shippingPolicy: () => '/shipping-policy',
  termsOfService: () => '/terms-of-service',
  refundPolicy: () => '/refund-policy',
  adminDashboard: () => '/admin_dashboard',
  adminLogin: () => '/admin_login',
  adminProfile: () => '/admin_profile',
  adminInventory: () => '/admin_inventory',
  adminAddItem: () => '/admin_add_item',
  adminEditItem: (productId: number) => `/admin_edit_item/${productId}`,
  adminCategories: () => '/admin_categories',
  adminReviews: () => '/admin_reviews',
  adminShippingConfig: () => '/admin_shipping_config',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  stockAlert: (action: 'confirm' | 'unsubscribe', token: string) =>
    `/back-in-stock?${action}=${encodeURIComponent(token)}`,
} as const;

export const contentPaths = [
  paths.aboutUs(),
  paths.faq(),
  paths.contactUs(),
  paths.privacyPolicy(),
  paths.shippingPolicy(),
  paths.termsOfService(),
  paths.refundPolicy(),
];
