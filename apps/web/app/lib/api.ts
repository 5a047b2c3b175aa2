import type { ApiTransport } from '@discus/domain/api-transport';
import type { Address, SaveAddressBody } from '@discus/domain/contracts/addresses';
import type {
  AdminCategory,
  AuditEntry,
  CategoryForm,
  CsvImportAnswer,
  EditableProduct,
  InventoryAnswer,
  InventoryBody,
  InventoryVariant,
  ProductForm,
  ShopWord,
  UpdateVariantBody,
} from '@discus/domain/contracts/admin-catalog';
import type {
  AdminOrderDetails,
  AdminOrdersAnswer,
  AdminOrdersBody,
  AdminRefundOrderBody,
  Dashboard,
  ShippingConfigForm,
} from '@discus/domain/contracts/admin-orders';
import type { CartBase, CartItem, GetCartAnswer } from '@discus/domain/contracts/cart';
import type {
  Category,
  ListProductsBody,
  Product,
  ProductPage,
  SearchProductsBody,
} from '@discus/domain/contracts/catalog';
import type { PaymentMethod, PlaceOrderAnswer, PlaceOrderBody } from '@discus/domain/contracts/checkout';
import type { ContactForm } from '@discus/domain/contracts/contact';
import type { DirectPaymentDetails } from '@discus/domain/contracts/direct-payments';
import type { OrderSummary } from '@discus/domain/contracts/order-summary';
import type { AnonOrder, MyOrdersAnswer, OrderDetails, ReorderAnswer } from '@discus/domain/contracts/orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { PaymentSettingsAnswer, PaymentSettingsForm } from '@discus/domain/contracts/payment-settings';
import type { TestSessionAnswer } from '@discus/domain/contracts/payments';
import type {
  AdminReview,
  AdminReviewsAnswer,
  AdminReviewsBody,
  ListRatingsAnswer,
  ListRatingsBody,
  MyRatingAnswer,
  Review,
  SaveRatingBody,
} from '@discus/domain/contracts/ratings';
import type { RazorpayCheckout, RazorpayVerifyBody } from '@discus/domain/contracts/razorpay';
import type { GetSessionAnswer } from '@discus/domain/contracts/session';
import type { SubscribeStockAlertAnswer } from '@discus/domain/contracts/stock-alerts';
import type { AdminCustomersAnswer, User } from '@discus/domain/contracts/users';
import type { ListWishlistAnswer, WishlistIdsAnswer } from '@discus/domain/contracts/wishlist';
import type { IndianRegion } from '@discus/domain/india';
import { messages } from '@discus/domain/messages';
import type { OrderStatus } from '@discus/domain/order-status';
import type { LoginForm, ProfileForm, RegisterForm } from '@discus/domain/validation';

