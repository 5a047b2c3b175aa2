// `npm run bench:render-cpu`: the CPU an uncached render of each storefront page costs, in ms a page.
// Throughput on this machine moves with whatever else it runs (docs/benchmarks.md, 2026-11-26); the
// CPU the store's processes spend on a page moves much less, so this is the figure to compare two
// builds by. The bench store (10,000 products) renders RENDER_CPU_PAGES distinct uncached addresses of
// each page, four at a time, after a warm-up; the CPU is what its processes used meanwhile (Linux:
// /proc), divided by the pages. RENDER_CPU_ROUNDS rounds, one line a page and round.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type BenchServer, ensureWebBuild, startBenchServer, uncachedPages } from './bench-server.ts';
import { cpuSeconds } from './process-cpu.ts';

const PAGES_PER_RUN = Number(process.env.RENDER_CPU_PAGES ?? 1500);
const ROUNDS = Number(process.env.RENDER_CPU_ROUNDS ?? 2);
const AT_ONCE = 4;
const WARM_UP = 100;

/** The bench server and its store processes: its node children, not the embedded PostgreSQL it also started. */
function storePids(server: BenchServer): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-x', 'node', '-P', String(server.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when the primary serves alone (no store processes).
  }
  return [server.pid, ...children];
}

/** The largest resident memory of the store processes now, in MB (the primary's excluded when it has store processes). */
function largestResidentMb(pids: number[]): number {
  const measured = pids.length > 1 ? pids.slice(1) : pids;
  const kilobytes = measured.map((pid) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0),
  );
  return Math.round(Math.max(...kilobytes) / 1024);
}

async function renderAll(url: string, prefix: string, count: number, tag: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const address = `${url}${prefix}${tag}${next++}`;
      const response = await fetch(address, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

await ensureWebBuild();
const server = await startBenchServer();
try {
  const { info } = server;
  const pids = storePids(server);
  console.log(
    `CPU per uncached page (${info.processes} store processes, ${PAGES_PER_RUN} pages a run, ${AT_ONCE} at a time)`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const { page, prefix } of uncachedPages(info)) {
      await renderAll(server.url, prefix, WARM_UP, `w${round}-`);
      const before = cpuSeconds(pids);
      const started = performance.now();
      await renderAll(server.url, prefix, PAGES_PER_RUN, `r${round}-`);
      const seconds = (performance.now() - started) / 1000;
      const msPerPage = ((cpuSeconds(pids) - before) * 1000) / PAGES_PER_RUN;
      console.log(
        `  round ${round}  ${page.padEnd(13)} ${msPerPage.toFixed(2).padStart(6)} ms CPU a page   (${Math.round(PAGES_PER_RUN / seconds)} pages/s at ${AT_ONCE} at a time; largest store process ${largestResidentMb(pids)} MB)`,
      );
    }
  }
} finally {
  await server.stop();
}
