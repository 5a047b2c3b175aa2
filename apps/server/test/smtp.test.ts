import { messages } from '@discus/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.ts';
import { freshAddress } from './account-fixtures.ts';
import { type FakeSmtp, headersOf, startFakeSmtp } from './fake-smtp.ts';
import { createTestStore, post, type TestStore } from './test-store.ts';

// With SMTP_URL the shop's emails leave through a real SMTP conversation; the mail server is a
// listener of this test.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fakeSmtp(): Promise<FakeSmtp> {
  const smtp = await startFakeSmtp();
  cleanups.push(() => smtp.close());
  return smtp;
}

async function storeSendingTo(smtpUrl: string): Promise<TestStore> {
  const store = await createTestStore({
    SMTP_URL: smtpUrl,
    SHOP_EMAIL: 'hello@example.com',
    PUBLIC_URL: 'https://shop.example.in',
  });
  cleanups.push(() => store.close());
  return store;
}

const contact = {
  name: 'Ravi Menon',
  email: 'ravi@example.in',
  phone: '9812345678',
  message: 'Do you ship 3 inch Pigeon Blood discus to Kochi in the monsoon?',
};

describe('mailer with SMTP_URL', () => {
  it('hands the message to the SMTP server with its envelope and headers', async () => {
    const smtp = await fakeSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, from: '"Aqua Discus House" <hello@example.com>', outboxDir: '' });
    cleanups.push(() => mailer.close());
    expect(mailer.delivery).toBe('smtp');

    await mailer.send({
      to: 'asha@example.in',
      replyTo: 'ravi@example.in',
      subject: 'Your order',
      text: 'Thank you for your order',
      html: '<p>Thank you for your order</p>',
    });
    const mail = await smtp.nextMail();
    expect(mail.from).toBe('hello@example.com');
    expect(mail.to).toEqual(['asha@example.in']);
    const headers = headersOf(mail.data);
    expect(headers).toMatch(/^From: "?Aqua Discus House"? <hello@example\.com>$/m);
    expect(headers).toMatch(/^To: asha@example\.in$/m);
    expect(headers).toMatch(/^Reply-To: ravi@example\.in$/m);
    expect(headers).toMatch(/^Subject: Your order$/m);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail.data).toContain('Thank you for your order');
    expect(mail.data).toContain('<p>Thank you for your order</p>');
  });
});

describe('the contact form with SMTP_URL', () => {
  it('delivers the buyer message to the shop through the SMTP server', async () => {
    const smtp = await fakeSmtp();
    const store = await storeSendingTo(smtp.url);
    const answer = await post(store.app, '/api/contact/sendMessage', contact, {}, { remoteAddress: freshAddress() });
    expect(answer).toMatchObject({ status: 200, body: { message: messages.contactSent } });
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['hello@example.com']);
    expect(headersOf(mail.data)).toMatch(/^Reply-To: ravi@example\.in$/m);
    expect(mail.data).toContain('Kochi in the monsoon');
  });

  it('tells the buyer to call instead (503) when the mail server is down', async () => {
    const smtp = await startFakeSmtp();
    await smtp.close();
    const store = await storeSendingTo(smtp.url);
    const answer = await post(store.app, '/api/contact/sendMessage', contact, {}, { remoteAddress: freshAddress() });
    expect(answer).toEqual({
      status: 503,
      body: { message: messages.contactNotSent },
      headers: expect.anything(),
    });
  });
});
