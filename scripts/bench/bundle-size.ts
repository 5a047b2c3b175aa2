// `npx tsx scripts/bench/bundle-size.ts`: the JavaScript each storefront page loads first, from the build's
// manifest (React Router's, made from Vite's: the route manifest module, the entry, root and route modules
// with their static imports: what the page's module script imports), in gzip and brotli KB as sent;
// then the floor: React, React DOM and React Router's HydratedRouter alone, bundled and minified the same way.
// Also the HTML of each page when BENCH_URL names a running store (raw and gzip KB; `npm run bench` prints it too).
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { root } from './bench-server.ts';
import { pageWeightLines, pageWeights } from './page-weight.ts';

type Manifest = {
  /** React Router's route manifest as a module: loaded by every page when routes are discovered up front. */
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

const webDir = path.join(root, 'apps/web');
const clientDir = path.join(webDir, 'build/client');
const serverBuild = (await import(pathToFileURL(path.join(webDir, 'build/server/index.js')).href)) as {
  assets: Manifest;
  routeDiscovery?: { mode: 'lazy' | 'initial' };
};
const { assets } = serverBuild;
const manifestModule = serverBuild.routeDiscovery?.mode === 'initial' ? [assets.url] : [];

const PAGES: [string, string][] = [
  ['home', 'routes/home'],
  ['product list', 'routes/product-list'],
  ['product detail', 'routes/product-detail'],
  ['cart', 'routes/cart'],
  ['checkout', 'routes/checkout'],
];

const sizes = (bytes: Buffer) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const kb = (n: number) => (n / 1024).toFixed(1);

function firstLoad(routeId: string): string[] {
  const route = assets.routes[routeId];
  const rootRoute = assets.routes.root;
  if (!route || !rootRoute) throw new Error(`${routeId} is not in the build's manifest`);
  const all = [
    ...manifestModule,
    assets.entry.module,
    ...assets.entry.imports,
    rootRoute.module,
    ...(rootRoute.imports ?? []),
    route.module,
    ...(route.imports ?? []),
  ];
  return [...new Set(all)];
}

const fileOf = (url: string) => readFileSync(path.join(clientDir, url));
const cssOf = (routeId: string) =>
  [...(assets.routes.root?.css ?? []), ...(assets.routes[routeId]?.css ?? [])].map((url) => sizes(fileOf(url)));

console.log('First-load JavaScript per page (KB; gzip is the target, brotli what browsers get):');
console.log('page            files    raw   gzip  brotli   css gzip');
for (const [name, routeId] of PAGES) {
  const files = firstLoad(routeId);
  const total = sizes(Buffer.concat([]));
  for (const file of files) {
    const size = sizes(fileOf(file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.br += size.br;
  }
  const css = cssOf(routeId).reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `${name.padEnd(15)} ${String(files.length).padStart(5)} ${kb(total.raw).padStart(6)} ${kb(total.gzip).padStart(6)} ${kb(total.br).padStart(7)} ${kb(css).padStart(10)}`,
  );
}

if (process.argv.includes('--chunks')) {
  const [, routeId] = PAGES[0] as [string, string];
  console.log(`\nChunks of the home page (gzip KB):`);
  for (const file of firstLoad(routeId)) console.log(`  ${kb(sizes(fileOf(file)).gzip).padStart(6)}  ${file}`);
}

// The floor: what hydrating any React Router page costs before one line of the shop's own code.
const scratch = await mkdtemp(path.join(tmpdir(), 'discus-floor-'));
try {
  const entry = path.join(scratch, 'entry.tsx');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    entry,
    [
      "import { startTransition } from 'react';",
      "import { hydrateRoot } from 'react-dom/client';",
      "import { HydratedRouter } from 'react-router/dom';",
      'startTransition(() => { hydrateRoot(document, <HydratedRouter />); });',
    ].join('\n'),
  );
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(webDir, 'node_modules'), path.join(root, 'node_modules')],
    logLevel: 'silent',
  });
  const floor = sizes(Buffer.from(out.outputFiles[0]?.contents ?? []));
  console.log(
    `\nFloor (React + React DOM + React Router's HydratedRouter, esbuild-minified): ${kb(floor.raw)} KB raw, ${kb(floor.gzip)} KB gzip, ${kb(floor.br)} KB brotli`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const url = process.env.BENCH_URL;
if (url) {
  console.log(`\nHTML of each page from ${url}:`);
  for (const line of pageWeightLines(await pageWeights(url))) console.log(`  ${line}`);
}
process.exit(0);
