import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ShopDetails } from '@discus/domain/shop';
import { z } from 'zod';
import { isLoopback } from './lib/public-origin.ts';

const port = z.coerce.number().int().min(0).max(65_535);
const optionalUrl = z.string().trim().url().optional();
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
// The shop's own address: an http(s) origin, with nothing a link could smuggle (path, user).
const publicUrl = z
  .string()
  .trim()
  .url()
  .refine((value) => {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`;
  }, 'must be the http(s) address of the shop without a path, e.g. https://shop.example.in')
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    REDIS_URL: z.preprocess(emptyAsUndefined, optionalUrl),
    // How many store processes serve (docs/decisions/042).
    STORE_PROCESSES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16).optional()),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, publicUrl),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).max(64).optional()),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^smtps?:\/\/\S+$/, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().trim().min(3).optional()),
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
    // Behind a reverse proxy or load balancer: 'true' (trust all) or the proxies' addresses.
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/, "must be true, false or the proxies' addresses")
      .default('false'),
    // How long an unpaid order holds its stock before it is released (PRODUCT.md: 15 minutes online).
    PAYMENT_EXPIRY_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600)
      .default(900),
    // Razorpay (issue 11): all three keys or none; without them checkout does not offer it.
    RAZORPAY_KEY_ID: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .trim()
        .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id (rzp_test_... or rzp_live_...)')
        .optional(),
    ),
    RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(8).optional()),
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().min(8).optional()),
    RAZORPAY_API_URL: z.preprocess(emptyAsUndefined, z.string().trim().url().default('https://api.razorpay.com')),
    RAZORPAY_CHECKOUT_URL: z.preprocess(
      emptyAsUndefined,
      z.string().trim().url().default('https://checkout.razorpay.com/v1/checkout.js'),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHOP_NAME: z.string().min(1).default('Aqua Discus House'),
    SHOP_TAGLINE: z.string().default('Healthy, home-raised discus shipped live across India'),
    SHOP_PHONES: z.string().min(1).default('+91 90000 00000,+91 90000 00001'),
    SHOP_EMAIL: z.string().email().default('hello@example.com'),
    SHOP_ADDRESS: z.string().min(1).default('12 Demo Lane, Kothrud, Pune, Maharashtra 411038'),
    SHOP_STATE: z.string().min(1).default('Maharashtra'),
    SHOP_GSTIN: z.string().default('27AAAAA0000A1Z5'),
    SHOP_INSTAGRAM_URL: z.string().url().default('https://www.instagram.com/example'),
    SHOP_YOUTUBE_URL: z.string().url().default('https://www.youtube.com/@example'),
    DEVELOPER_CREDIT: z.string().default('Built by the Discus Store team'),
    DEVELOPER_URL: z.string().url().default('https://example.com'),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  // Half a Razorpay setup would take money it cannot confirm: name the first missing key.
  .superRefine((env, ctx) => {
    const keys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
    if (keys.every((k) => !env[k])) return;
    for (const key of keys) {
      if (!env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be set: Razorpay needs all three keys' });
      }
    }
  })
  // Real emails from a store others can reach would carry links to localhost (docs/decisions/009).
  .refine((env) => env.PUBLIC_URL || !env.SMTP_URL || isLoopback(env.HOST), {
    message: 'must be set when SMTP_URL sends emails and HOST is not a loopback address: links in emails use it',
    path: ['PUBLIC_URL'],
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Store processes sharing the port: STORE_PROCESSES, else one per CPU core up to DEFAULT_MAX_PROCESSES. */
  processes: number;
  /** PUBLIC_URL as set: the absolute address in pages (canonical, Open Graph, JSON-LD). */
  publicUrl: string | undefined;
  /** Where emailed links and the sitemap point: PUBLIC_URL, else http://localhost:PORT; never a request header. */
  linkOrigin: string;
  admin: { email: string; password: string } | undefined;
  /** Without smtpUrl every email is written to outboxDir as an .eml file. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  seedDemoData: boolean;
  /** Seconds an unpaid online order keeps its stock reserved. */
  paymentExpirySeconds: number;
  /** Razorpay when its three keys are set; otherwise online payments use the test gateway. */
  razorpay: RazorpayConfig | undefined;
  logLevel: string;
  /** Whose X-Forwarded-For to believe for the client's address (rate limits, links). */
  trustProxy: boolean | string;
  shop: ShopDetails;
};

export type RazorpayConfig = {
  keyId: string;
  /** Never sent to a browser or shown on a screen. */
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
};

export class ConfigError extends Error {}

/** Each process keeps its own caches and search index (docs/decisions/042). */
const DEFAULT_MAX_PROCESSES = 4;

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Reads the environment once; a wrong value stops the start with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    processes: env.STORE_PROCESSES ?? Math.min(availableParallelism(), DEFAULT_MAX_PROCESSES),
    publicUrl: env.PUBLIC_URL && new URL(env.PUBLIC_URL).origin,
    linkOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${JSON.stringify(env.SHOP_NAME)} <${env.SHOP_EMAIL}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    paymentExpirySeconds: env.PAYMENT_EXPIRY_SECONDS,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
            checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shop: {
      name: env.SHOP_NAME,
      tagline: env.SHOP_TAGLINE,
      phones: env.SHOP_PHONES.split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      email: env.SHOP_EMAIL,
      address: env.SHOP_ADDRESS,
      state: env.SHOP_STATE,
      gstin: env.SHOP_GSTIN,
      instagramUrl: env.SHOP_INSTAGRAM_URL,
      youtubeUrl: env.SHOP_YOUTUBE_URL,
      developerCredit: env.DEVELOPER_CREDIT,
      developerUrl: env.DEVELOPER_URL,
      paymentHoldMinutes: Math.max(1, Math.round(env.PAYMENT_EXPIRY_SECONDS / 60)),
    },
  };
}
