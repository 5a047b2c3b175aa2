import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('is readable by the store alone: reset links are in its emails (issue 8)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'discus-outbox-'));
    dirs.push(dataDir);
    const outboxDir = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'shop@example.in', outboxDir });
    await mailer.send({ to: 'asha@example.in', subject: 'Reset', text: 'link', html: '<p>link</p>' });
    mailer.close();

    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    const [name] = await readdir(outboxDir);
    expect((await stat(path.join(outboxDir, name ?? ''))).mode & 0o777).toBe(0o600);
  });
});
