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

  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' })).toThrow(/ADMIN_EMAIL/);
  });

  it('reads the business details from the environment', () => {
    const config = loadConfig({ SHOP_NAME: 'Blue Lagoon Discus', SHOP_PHONES: '+91 91111 11111, +91 92222 22222' });
    expect(config.shop.name).toBe('Blue Lagoon Discus');
    expect(config.shop.phones).toEqual(['+91 91111 11111', '+91 92222 22222']);
  });
});
