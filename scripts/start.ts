// `npm start`: build the web app when its sources are newer than the build, then serve the store.
// React and the router pick their fast production builds from NODE_ENV.
process.env.NODE_ENV ??= 'production';

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtEntry = path.join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'packages/domain/src', 'apps/web/vite.config.ts'];

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

function needsBuild(): boolean {
  if (!existsSync(builtEntry)) return true;
  const builtAt = statSync(builtEntry).mtimeMs;
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

if (needsBuild()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@discus/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { main } = await import('../apps/server/src/server.ts');
await main();
