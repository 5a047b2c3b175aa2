import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Names the event the message is about (e.g. order-12-confirmed): it is sent once per key. */
  key?: string;
};

export type Mailer = {
  /** 'outbox' when no SMTP server is configured: messages are only written to files. */
  delivery: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** Sends through SMTP_URL, or writes one .eml file per message to the outbox (development, tests). */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
    return {
      delivery: 'smtp',
      async send({ key, ...message }) {
        // A stable Message-ID lets mail systems drop a repeat of the same event's message.
        await transport.sendMail(key ? { ...message, messageId: `<${key}@discus-store>` } : message);
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from: opts.from });
  return {
    delivery: 'outbox',
    async send({ key, ...message }) {
      const { message: eml } = await transport.sendMail(message);
      // Reset links are in these files: readable by the store's own user only.
      await mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(opts.outboxDir, outboxFilename(new Date(), key)), eml as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}

// Names sort in the order the messages were written; the suffix keeps two in one millisecond apart.
function outboxFilename(now: Date, key?: string): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${key ?? randomBytes(4).toString('hex')}.eml`;
}
