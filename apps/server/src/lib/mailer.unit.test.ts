import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
const closers: (() => void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('mailer without SMTP_URL', () => {
  it('writes one .eml file per message into the outbox, named by time', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-mailer-'));
    dirs.push(dataDir);
    const outboxDir = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: '"Aqua Discus House" <hello@example.com>', outboxDir });
    closers.push(() => mailer.close());
    expect(mailer.delivery).toBe('outbox');

    const message = { to: 'asha@example.in', subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' };
    await mailer.send(message);
    await mailer.send({ ...message, to: 'ravi@example.in' });

    const names = (await readdir(outboxDir)).sort();
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const first = await readFile(path.join(outboxDir, names[0] ?? ''), 'utf8');
    expect(first).toContain('From: Aqua Discus House <hello@example.com>');
    expect(first).toMatch(/To: (asha|ravi)@example\.in/);
    expect(first).toContain('Subject: Your order');
    expect(first).toContain('Content-Type: multipart/alternative');
  });
});
