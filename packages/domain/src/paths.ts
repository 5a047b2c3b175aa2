// The storefront's addresses (seed section 2), built in one place.
export const paths = {
  home: () => '/',
  productList: (categorySlug?: string) =>
    categorySlug ? `/product-list?category=${encodeURIComponent(categorySlug)}` : '/product-list',
  search: (query: string) => `/product-list?q=${encodeURIComponent(query)}`,
  /** A product's page; `variant` opens it on that option (the size a search asked for, a cart line's). */
  productDetail: (id: number, titleSlug: string, variant?: number) =>
    `/product-detail?id=${id}&title=${encodeURIComponent(titleSlug)}${variant === undefined ? '' : `&variant=${variant}`}`,
  cart: () => '/cart',
  checkout: () => '/checkout',
  /** Razorpay Checkout opens only on /checkout: paying (again) for a placed order goes there. */
  checkoutPay: (orderId: number) => `/checkout?order=${orderId}`,
  paymentSuccess: (orderId: number) => `/payment-success?orderId=${orderId}`,
  orderDetails: (orderId: number) => `/order_details?orderId=${orderId}`,
  /** The built-in test gateway's page for one payment (the server's payUrl for the test provider). */
  testPayment: (paymentId: string) => `/test-gateway/${encodeURIComponent(paymentId)}`,
  /** MyProfile, on a tab: links also pass the seed's state flag; the hash serves a tap made before the page's script ran. */
  myProfile: (tab?: 'orders' | 'wishlist') => (tab ? `/MyProfile#${tab}` : '/MyProfile'),
  aboutUs: () => '/about-us',
  faq: () => '/faq',
  contactUs: () => '/contact-us',
  /** The contact form with a question about what a search did not find ("Do you have …?"). */
  askAbout: (search: string) => `/contact-us?search=${encodeURIComponent(search)}#message`,
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
  adminPaymentSettings: () => '/admin_payment_settings',
  adminOrders: () => '/admin_orders',
  adminOrderDetails: (orderId: number) => `/admin_order_details/${orderId}`,
  adminPackingSlip: (orderId: number) => `/admin_order_details/${orderId}/packing_slip`,
  adminCustomers: () => '/admin_customers',
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
