// `npm run lighthouse`: Lighthouse 12 (default mobile preset, simulated throttling) against the bench store's
// home, a product list, a product page, the cart and checkout. Prints scores, LCP/TBT/CLS, JS bytes and the failing audits per page,
// and writes the same to .bench/lighthouse.md. CHROME_PATH overrides /usr/bin/chromium.
// LIGHTHOUSE_PAGES=home,product list audits only the pages named.
// LIGHTHOUSE_RUNS=n audits each page n times and reports the median run (scores move by several points
// between runs on a shared machine); LIGHTHOUSE_URL=http://… audits a running store instead of the bench store.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { type BenchServer, ensureWebBuild, root, startBenchServer, storefrontPages } from './bench-server.ts';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Page = { name: string; path: string };
type Failing = {
  id: string;
  title: string;
  category: string;
  score: number;
  displayValue?: string;
  /** Why, and where: the audit's explanation and its first few offending elements or URLs. */
  notes: string[];
};
type Report = {
  page: Page;
  scores: Record<string, number | null>;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  jsBytes: number;
  totalBytes: number;
  failing: Failing[];
  warnings: string[];
  /** Lighthouse could not audit the page (runtime error, or a category without a score). */
  broken: boolean;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
// Scores that say nothing is wrong, or that the audit does not apply.
const NOT_FAILURES = new Set(['notApplicable', 'manual', 'informative', 'error']);

function transfer(lhr: Lhr): { jsBytes: number; totalBytes: number } {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  let jsBytes = 0;
  let totalBytes = 0;
  for (const item of items) {
    totalBytes += item.transferSize ?? 0;
    if (item.resourceType === 'Script') jsBytes += item.transferSize ?? 0;
  }
  return { jsBytes, totalBytes };
}

type DetailItem = {
  url?: unknown;
  node?: { selector?: string; snippet?: string };
  source?: { url?: string };
  groupLabel?: string;
  label?: string;
  duration?: number;
  wastedMs?: number;
  wastedBytes?: number;
};

function where(item: DetailItem): string | undefined {
  const place =
    item.node?.snippet ??
    item.node?.selector ??
    (typeof item.url === 'string' ? item.url : undefined) ??
    item.source?.url ??
    item.groupLabel ??
    item.label;
  if (!place) return undefined;
  const sizes = [
    item.wastedBytes ? `${(item.wastedBytes / 1024).toFixed(1)} KiB wasted` : '',
    item.wastedMs ? `${Math.round(item.wastedMs)} ms wasted` : '',
    item.duration ? `${Math.round(item.duration)} ms` : '',
  ].filter(Boolean);
  return `${place.replace(/\s+/g, ' ').slice(0, 200)}${sizes.length ? ` (${sizes.join(', ')})` : ''}`;
}

function notesOf(audit: Lhr['audits'][string]): string[] {
  const notes = audit.explanation ? [audit.explanation.replace(/\s+/g, ' ').slice(0, 300)] : [];
  const details = audit.details;
  const items = (details && 'items' in details && Array.isArray(details.items) ? details.items : []) as DetailItem[];
  for (const item of items.slice(0, 3)) {
    const place = where(item);
    if (place) notes.push(place);
  }
  if (items.length > 3) notes.push(`… and ${items.length - 3} more`);
  return notes;
}

function failingAudits(lhr: Lhr): Failing[] {
  const seen = new Set<string>();
  const failing: Failing[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || audit.score === null || audit.score >= 1) continue;
      if (NOT_FAILURES.has(audit.scoreDisplayMode)) continue;
      seen.add(ref.id);
      failing.push({
        id: ref.id,
        title: audit.title,
        category,
        score: audit.score,
        displayValue: audit.displayValue,
        notes: notesOf(audit),
      });
    }
  }
  return failing;
}

function summarize(page: Page, lhr: Lhr): Report {
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      return [c, score === null || score === undefined ? null : Math.round(score * 100)];
    }),
  );
  const warnings = [...lhr.runWarnings];
  if (lhr.runtimeError) warnings.unshift(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    page,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    ...transfer(lhr),
    failing: failingAudits(lhr),
    warnings,
    broken: Boolean(lhr.runtimeError) || Object.values(scores).some((s) => s === null),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const score = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value));

function summaryTable(reports: Report[]): { header: string[]; body: string[][] } {
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS (transfer)', 'all (transfer)'];
  const body = reports.map((r) => [
    `${r.page.name} (${r.page.path})`,
    score(r.scores.performance),
    score(r.scores.accessibility),
    score(r.scores['best-practices']),
    score(r.scores.seo),
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls === undefined ? '–' : r.cls.toFixed(3),
    kb(r.jsBytes),
    kb(r.totalBytes),
  ]);
  return { header, body };
}

function failingLine(f: Failing): string {
  return `${f.id} — ${f.title} [${f.category}, score ${f.score.toFixed(2)}${f.displayValue ? `, ${f.displayValue}` : ''}]`;
}

function print(reports: Report[]): void {
  const { header, body } = summaryTable(reports);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
  for (const report of reports) {
    console.log(`\nFailing audits — ${report.page.name} (${report.page.path}):`);
    if (report.failing.length === 0) console.log('  none');
    for (const f of report.failing) {
      console.log(`  ${failingLine(f)}`);
      for (const note of f.notes) console.log(`      ${note}`);
    }
    for (const w of report.warnings) console.log(`  warning: ${w}`);
  }
}

