import { messages } from '@discus/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './account-fixtures.ts';
import { ownerToken } from './admin-catalog-fixtures.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// issue 11: the owner sets the seed's three payment gateway entries (Name, Account,
// paymentGatewayType 1/2/3) and which methods checkout offers; every change is audited; the
// Razorpay secrets never leave the environment.

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_SettingsKey1',
  RAZORPAY_KEY_SECRET: 'key-secret-never-shown',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-never-shown',
};

let store: TestStore;
let owner: Record<string, string>;

beforeAll(async () => {
  store = await createTestStore(KEYS);
  owner = authHeader(await ownerToken(store));
});
afterAll(async () => {
  await store.close();
});

const admin = (url: string, body: unknown) => post(store.app, `/api/admin/payments/${url}`, body, owner);

const filled = {
  gateways: [
    { name: 'Aqua Discus House', account: 'Razorpay merchant acc_Demo123', paymentGatewayType: 1 },
    { name: 'Priya Kulkarni', account: 'priya.discus@okhdfcbank', paymentGatewayType: 2 },
    { name: 'Priya Kulkarni', account: '50100123456789', ifsc: 'HDFC0001234', paymentGatewayType: 3 },
  ],
  methods: { online: true, upi: true, bank: true },
  directHoldHours: 24,
};

describe('payment gateway settings', () => {
  it('starts with three empty entries of types 1, 2, 3, online payment only and a 24-hour hold; no secret is shown', async () => {
    const answer = await admin('settings', {});
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      gateways: [
        { name: '', account: '', paymentGatewayType: 1 },
        { name: '', account: '', paymentGatewayType: 2 },
        { name: '', account: '', ifsc: '', paymentGatewayType: 3 },
      ],
      methods: { online: true, upi: false, bank: false },
      directHoldHours: 24,
    });
    expect(answer.body.online).toEqual({ provider: 'razorpay', keyId: 'rzp_test_SettingsKey1' });
    expect(JSON.stringify(answer.body)).not.toMatch(/never-shown/);
  });

  it('are saved by the owner, audited field by field, and a stale save is refused', async () => {
    const { version } = (await admin('settings', {})).body;
    const saved = await admin('saveSettings', { settings: filled, version });
    expect(saved).toMatchObject({ status: 200, body: { message: messages.paymentSettingsSaved, result: filled } });
    expect(JSON.stringify(saved.body)).not.toMatch(/never-shown/);
    expect((await admin('settings', {})).body.result).toEqual(filled);

    const stale = await admin('saveSettings', { settings: { ...filled, directHoldHours: 12 }, version });
    expect(stale).toMatchObject({ status: 409, body: { message: messages.staleEdit } });

    const { rows } = await store.db.execute(
      sql`SELECT actor, changes FROM settings_audit WHERE key = 'paymentGateways' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({
      actor: expect.stringContaining('owner@example.in'),
      changes: expect.arrayContaining([
        { field: 'gateways.1.account', from: '', to: 'priya.discus@okhdfcbank' },
        { field: 'gateways.2.ifsc', from: '', to: 'HDFC0001234' },
        { field: 'methods.upi', from: false, to: true },
      ]),
    });

    const again = await admin('saveSettings', {
      settings: { ...filled, directHoldHours: 48 },
      version: saved.body.version,
    });
    expect(again.status).toBe(200);
    const latest = await store.db.execute(
      sql`SELECT changes FROM settings_audit WHERE key = 'paymentGateways' ORDER BY id DESC LIMIT 1`,
    );
    expect(latest.rows[0]?.changes).toEqual([{ field: 'directHoldHours', from: 24, to: 48 }]);
  });

  it('refuses entries that cannot take money, naming the problem', async () => {
    const { version } = (await admin('settings', {})).body;
    const [online, upi, bank] = filled.gateways as [object, object, object];
    const cases: [unknown, RegExp][] = [
      [
        { ...filled, gateways: [online, { ...upi, account: 'priya.discus' }, bank] },
        /UPI ID should look like name@bank/,
      ],
      [{ ...filled, gateways: [online, { ...upi, account: 'a@b@c' }, bank] }, /UPI ID/],
      [{ ...filled, gateways: [online, upi, { ...bank, ifsc: 'HDFC1001234' }] }, /IFSC should look like AAAA0XXXXXX/],
      [{ ...filled, gateways: [online, upi, { ...bank, ifsc: 'hdfc0001234' }] }, /IFSC/],
      [{ ...filled, gateways: [online, upi, { ...bank, account: '12345678' }] }, /9 to 18 digits/],
      [{ ...filled, gateways: [online, upi, { ...bank, account: '1234567890123456789' }] }, /9 to 18 digits/],
      [{ ...filled, gateways: [online, upi, { ...bank, account: '12345-67890' }] }, /9 to 18 digits/],
      // The seed's shape: three entries, types 1, 2, 3 in that order.
      [{ ...filled, gateways: [online, upi] }, /gateways/],
      [{ ...filled, gateways: [upi, online, bank] }, /gateways\.0/],
      [{ ...filled, gateways: [online, { ...upi, paymentGatewayType: 4 }, bank] }, /gateways\.1/],
      [{ ...filled, gateways: [{ ...online, keySecret: 'x' }, upi, bank] }, /keySecret|Unrecognized/],
      [{ ...filled, gateways: [online, { ...upi, name: '<script>' }, bank] }, /not allowed/],
      [{ ...filled, gateways: [online, { ...upi, account: '' }, bank] }, /UPI needs a payee name and UPI ID/],
      [
        { ...filled, gateways: [online, upi, { ...bank, ifsc: '' }] },
        /Bank transfer needs the account name, number and IFSC/,
      ],
      [{ ...filled, methods: { online: false, upi: false, bank: false } }, /at least one way to pay/],
      [{ ...filled, directHoldHours: 0 }, /at least 1 hour/],
      [{ ...filled, directHoldHours: 1.5 }, /whole/],
      [{ ...filled, directHoldHours: 169 }, /at most 168 hours/],
      [{ ...filled, gateways: [online, { ...upi, account: `${'a'.repeat(300)}@okaxis` }, bank] }, /./],
      ['not settings', /./],
    ];
    for (const [settings, message] of cases) {
      const answer = await admin('saveSettings', { settings, version });
      expect(answer.status, JSON.stringify(settings).slice(0, 200)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect((await admin('saveSettings', { version })).status).toBe(400);
    expect((await admin('saveSettings', { settings: filled, version: 'x'.repeat(65) })).status).toBe(400);
  });
});

describe('without Razorpay keys', () => {
  it('shows the online method as the test gateway', async () => {
    const plain = await createTestStore();
    try {
      const answer = await post(plain.app, '/api/admin/payments/settings', {}, authHeader(await ownerToken(plain)));
      expect(answer.body.online).toEqual({ provider: 'test', keyId: null });
    } finally {
      await plain.close();
    }
  });
});
