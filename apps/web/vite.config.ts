import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const browserZod = fileURLToPath(new URL('../../packages/domain/src/zod-browser.ts', import.meta.url));

/** The client build's zod is packages/domain/src/zod-browser.ts: parsers without `new Function` (the CSP). */
function zodWithoutEval(): Plugin {
  return {
    name: 'discus:zod-without-eval',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === browserZod) return null;
      return browserZod;
    },
  };
}

// React, React DOM and React Router in one chunk that the root route imports: pages load their modules
// without preload links (lib/module-preloads.ts), so React DOM must not wait for the entry module,
// which the page's script imports last.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [zodWithoutEval(), tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
});
