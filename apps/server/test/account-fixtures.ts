import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { User } from '@discus/domain/contracts/users';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestStore, post, type TestStore } from './test-store.ts';

let addresses = 0;
/** A client address of its own: the per-address limits of one test never reach the next. */
export function freshAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export const authHeader = (token: string) => ({ 'x-auth-token': token });

let customers = 0;
/** A valid registration, with an email no other test uses. */
export function newCustomer(overrides: Partial<Record<string, string>> = {}) {
  customers++;
  return {
    firstName: 'Asha',
    lastName: 'Patil',
    phone: '9876543210',
    dateOfBirth: '1990-04-12',
    email: `asha.${process.pid}.${customers}@example.in`,
    password: 'pigeon-blood-42',
    ...overrides,
  };
}

export type SignedIn = { form: ReturnType<typeof newCustomer>; user: User; token: string };

export async function logIn(app: FastifyInstance, email: string, password: string, keepSignedIn = false) {
  return post(app, '/api/users/login', { email, password, keepSignedIn }, {}, { remoteAddress: freshAddress() });
}

/** Registers a new customer and logs them in. */
export async function signUp(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}): Promise<SignedIn> {
  const form = newCustomer(overrides);
  const registered = await post(app, '/api/users/register', form, {}, { remoteAddress: freshAddress() });
  expect(registered.status).toBe(200);
  const login = await logIn(app, form.email, form.password);
  expect(login.status).toBe(200);
  return { form, user: login.body.user, token: login.body.token };
}

/** A store whose DATA_DIR (and so its email outbox) is a fresh temporary directory. */
export async function createStoreWithOutbox(
  env: NodeJS.ProcessEnv = {},
): Promise<TestStore & { outboxDir: string; removeDataDir: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-accounts-'));
  const store = await createTestStore({ DATA_DIR: dataDir, ...env });
  return {
    ...store,
    outboxDir: store.config.mail.outboxDir,
    removeDataDir: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function outboxFiles(outboxDir: string): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => []);
  return names.filter((name) => name.endsWith('.eml')).sort();
}

/** Emails are written just after the answer; waits until `count` are in the outbox. */
export async function waitForEmails(outboxDir: string, count: number): Promise<string[]> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const names = await outboxFiles(outboxDir);
    if (names.length >= count) {
      return Promise.all(names.map((name) => readFile(path.join(outboxDir, name), 'utf8')));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} email(s) in ${outboxDir}`);
}

/** The text of an .eml file with quoted-printable soft line breaks and escapes undone. */
export function decodedEmail(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function resetTokenIn(eml: string): string {
  const match = /\/reset-password\/([\w-]+)/.exec(decodedEmail(eml));
  if (!match?.[1]) throw new Error('no reset link in the email');
  return match[1];
}
