// User-facing strings from the specification, word for word (PRODUCT.md section 1 for the fixes).

export const messages = {
  cartEmpty: 'Cart is empty',
  cartTotal: 'Total (inc. Taxes)',
  loading: 'Loading...',
  loginRegister: 'Login / Register',
  drawerLoginRegister: 'Login/Register',
  badgeNew: 'New',
  badgeVariants: 'Variants available',
  badgeOffer: 'Offer available',
  userLoggedOut: 'User Logged out !!',
  cartSynced: 'cart synced successfully',
  invalidEmailRegister: 'Invalid Email Address',
  invalidEmailLogin: 'Invalid Email...',
  passwordTooShort: 'Password must be at least 8 characters...',
  passwordsDoNotMatch: 'Passwords do not match!',
  phoneLength: 'Phone number should be 10 digits.',
  userRegistered: 'User registered successfully',
  invalidCredentials: 'Invalid credentials',
  resetInfo: "We'll send you an email with the reset link...",
  resetRequested: 'If that email is registered, a reset link is on its way. It is valid for 60 minutes.',
  resetLinkInvalid: 'This reset link has expired or was already used. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please log in with it.',
  loginRequired: 'Please log in to continue',
  notYourAccount: 'You can only see your own account',
  adminOnly: 'Only the shop admin can do that',
  notAnAdmin: 'This account is not an admin account',
  profileSaved: 'Profile saved',
  photoSaved: 'Photo updated',
  wrongCurrentPassword: 'Your current password is not right',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  tooManyRequests: 'Too many requests, please wait a minute and try again',
  bodyTooLarge: 'Request body is too large',
  cartChanged: 'Your cart was changed in another window; it has been refreshed.',
  contactSent: 'Thank you! Your message has reached us; we usually reply within one working day.',
  contactNotSent: 'We could not send your message just now. Please call or WhatsApp us instead.',
  malformedJson: 'Request body is not valid JSON',
  notFound: 'Not found',
  serverError: 'Something went wrong on our side, please try again',
  serviceUnavailable: 'The shop is briefly unavailable. Please try again in a few seconds.',
  accountNotFound: 'Account not found',
  passwordUpdated: 'Your password has been changed. You have been signed out on your other devices.',
  photoRequired: 'Please choose a photo to upload',
  // Checkout and orders (issue 9)
  addressNotFound: 'Address not found',
  tooManyAddresses: 'You can keep up to 20 addresses; please delete one you no longer need.',
  checkoutCartEmpty: 'Your cart is empty; add something before checking out.',
  lineUnavailable: 'Something in your cart is no longer available; please remove it to continue.',
  paymentMethodUnavailable: 'This payment method is not available yet; please choose another.',
  orderNotFound: 'Order not found',
  invoiceNotReady: 'The tax invoice is ready once the order is paid.',
  callbackRefused: 'This payment callback is not genuine or has already been used.',
  testPaymentLabel: 'Test payment: no money moves',
} as const;

/** A line that ran out at checkout: what the buyer must change. */
export function notEnoughStock(title: string, available: number): string {
  return available > 0
    ? `Only ${available} of ${title} left; please reduce the quantity in your cart.`
    : `${title} has just sold out; please remove it from your cart.`;
}