function markdown(reports: Report[], chromeVersion: string): string {
  const { header, body } = summaryTable(reports);
  const lines = [
    `# Lighthouse — ${new Date().toISOString()}`,
    '',
    `Lighthouse 12, default mobile preset (simulated throttling), ${chromeVersion}, against ${
      process.env.LIGHTHOUSE_URL ?? 'the bench store (demo data + 10 000 products) on 127.0.0.1'
    }; the median of ${RUNS} run(s) per page.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
  ];
  for (const report of reports) {
    lines.push('', `## Failing audits — ${report.page.name} (\`${report.page.path}\`)`, '');
    if (report.failing.length === 0) lines.push('None.');
    for (const f of report.failing) {
      lines.push(`- ${failingLine(f).replace(/^(\S+)/, '`$1`')}`);
      for (const note of f.notes) lines.push(`  - ${note.includes('`') ? note : `\`${note}\``}`);
    }
    for (const w of report.warnings) lines.push(`- warning: ${w}`);
  }
  return `${lines.join('\n')}\n`;
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) {
  console.error('LIGHTHOUSE_RUNS must be a whole number from 1 to 15');
  process.exit(2);
}

/** The run in the middle by performance score (and LCP between equal scores). */
function median(runs: Report[]): Report {
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)] as Report;
}

/** A running store's pages: its first category and that category's newest product. */
async function pagesOf(url: string): Promise<{ categorySlug: string; product: { id: number; slug: string } }> {
  const post = async (path: string, body: unknown) =>
    (await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as { result: { id: number; slug: string }[] };
  const [category] = (await post('/api/products/categories/getProductCategory', { all: true })).result;
  if (!category) throw new Error(`${url} has no categories`);
  const [product] = (await post('/api/products/listProducts', { categorySlug: category.slug, pageSize: 1 })).result;
  if (!product) throw new Error(`${url} has no products in ${category.slug}`);
  return { categorySlug: category.slug, product };
}

let server: BenchServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let profileDir: string | undefined;
let interrupted = false;

/** Kills Chromium and waits (at most 10 s) for it to exit, so its profile dir can be removed safely. */
async function stopChrome(launched: chromeLauncher.LaunchedChrome): Promise<void> {
  const child = launched.process;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
  try {
    launched.kill();
  } catch (error) {
    console.error('could not stop Chromium', error);
  }
  await exited;
}

async function cleanUp(): Promise<void> {
  const launched = chrome;
  chrome = undefined;
  if (launched) await stopChrome(launched);
  const dir = profileDir;
  profileDir = undefined;
  if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  await server?.stop();
}

function onSignal(signal: NodeJS.Signals): void {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: stopping…`);
  void cleanUp().then(() => process.exit(130));
}

async function main(): Promise<number> {
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const given = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
  let url: string;
  let info: { categorySlug: string; product: { id: number; slug: string } };
  if (given) {
    url = given;
    info = await pagesOf(url);
  } else {
    await ensureWebBuild();
    console.error('Starting the bench server (fresh embedded PostgreSQL, demo data + 10 000 products)…');
    server = await startBenchServer();
    ({ info, url } = server);
  }
  const allPages: Page[] = storefrontPages(info);
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;

  // Our own profile dir: chrome-launcher removes its own before Chromium has quite exited.
  profileDir = await mkdtemp(path.join(tmpdir(), 'discus-lighthouse-'));
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profileDir,
    // Chromium keeps its singleton socket dir in TMPDIR and leaves it behind when killed: keep it in ours.
    envVars: { ...process.env, TMPDIR: profileDir } as Record<string, string>,
    handleSIGINT: false,
    logLevel: 'error',
  });
  const version = (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json())) as {
    Browser?: string;
  };

  const reports: Report[] = [];
  for (const page of pages) {
    const runs: { report: Report; lhr: Lhr }[] = [];
    // A run Lighthouse could not trace (NO_NAVSTART and the like) is tried again, twice at most.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      if (interrupted) return 130;
      console.error(`Lighthouse: ${page.path} (run ${runs.length + 1} of ${RUNS})`);
      const result = await lighthouse(`${url}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 60_000,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const report = summarize(page, result.lhr);
      if (report.broken && attempt < RUNS + 1) continue;
      runs.push({ report, lhr: result.lhr });
    }
    const chosen = median(runs.map((run) => run.report));
    reports.push(chosen);
    const name = page.name.replace(/\W+/g, '-');
    await mkdir(path.join(root, '.bench'), { recursive: true });
    const lhr = runs.find((run) => run.report === chosen)?.lhr;
    await writeFile(path.join(root, '.bench', `lighthouse-${name}.json`), JSON.stringify(lhr));
  }

  console.log('');
  print(reports);
  const file = path.join(root, '.bench', 'lighthouse.md');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, markdown(reports, version.Browser ?? 'Chromium'));
  console.log(`\nWritten to ${path.relative(process.cwd(), file) || file}`);
  return reports.some((r) => r.broken) ? 1 : 0;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