export type RegisterBody = Omit<RegisterForm, 'confirmPassword'>;
export type LoginAnswer = { user: User; token: string };
export type MessageAnswer = { message: string };
export type UserAnswer = { user: User };
export type AddToCartBody = { userId: string; cartItems: CartItem[]; syncedLocalCartId?: string };
export type UpdateCartBody = { cartId: string; cartItems: CartItem[]; syncedLocalCartId?: string; version?: number };
export type AdminCustomersQuery = { query?: string; pageNo?: number; pageSize?: number };
export type AdminOrderAction = { result: AdminOrderDetails; message: string };
export type MyOrdersQuery = { pageNo: number; pageSize: number };
export type TestPaymentSession = TestSessionAnswer['result'];
export type TestPaymentOutcome = 'paid' | 'declined';
/** Paying a placed order again: Razorpay's Checkout details when it pays through Razorpay. */
export type RetryPaymentAnswer = { payUrl: string; razorpay?: RazorpayCheckout };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The typed calls of the API over any transport (browser fetch, or straight into the server). */
export function apiClient(transport: ApiTransport) {
  async function call<T>(path: string, body: unknown): Promise<T> {
    const answer = await transport(path, body);
    if (answer.status < 200 || answer.status > 299) {
      const message = (answer.body as { message?: unknown } | null)?.message;
      throw new ApiError(answer.status, typeof message === 'string' ? message : messages.serverError);
    }
    return answer.body as T;
  }

  return {
    getSession: () => call<GetSessionAnswer>(apiPaths.getSession, {}),
    categories: async () => (await call<{ result: Category[] }>(apiPaths.getProductCategory, { all: true })).result,
    searchProducts: (body: SearchProductsBody) => call<ProductPage>(apiPaths.searchProducts, body),
    listProducts: (body: ListProductsBody) => call<ProductPage>(apiPaths.listProducts, body),
    productById: async (id: number) => (await call<{ result: Product }>(apiPaths.getProductById, { id })).result,
    anonOrders: async () => (await call<{ result: AnonOrder[] }>(apiPaths.getAnonOrders, {})).result,
    sendContactMessage: (body: ContactForm) => call<{ message: string }>(apiPaths.sendContactMessage, body),

    register: (body: RegisterBody) => call<MessageAnswer>(apiPaths.register, body),
    login: (body: LoginForm) => call<LoginAnswer>(apiPaths.login, body),
    resetPassword: (email: string) => call<MessageAnswer>(apiPaths.resetPassword, { email }),
    completeResetPassword: (token: string, password: string) =>
      call<MessageAnswer>(apiPaths.completeResetPassword, { token, password }),
    getUserById: async (profileId: string) => (await call<UserAnswer>(apiPaths.getUserById, { profileId })).user,
    updateProfile: async (body: ProfileForm) => (await call<UserAnswer>(apiPaths.updateProfile, body)).user,
    changePassword: (currentPassword: string, newPassword: string) =>
      call<MessageAnswer>(apiPaths.changePassword, { currentPassword, newPassword }),
    // The photo travels as the raw image body with its own content type (no multipart).
    uploadProfileImage: async (photo: Blob) => (await call<UserAnswer>(apiPaths.uploadProfileImage, photo)).user,
    logout: () => call<MessageAnswer>(apiPaths.logout, {}),
    // seed section 7: the cart of a guest id, or of a profileId with its auth token.
    getCart: (userId: string) => call<GetCartAnswer>(apiPaths.getCart, { userId }),
    addToCart: async (body: AddToCartBody) => (await call<{ result: CartBase }>(apiPaths.addToCart, body)).result,
    updateCart: async (body: UpdateCartBody) => (await call<{ result: CartBase }>(apiPaths.updateCart, body)).result,
    adminCustomers: (body: AdminCustomersQuery) => call<AdminCustomersAnswer>(apiPaths.adminCustomers, body),
    adminInventory: (body: InventoryBody) => call<InventoryAnswer>(apiPaths.adminInventory, body),
    adminUpdateVariant: async (body: UpdateVariantBody) =>
      (await call<{ result: InventoryVariant }>(apiPaths.adminUpdateVariant, body)).result,
    adminSetProductActive: async (body: { productId: number; version: number; active: boolean }) =>
      (await call<{ result: { id: number; active: boolean; version: number } }>(apiPaths.adminSetProductActive, body))
        .result,
    adminBulkStock: async (items: { variantId: number; version: number; stock: number }[]) =>
      (await call<{ result: InventoryVariant[] }>(apiPaths.adminBulkStock, { items })).result,
    adminSetLowStock: (lowStockAt: number) => call<{ lowStockAt: number }>(apiPaths.adminLowStock, { lowStockAt }),
    adminGetProduct: async (productId: number) =>
      (await call<{ result: EditableProduct }>(apiPaths.adminGetProduct, { productId })).result,
    adminSaveProduct: async (body: { productId?: number; version?: number; product: ProductForm }) =>
      (await call<{ result: EditableProduct }>(apiPaths.adminSaveProduct, body)).result,
    // The picture travels as the raw image body with its own content type, like the profile photo.
    adminUploadProductPhoto: async (photo: Blob) =>
      (
        await call<{ result: { filename: string; width: number; height: number } }>(
          apiPaths.adminUploadProductPhoto,
          photo,
        )
      ).result,
    adminUploadCategoryImage: async (photo: Blob) =>
      (
        await call<{ result: { filename: string; width: number; height: number } }>(
          apiPaths.adminUploadCategoryImage,
          photo,
        )
      ).result,
    adminProductAudit: (productId: number) =>
      call<{ result: AuditEntry[]; totalCount: number }>(apiPaths.adminProductAudit, { productId }),
    adminCategories: async () => (await call<{ result: AdminCategory[] }>(apiPaths.adminCategories, {})).result,
    adminSaveCategory: async (body: { categoryId?: number; category: CategoryForm }) =>
      (await call<{ result: AdminCategory }>(apiPaths.adminSaveCategory, body)).result,
    adminReorderCategories: async (categoryIds: number[]) =>
      (await call<{ result: AdminCategory[] }>(apiPaths.adminReorderCategories, { categoryIds })).result,
    adminDeleteCategory: (categoryId: number) => call<unknown>(apiPaths.adminDeleteCategory, { categoryId }),
    adminImportCsv: (csv: string, apply: boolean) => call<CsvImportAnswer>(apiPaths.adminImportCsv, { csv, apply }),
    adminDashboard: async () => (await call<{ result: Dashboard }>(apiPaths.adminDashboard, {})).result,
    adminShopWords: async () => (await call<{ result: ShopWord[] }>(apiPaths.adminShopWords, {})).result,
    adminSaveShopWord: async (body: ShopWord) =>
      (await call<{ result: ShopWord[] }>(apiPaths.adminSaveShopWord, body)).result,
    adminDeleteShopWord: async (word: string) =>
      (await call<{ result: ShopWord[] }>(apiPaths.adminDeleteShopWord, { word })).result,
    adminOrders: (body: AdminOrdersBody) => call<AdminOrdersAnswer>(apiPaths.adminOrders, body),
    adminGetOrder: async (orderId: number) =>
      (await call<{ result: AdminOrderDetails }>(apiPaths.adminGetOrder, { orderId })).result,
    adminPackOrder: (orderId: number) => call<AdminOrderAction>(apiPaths.adminPackOrder, { orderId }),
    adminShipOrder: (body: { orderId: number; courier: string; trackingNumber: string; trackingUrl?: string }) =>
      call<AdminOrderAction>(apiPaths.adminShipOrder, body),
    adminDeliverOrder: (body: { orderId: number; deliveredAt?: string }) =>
      call<AdminOrderAction>(apiPaths.adminDeliverOrder, body),
    adminCancelOrder: (body: { orderId: number; reason: string }) =>
      call<AdminOrderAction>(apiPaths.adminCancelOrder, body),
    adminRefundOrder: (body: AdminRefundOrderBody) => call<AdminOrderAction>(apiPaths.adminRefundOrder, body),
    adminOrderNote: (body: { orderId: number; note: string }) => call<AdminOrderAction>(apiPaths.adminOrderNote, body),
    adminShippingConfig: () => call<{ result: ShippingConfigForm; version: string }>(apiPaths.adminShippingConfig, {}),
    adminSaveShippingConfig: (config: ShippingConfigForm, version: string) =>
      call<{ result: ShippingConfigForm; version: string; message: string }>(apiPaths.adminSaveShippingConfig, {
        config,
        version,
      }),
    adminPaymentSettings: () => call<PaymentSettingsAnswer>(apiPaths.adminPaymentSettings, {}),
    adminSavePaymentSettings: (settings: PaymentSettingsForm, version: string) =>
      call<PaymentSettingsAnswer & { message: string }>(apiPaths.adminSavePaymentSettings, { settings, version }),

    listAddresses: async () => (await call<{ result: Address[] }>(apiPaths.listAddresses, {})).result,
    saveAddress: async (body: SaveAddressBody) => (await call<{ result: Address }>(apiPaths.saveAddress, body)).result,
    deleteAddress: (id: number) => call<unknown>(apiPaths.deleteAddress, { id }),
    shippingQuote: async (state: IndianRegion) =>
      (await call<{ result: OrderSummary }>(apiPaths.shippingQuote, { state })).result,
    placeOrder: async (body: PlaceOrderBody) => (await call<PlaceOrderAnswer>(apiPaths.placeOrder, body)).result,
    myOrders: (body: MyOrdersQuery) => call<MyOrdersAnswer>(apiPaths.myOrders, body),
    getOrder: async (orderId: number) => (await call<{ result: OrderDetails }>(apiPaths.getOrder, { orderId })).result,
    cancelOrder: (orderId: number) => call<unknown>(apiPaths.cancelOrder, { orderId }),
    retryPayment: async (orderId: number) =>
      (await call<{ result: RetryPaymentAnswer }>(apiPaths.retryPayment, { orderId })).result,
    razorpayVerify: async (body: RazorpayVerifyBody) =>
      (await call<{ result: { orderId: number; status: OrderStatus } }>(apiPaths.razorpayVerify, body)).result,
    reorder: async (orderId: number) => (await call<ReorderAnswer>(apiPaths.reorder, { orderId })).result,

    // issue 13: ratings
    ratings: (body: ListRatingsBody) => call<ListRatingsAnswer>(apiPaths.listRatings, body),
    myRating: async (productId: number) => (await call<MyRatingAnswer>(apiPaths.myRating, { productId })).result,
    saveRating: (body: SaveRatingBody) => call<{ result: Review; message: string }>(apiPaths.saveRating, body),
    uploadRatingPhoto: async (photo: Blob) =>
      (await call<{ result: { filename: string; width: number; height: number } }>(apiPaths.uploadRatingPhoto, photo))
        .result,
    markRatingHelpful: async (ratingId: number) =>
      (await call<{ result: { helpfulCount: number } }>(apiPaths.markRatingHelpful, { ratingId })).result.helpfulCount,
    adminReviews: (body: AdminReviewsBody) => call<AdminReviewsAnswer>(apiPaths.adminReviews, body),
    adminHideReview: async (ratingId: number, hidden: boolean, reason: string) =>
      (await call<{ result: AdminReview }>(apiPaths.adminHideReview, { ratingId, hidden, reason })).result,
    adminReplyReview: async (ratingId: number, reply: string) =>
      (await call<{ result: AdminReview }>(apiPaths.adminReplyReview, { ratingId, reply })).result,

    // issue 13: back-in-stock alerts
    subscribeStockAlert: (variantId: number, email?: string) =>
      call<SubscribeStockAlertAnswer>(apiPaths.subscribeStockAlert, { variantId, email }),
    confirmStockAlert: (token: string) => call<MessageAnswer>(apiPaths.confirmStockAlert, { token }),
    unsubscribeStockAlert: (token: string) => call<MessageAnswer>(apiPaths.unsubscribeStockAlert, { token }),

    // issue 13: the logged-in buyer's wishlist
    wishlist: async () => (await call<ListWishlistAnswer>(apiPaths.listWishlist, {})).result,
    addToWishlist: async (productId: number, variantId?: number) =>
      (await call<WishlistIdsAnswer>(apiPaths.addToWishlist, { productId, variantId })).result.productIds,
    removeFromWishlist: async (productId: number) =>
      (await call<WishlistIdsAnswer>(apiPaths.removeFromWishlist, { productId })).result.productIds,
    moveWishlistToCart: async (productId: number, variantId: number) =>
      (await call<{ result: CartBase }>(apiPaths.moveWishlistToCart, { productId, variantId })).result,
    checkoutMethods: async () =>
      (await call<{ result: { methods: PaymentMethod[]; directHoldHours: number } }>(apiPaths.checkoutMethods, {}))
        .result,
    directPayment: async (orderId: number) =>
      (await call<{ result: DirectPaymentDetails }>(apiPaths.directPayment, { orderId })).result,
    reportPayment: (orderId: number, reference: string) =>
      call<{ result: DirectPaymentDetails; message: string }>(apiPaths.reportPayment, { orderId, reference }),
    adminDirectPayment: async (orderId: number) =>
      (await call<{ result: DirectPaymentDetails }>(apiPaths.adminDirectPayment, { orderId })).result,
    adminConfirmPayment: (orderId: number) =>
      call<{ result: DirectPaymentDetails; message: string }>(apiPaths.adminConfirmPayment, { orderId }),
    adminRejectPayment: (orderId: number, reason: string) =>
      call<{ result: DirectPaymentDetails; message: string }>(apiPaths.adminRejectPayment, { orderId, reason }),
    testPaymentSession: async (paymentId: string) =>
      (await call<{ result: TestPaymentSession }>(apiPaths.testPaymentSession, { paymentId })).result,
    decideTestPayment: async (paymentId: string, outcome: TestPaymentOutcome) =>
      (await call<{ result: { returnUrl: string } }>(apiPaths.testPaymentDecide, { paymentId, outcome })).result,
  };
}

export type Api = ReturnType<typeof apiClient>;
