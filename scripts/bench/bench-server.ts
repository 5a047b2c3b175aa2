// Shared by run.ts and lighthouse.ts: builds the web app when missing, then starts scripts/bench/server.ts as a
// child process on a free 127.0.0.1 port and waits for it to say READY.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BenchInfo } from './server.ts';

export type { BenchInfo };

export const root = fileURLToPath(new URL('../..', import.meta.url));
const builtEntry = path.join(root, 'apps/web/build/server/index.js');
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const READY_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

async function newestChange(target: string, depth = 0): Promise<number> {
  const info = await stat(target);
  if (!info.isDirectory() || depth > 12) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target))
    newest = Math.max(newest, await newestChange(path.join(target, entry), depth + 1));
  return newest;
}

/** Builds apps/web when its server entry is missing; warns when the build is older than the sources. */
export async function ensureWebBuild(): Promise<void> {
  if (!existsSync(builtEntry)) {
    console.error('Building the web app (apps/web/build is missing)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@discus/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`web build failed (exit ${build.status ?? build.signal})`);
    return;
  }
  const builtAt = statSync(builtEntry).mtimeMs;
  const sources = ['apps/web/app', 'packages/domain/src'].map((s) => path.join(root, s));
  const newest = Math.max(...(await Promise.all(sources.filter(existsSync).map((s) => newestChange(s)))));
  if (newest > builtAt) {
    console.error('Note: apps/web/build is older than the web sources; run `npm run build` for current figures.');
  }
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * The storefront pages issue 14 measures uncached, as address prefixes a counter completes: the page
 * cache keys pages by the parameters pages read (lib/page-address.ts); `page` (home) and `version`
 * stay in the key and are read by no page, so each address renders. `npm run bench` and
 * `npm run bench:render-cpu` both measure these.
 */
export function uncachedPages(info: BenchInfo): { page: string; label: string; prefix: string }[] {
  return [
    { page: 'home', label: 'SSR GET / (uncached: ?page=n)', prefix: '/?page=' },
    {
      page: 'product list',
      label: 'SSR product list (uncached: ?version=n)',
      prefix: `/product-list?category=${encodeURIComponent(info.categorySlug)}&version=`,
    },
    {
      page: 'product page',
      label: 'SSR product page (uncached: one id, ?version=n)',
      prefix: `/product-detail?id=${info.product.id}&title=x&version=`,
    },
    { page: 'cart', label: 'SSR cart (uncached: ?version=n)', prefix: '/cart?version=' },
    { page: 'checkout', label: 'SSR checkout (uncached: ?version=n)', prefix: '/checkout?version=' },
  ];
}

/** The five storefront pages the browser benches load (issue 14): a new visitor's, the cart empty. */
export function storefrontPages(info: Pick<BenchInfo, 'categorySlug' | 'product'>): { name: string; path: string }[] {
  return [
    { name: 'home', path: '/' },
    { name: 'product list', path: `/product-list?category=${encodeURIComponent(info.categorySlug)}` },
    {
      name: 'product detail',
      path: `/product-detail?id=${info.product.id}&title=${encodeURIComponent(info.product.slug)}`,
    },
    { name: 'cart', path: '/cart' },
    { name: 'checkout', path: '/checkout' },
  ];
}

export type BenchServer = {
  url: string;
  port: number;
  info: BenchInfo;
  /** The bench server's own process (the primary of its store processes). */
  pid: number;
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();

// Last resort when this process exits without stop(): the child cleans up on SIGTERM by itself.
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error('bench server did not stop in time; killing it');
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the bench store (demo data + 10 000 products) and resolves once it listens. */
export async function startBenchServer(): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: {
      // Pages carry absolute canonical addresses as the real store does (Lighthouse's SEO audit).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...process.env,
      PORT: String(port),
      BENCH_WATCH_STDIN: '1',
      NODE_ENV: 'production',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  running.add(child);
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= stopChild(child);
    return stopped;
  };

  try {
    const { info, readyPort } = await new Promise<{ info: BenchInfo; readyPort: number }>((resolve, reject) => {
      let info: BenchInfo | undefined;
      const timer = setTimeout(
        () => reject(new Error(`bench server not ready after ${READY_TIMEOUT_MS / 1000} s`)),
        READY_TIMEOUT_MS,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      child.once('error', fail);
      child.once('exit', (code, signal) => fail(new Error(`bench server exited early (${code ?? signal})`)));
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        if (line.startsWith('BENCH_INFO ')) info = JSON.parse(line.slice('BENCH_INFO '.length)) as BenchInfo;
        else if (line.startsWith('READY ')) {
          clearTimeout(timer);
          if (!info) reject(new Error('bench server said READY without BENCH_INFO'));
          else resolve({ info, readyPort: Number(line.slice('READY '.length)) });
        } else console.error(`[bench server] ${line}`);
      });
    });
    child.removeAllListeners('exit');
    child.once('exit', () => running.delete(child));
    return { url: `http://127.0.0.1:${readyPort}`, port: readyPort, info, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
