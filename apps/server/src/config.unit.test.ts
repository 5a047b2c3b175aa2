import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults with fictional shop details', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.shop.email).toBe('hello@example.com');
    expect(config.shop.state).toBe('Maharashtra');
    expect(config.shop.phones.length).toBeGreaterThan(0);
  });

  it('runs one store process per core, at most four, unless STORE_PROCESSES says how many', () => {
    expect(loadConfig({}).processes).toBe(Math.min(availableParallelism(), 4));
    expect(loadConfig({ STORE_PROCESSES: '1' }).processes).toBe(1);
    expect(loadConfig({ STORE_PROCESSES: '6' }).processes).toBe(6);
    for (const wrong of ['0', '1.5', 'two', '17'])
      expect(() => loadConfig({ STORE_PROCESSES: wrong })).toThrow(/STORE_PROCESSES/);
  });

  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('offers Razorpay only with all three keys, and refuses to start with some of them, naming the missing one', () => {
    expect(loadConfig({}).razorpay).toBeUndefined();
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_Abc123',
      RAZORPAY_KEY_SECRET: 'secret-of-the-key',
      RAZORPAY_WEBHOOK_SECRET: 'secret-of-the-hooks',
    };
    expect(loadConfig(keys).razorpay).toEqual({
      keyId: 'rzp_test_Abc123',
      keySecret: 'secret-of-the-key',
      webhookSecret: 'secret-of-the-hooks',
      apiUrl: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const { RAZORPAY_WEBHOOK_SECRET: _w, ...withoutWebhook } = keys;
    expect(() => loadConfig(withoutWebhook)).toThrow(/RAZORPAY_WEBHOOK_SECRET: must be set/);
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: 'secret-of-the-key' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ ...keys, RAZORPAY_KEY_ID: 'pk_live_x' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ ...keys, RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL/);
  });

  it('reads the business details from the environment', () => {
    const config = loadConfig({ SHOP_NAME: 'Blue Lagoon Discus', SHOP_PHONES: '+91 91111 11111, +91 92222 22222' });
    expect(config.shop.name).toBe('Blue Lagoon Discus');
    expect(config.shop.phones).toEqual(['+91 91111 11111', '+91 92222 22222']);
  });

  it('writes emails to DATA_DIR/outbox unless SMTP_URL is set, from the shop by default', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/discus',
      SHOP_NAME: 'Blue Lagoon Discus',
      SHOP_EMAIL: 'shop@example.in',
    });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: '"Blue Lagoon Discus" <shop@example.in>',
      outboxDir: '/srv/discus/outbox',
    });
    const smtp = loadConfig({
      SMTP_URL: 'smtps://user:pw@smtp.example.in:465',
      PUBLIC_URL: 'https://shop.example.in',
      MAIL_FROM: 'Orders <orders@example.in>',
    });
    expect(smtp.mail.smtpUrl).toBe('smtps://user:pw@smtp.example.in:465');
    expect(smtp.mail.from).toBe('Orders <orders@example.in>');
  });

  it('reads which proxies to trust for the client address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('builds emailed links on PUBLIC_URL, or on this machine when it is unset, never on a request', () => {
    expect(loadConfig({}).linkOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).linkOrigin).toBe('http://localhost:8080');
    const configured = loadConfig({ PUBLIC_URL: 'https://shop.example.in/' });
    expect(configured.publicUrl).toBe('https://shop.example.in');
    expect(configured.linkOrigin).toBe('https://shop.example.in');
  });

  it('takes PUBLIC_URL only as an http(s) address without a path', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.in/store?x=1' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://user:pw@shop.example.in' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses to email links to this machine from a public address: SMTP_URL needs PUBLIC_URL', () => {
    const smtp = { SMTP_URL: 'smtps://user:pw@smtp.example.in:465' };
    expect(() => loadConfig(smtp)).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...smtp, HOST: '::' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...smtp, HOST: '127.0.0.1' }).linkOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ ...smtp, PUBLIC_URL: 'https://shop.example.in' }).linkOrigin).toBe('https://shop.example.in');
  });
});
