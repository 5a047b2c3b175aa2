import { index, type RouteConfig, route } from '@react-router/dev/routes';

// seed section 2: the public and admin routes, with the spec's exact paths.
export default [
  index('routes/home.tsx'),
  route('product-list', 'routes/product-list.tsx'),
  route('product-detail', 'routes/product-detail.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('test-payment', 'routes/test-payment.tsx'),
  // The server's payUrl (modules/payments/test-gateway.ts) names the payment in the path.
  route('test-gateway/:paymentId', 'routes/test-payment.tsx', { id: 'test-gateway' }),
  route('payment-success', 'routes/payment-success.tsx'),
  route('order_details', 'routes/order-details.tsx'),
  route('MyProfile', 'routes/my-profile.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('back-in-stock', 'routes/back-in-stock.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('shipping-policy', 'routes/shipping-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('refund-policy', 'routes/refund-policy.tsx'),
  route('admin_login', 'routes/admin-login.tsx'),
  route('admin_dashboard', 'routes/admin-dashboard.tsx'),
  route('admin_profile', 'routes/admin-profile.tsx'),
  route('admin_inventory', 'routes/admin-inventory.tsx'),
  route('admin_add_item', 'routes/admin-add-item.tsx'),
  route('admin_edit_item/:productId', 'routes/admin-edit-item.tsx'),
  route('admin_categories', 'routes/admin-categories.tsx'),
  route('admin_reviews', 'routes/admin-reviews.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
