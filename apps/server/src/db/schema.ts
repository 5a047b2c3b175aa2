import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  imageFilename: text('image_filename'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    hsnCode: text('hsn_code'),
    strain: text('strain'),
    grade: text('grade'),
    liveFish: boolean('live_fish').notNull().default(false),
    // "The fish you see is the fish you get": a single, photographed fish.
    oneOff: boolean('one_off').notNull().default(false),
    // The fish's body length in inches (live fish), for buyers who choose by size.
    sizeInches: doublePrecision('size_inches'),
    active: boolean('active').notNull().default(true),
    // Raised by every change the owner makes (issue 10): an edit based on an older version is refused.
    version: integer('version').notNull().default(1),
    // Lower-case title, category name and description, kept by the catalogue service.
    searchText: text('search_text').notNull().default(''),
    // What search matches: every word of searchText, title words weighted highest.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_text), 'D')`,
    ),
    titleVector: tsvector('title_vector').generatedAlwaysAs(sql`to_tsvector('english', title)`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_search_vector_idx').using('gin', t.searchVector),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    discountEnabled: boolean('discount_enabled').notNull().default(false),
    discountPercent: smallint('discount_percent').notNull().default(0),
    taxPercent: smallint('tax_percent').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.sortOrder),
    check('variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('variants_price_non_negative', sql`${t.pricePaise} >= 0`),
    check('variants_discount_range', sql`${t.discountPercent} between 0 and 100`),
    check('variants_tax_range', sql`${t.taxPercent} between 0 and 100`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

// A renamed category keeps answering at its old address (issue 10).
export const categorySlugRedirects = pgTable('category_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
});

// Every change the owner makes to the catalogue: who, when, what (old → new). Ids without foreign
// keys, so the history outlives what it describes.
export const catalogueAudit = pgTable(
  'catalogue_audit',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id'),
    categoryId: integer('category_id'),
    actorUserId: integer('actor_user_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_audit_product_idx').on(t.productId, t.at)],
);

