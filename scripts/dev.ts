// `npm run dev`: the store with live reload. Vite serves the web app's modules and hot updates;
// `tsx watch` restarts the server when its code changes.
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { main } from '../apps/server/src/server.ts';
import { startStore } from '../apps/server/src/store.ts';

const webRoot = fileURLToPath(new URL('../apps/web', import.meta.url));
// The web app's own Vite (the test runner brings an older one to the root).
const vitePath = createRequire(`${webRoot}/package.json`).resolve('vite');
const { createServer: createViteServer } = (await import(pathToFileURL(vitePath).href)) as typeof import('vite');
const vite = await createViteServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });

await main((config) =>
  startStore({
    config: { ...config, env: 'development' },
    logger: { level: config.logLevel },
    web: {
      kind: 'vite',
      loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
    serverFactory: (handler) => createHttpServer((req, res) => vite.middlewares(req, res, () => handler(req, res))),
  }),
);
