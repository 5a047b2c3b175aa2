import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

export type FakeSmtp = {
  url: string;
  /** Resolves with the next message the server accepts (or one already accepted and not taken). */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * The outside mail server, faked at the network edge: a real listener on a free port that speaks
 * enough plain SMTP (no TLS, no AUTH) for nodemailer to hand it a message, and keeps what it gets.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const accepted: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const sockets = new Set<Socket>();

  const deliver = (mail: ReceivedMail) => {
    const waiter = waiting.shift();
    if (waiter) waiter(mail);
    else accepted.push(mail);
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP');

    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // Undo the dot-stuffing of lines that began with a dot.
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          deliver(envelope);
          envelope = { from: '', to: [], data: '' };
          reply('250 OK: queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-fake-smtp\r\n250 8BITMIME');
        else if (verb === 'MAIL') {
          envelope.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail() {
      const mail = accepted.shift();
      if (mail) return Promise.resolve(mail);
      return new Promise((resolve) => waiting.push(resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The header block of a raw message, with folded lines joined. */
export function headersOf(data: string): string {
  return (data.split(/\r\n\r\n/)[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
}
