// `npm run bench:main-thread`: how long the five storefront pages keep a phone's main thread busy while
// they load, measured rather than simulated. Chromium itself runs 4× slower (DevTools' CPU throttling,
// as Lighthouse's mobile preset assumes) at 412 × 823; the page's long tasks (50 ms or more) are
// recorded by the browser, and their blocking time after the first paint (each task's time over
// 50 ms) summed, as Lighthouse's TBT is defined. Lighthouse simulates that figure from an unthrottled
// load instead, and on a busy host its TBT moved 78–211 ms between runs of one build
// (docs/benchmarks.md, 2026-11-27). MAIN_THREAD_RUNS loads each page n times (default 5).
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { ensureWebBuild, startBenchServer, storefrontPages } from './bench-server.ts';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

type Load = { fcpMs: number; longTasks: number[]; blockingMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await ensureWebBuild();
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { info, url } = server;
  const pages = storefrontPages(info);

  const load = async (address: string): Promise<Load> => {
    // A new context each time: a first visit, nothing cached.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await page.addInitScript(() => {
        const tasks: [number, number][] = [];
        Object.assign(window, { __longTasks: tasks });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(address, { waitUntil: 'load' });
      // Hydration and whatever the page starts after it have ended well before this.
      await page.waitForTimeout(3000);
      const { fcp, tasks } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      }));
      const afterPaint = tasks.filter(([start]) => start >= fcp);
      return {
        fcpMs: Math.round(fcp),
        longTasks: tasks.map(([, duration]) => Math.round(duration)),
        blockingMs: Math.round(afterPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0)),
      };
    } finally {
      await context.close();
    }
  };

  console.log(
    `Main thread while a page loads (Chromium at ${SLOWDOWN}× CPU slowdown, 412 px, ${RUNS} first visits a page)\n`,
  );
  console.log(
    '| page | first paint ms (median) | long tasks (ms each, all runs) | blocking after first paint ms (median · max) |',
  );
  console.log('|---|---:|---|---:|');
  for (const page of pages) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await load(`${url}${page.path}`));
    const blocking = loads.map((l) => l.blockingMs);
    const tasks = loads.flatMap((l) => l.longTasks);
    console.log(
      `| ${page.name} | ${median(loads.map((l) => l.fcpMs))} | ${tasks.length ? tasks.join(', ') : 'none'} | ${median(blocking)} · ${Math.max(...blocking)} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
