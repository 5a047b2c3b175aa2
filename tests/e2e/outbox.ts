import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The store's DATA_DIR, made by playwright.config.ts and shared with the test workers. */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

// .eml bodies are quoted-printable: soft line breaks and =XX escapes.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest email in DATA_DIR/outbox addressed to `to`, decoded; waits for it up to 10 s. */
export async function newestEmailTo(to: string): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    const files = await Promise.all(
      names.map(async (name) => ({
        file: path.join(outbox, name),
        mtime: (await stat(path.join(outbox, name))).mtimeMs,
      })),
    );
    for (const { file } of files.sort((a, b) => b.mtime - a.mtime)) {
      const text = decodeQuotedPrintable(await readFile(file, 'utf8'));
      if (text.toLowerCase().includes(to.toLowerCase())) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} in ${outbox}`);
}