// Photos the owner uploaded for a form: a day after upload, those no product or category uses
// are deleted with their files (an abandoned form leaves nothing behind).
export const imageUploads = pgTable(
  'image_uploads',
  {
    area: text('area').notNull(),
    filename: text('filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.area, t.filename] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    profileId: text('profile_id').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Always normalizeEmail(...) of what was typed (packages/domain/src/email.ts).
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    dateOfBirth: text('date_of_birth'),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull().default(0),
    imageFilename: text('image_filename'),
    // Set on the account ADMIN_EMAIL made admin: the hash of the ADMIN_PASSWORD last applied to it,
    // so a changed ADMIN_PASSWORD is noticed and a moved ADMIN_EMAIL demotes it (modules/users/admin.ts).
    adminPasswordFromEnv: text('admin_password_from_env'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email)],
);

// Login tokens (x-auth-token); only the SHA-256 of a token is stored. Logout and password
// changes set revoked_at; expired rows are removed hourly.
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

// Emailed password-reset links: single use (used_at), valid 60 minutes; only the hash is stored.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

// issue 8: a browser that has logged in to an account (or completed its password reset) holds a
// random device token in a cookie; only its SHA-256 is kept. Logins from it are not held up by
// strangers' wrong guesses at the same account (docs/decisions/011).
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

// Leaky buckets counting failed attempts (wrong passwords, reset requests, uploads) per key: an
// account, a device, an address or a user. The level drains at the bucket's own rate; an attempt
// is let through while it stays under the bucket's size. Shared by every app instance.
export const attemptBuckets = pgTable('attempt_buckets', {
  key: text('key').primaryKey(),
  level: doublePrecision('level').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Order numbers DS-000001, DS-000002, ... (formatOrderNumber in packages/domain).
export const orderNumbers = pgSequence('order_numbers', { startWith: 1 });

// issue 9: an order copies what was bought, where it goes and what it cost; its status changes
// only through the domain's state machine (packages/domain/src/order-status.ts), each change an event.
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    status: text('status').notNull(),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    // Always normalizeEmail(...) of what was typed (packages/domain/src/email.ts).
    email: text('email').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    // Goods before tax, all GST (goods and charges), shipping and packing before tax, grand total.
    subtotalPaise: integer('subtotal_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    packingPaise: integer('packing_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    shopState: text('shop_state').notNull().default('Maharashtra'),
    supplyKind: text('supply_kind').notNull().default('intra_state'),
    liveFish: boolean('live_fish').notNull().default(false),
    dispatchDate: date('dispatch_date', { mode: 'string' }),
    arrivalEarliest: date('arrival_earliest', { mode: 'string' }),
    arrivalLatest: date('arrival_latest', { mode: 'string' }),
    // The client's key for one checkout: placing it twice gives the same order.
    idempotencyKey: uuid('idempotency_key'),
    // True from placement until the stock goes back (cancel, expiry) or out (shipping): a
    // conditional update on it returns stock exactly once.
    stockReserved: boolean('stock_reserved').notNull().default(false),
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    invoiceNumber: text('invoice_number').unique(),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    // issue 12: what the owner records when the parcel leaves and arrives.
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_paid_idx').on(t.paidAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

// An order copies its lines and prices; it never points at cart rows (DESIGN rule 4).
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    taxPercent: smallint('tax_percent').notNull().default(0),
    quantity: integer('quantity').notNull(),
    // 'goods', or a charge: 'shipping', 'packing' (quantity 1, no product).
    kind: text('kind').notNull().default('goods'),
    hsnCode: text('hsn_code').notNull().default(''),
    liveFish: boolean('live_fish').notNull().default(false),
    netPaise: integer('net_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    utgstPaise: integer('utgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

// issue 4: a cart belongs to an owner id: a guest's random UUID or a user's profileId. One
// active cart per owner (the partial unique index makes "create when none" race-safe); a guest
// cart merged on login is emptied and retired.
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    // Raised by every change: a replace (updateCart) based on an older read is refused, so an
    // add made meanwhile in another tab is never lost.
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_active_owner_idx').on(t.ownerId).where(sql`status = 'active'`),
    // Checkout finds the signed-in buyer's cart by their user id: without this it read every
    // active cart, guests' included, so each order cost more as the shop aged.
    index('carts_active_user_idx').on(t.userId).where(sql`status = 'active'`),
    check('carts_status_known', sql`${t.status} in ('active', 'retired')`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

// issue 9: a buyer's saved delivery addresses; at most one default each.
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// Shop settings kept as validated JSON documents by key (e.g. 'shipping'), each read through its
// zod schema in packages/domain.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Every status change of an order: when, who, and why.
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    // issue 12: the admin who acted (null for the buyer, the store, the gateway), and notes only
    // the shop sees.
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    internal: boolean('internal').notNull().default(false),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

// issue 12, issue 11: the refunds of an order, whole or in part, each asked of the order's payment
// provider by a job after the transaction that decided it; 'pending' until the provider answers,
// 'failed' when it refused (the owner may try again). The sum of the refunds not failed never
// exceeds what was paid (checked with the order row locked). One refund per idempotency key: the
// owner's refund dialog sends one, so a double click refunds once.
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    // The provider's refund (Razorpay's rfnd_...) or how the shop recorded it.
    reference: text('reference'),
    failure: text('failure'),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_idempotency_idx').on(t.orderId, t.idempotencyKey),
    check('refunds_status_known', sql`${t.status} in ('pending', 'refunded', 'failed')`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

// issue 12: who changed a shop setting (e.g. shipping), when, and each field from → to. No foreign
// keys, so the history outlives what it describes.
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    actorUserId: integer('actor_user_id'),
    actor: text('actor').notNull(),
    changes: jsonb('changes').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('settings_audit_key_idx').on(t.key, t.at)],
);

// One attempt to pay an order through a provider. Its random id is what the gateway sees.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('created'),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    // issue 11. Direct UPI / bank transfer: the buyer's UTR or bank reference, one order per reference.
    reference: text('reference'),
    // Razorpay: its order (created once per attempt) and the payment that settled it.
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_reference_idx').on(t.reference).where(sql`${t.reference} IS NOT NULL`),
    uniqueIndex('payments_provider_order_idx').on(t.providerOrderId).where(sql`${t.providerOrderId} IS NOT NULL`),
  ],
);

// Razorpay webhook deliveries already taken, by x-razorpay-event-id: a redelivery changes nothing.
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Gateway callbacks already acted on, by their signature: a replay changes nothing.
export const paymentCallbacks = pgTable('payment_callbacks', {
  signature: text('signature').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// GST rule 46: one consecutive invoice series per financial year, numbers never reused.
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

// Emails already sent, by a key naming the order event: a retried job sends nothing twice.
export const sentEmails = pgTable('sent_emails', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// issue 13: a buyer's wishlist, one row per kept product (with the option they picked, if any).
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_user_idx').on(t.userId, t.createdAt)],
);

// issue 13: "Tell me when it is back" on a sold-out variant. A guest's email waits for its
// confirmation link ('pending'); a restock marks the active ones 'due' (trigger on variants.stock)
// and the sweep that queues their emails marks them 'sent', which ends them.
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Always normalizeEmail(...) of what was typed, or the user's email.
    email: text('email').notNull(),
    status: text('status').notNull(),
    // The random token of this subscription's confirm and unsubscribe links. Kept as it is (not
    // hashed like login tokens): the restock email needs it again, and it can only confirm or end
    // this one subscription (decision 025).
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx').on(t.variantId, t.email).where(sql`status in ('pending', 'active')`),
    index('stock_alerts_variant_idx').on(t.variantId).where(sql`status = 'active'`),
    check('stock_alerts_status_known', sql`${t.status} in ('pending', 'active', 'due', 'sent', 'cancelled')`),
  ],
);

// issue 13: one rating per user per product; a second one edits the first.
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    // Computed by the server from a delivered order of this product when the rating is written.
    verified: boolean('verified').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_product_user_idx').on(t.productId, t.userId),
    index('ratings_product_created_idx').on(t.productId, t.createdAt),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

export const ratingPhotos = pgTable(
  'rating_photos',
  {
    id: serial('id').primaryKey(),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('rating_photos_rating_idx').on(t.ratingId, t.sortOrder)],
);

export const ratingVotes = pgTable(
  'rating_votes',
  {
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ratingId, t.userId] })],
);

// issue 13: count and sum of the visible ratings of each product, kept by a trigger on ratings
// (one row-locked UPDATE per change), so concurrent writes never lose a vote.
export const productRatingStats = pgTable('product_rating_stats', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  ratingCount: integer('rating_count').notNull().default(0),
  starSum: integer('star_sum').notNull().default(0),
});

// Searches that found nothing, or only by leaving words out, as buyers typed them (lower case, no
// one's name or number kept with them): the owner's dashboard lists the most searched, to add the
// words to the catalogue. Counted in each store process and added here every few seconds
// (modules/catalog/search-misses.ts); only the most searched few thousand are kept.
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text('query').primaryKey(),
    searches: integer('searches').notNull(),
    found: integer('found').notNull(),
    leftOut: text('left_out').array().notNull().default(sql`'{}'::text[]`),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('search_misses_searched_idx').on(t.searches, t.lastSearchedAt)],
);

// Words the owner taught the search: a word buyers use (`word`, lower case) finds what the shop's
// own word (`shop_word`) finds, as the fixed few of modules/catalog/synonyms.ts do.
export const shopWords = pgTable('shop_words', {
  word: text('word').primaryKey(),
  shopWord: text('shop_word').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
