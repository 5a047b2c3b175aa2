import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithOutbox, decodedEmail, freshAddress, outboxFiles, waitForEmails } from './account-fixtures.ts';
import { post } from './test-store.ts';

let store: Awaited<ReturnType<typeof createStoreWithOutbox>>;
beforeAll(async () => {
  store = await createStoreWithOutbox();
});
afterAll(async () => {
  try {
    await store.close();
  } finally {
    await store.removeDataDir();
  }
});

const send = (body: unknown, address = freshAddress()) =>
  post(store.app, '/api/contact/sendMessage', body, {}, { remoteAddress: address });

const message = {
  name: 'Ravi Menon',
  email: 'ravi@example.in',
  phone: '9812345678',
  message: 'Do you ship 3 inch Pigeon Blood discus to Kochi in the monsoon?',
};

describe('POST /api/contact/sendMessage', () => {
  it('emails the shop with the buyer as the reply-to address', async () => {
    const { status, body } = await send(message);
    expect(status).toBe(200);
    expect(body.message).toMatch(/reached us/);
    const [eml] = await waitForEmails(store.outboxDir, 1);
    const text = decodedEmail(eml ?? '');
    expect(text).toMatch(/^To: hello@example\.com/m);
    expect(text).toMatch(/^Reply-To: ravi@example\.in/m);
    expect(text).toContain('Kochi in the monsoon');
    expect(text).toContain('9812345678');
  });

  it('refuses a bad email, a short message, a wrong phone and unknown fields, sending nothing', async () => {
    const before = (await outboxFiles(store.outboxDir)).length;
    for (const body of [
      { ...message, email: 'ravi@' },
      { ...message, message: 'hi' },
      { ...message, phone: '12345' },
      { ...message, message: 'x'.repeat(2001) },
      { ...message, cc: 'everyone@example.in' },
      { name: 'Ravi' },
    ]) {
      const { status, body: answer } = await send(body);
      expect(status).toBe(400);
      expect(answer.message).toEqual(expect.any(String));
    }
    expect((await outboxFiles(store.outboxDir)).length).toBe(before);
  });

  it('keeps a header injection in the name out of the email headers', async () => {
    const before = (await outboxFiles(store.outboxDir)).length;
    expect((await send({ ...message, name: 'Ravi\r\nBcc: spam@example.in' })).status).toBe(200);
    const emails = await waitForEmails(store.outboxDir, before + 1);
    const headers = (emails.at(-1) ?? '').split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).not.toMatch(/^Bcc:/im);
  });

  it('limits one address to five messages a minute', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await send(message, address)).status).toBe(200);
    const refused = await send(message, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toEqual(expect.any(String));
  });
});
