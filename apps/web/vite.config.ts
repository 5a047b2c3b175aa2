import { createRequire } from 'node:module';
import path from 'node:path';
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

// What the root route always loads (the layout's contexts, icons and links) in one chunk, and what every
// product card needs in another: each chunk is a line of every page's inline route manifest (issue 14:
// ≤ 30 KB of HTML), and the page's module script loads them anyway.
// Also the few hundred bytes most pages share (page meta, button classes, dates), which were chunks of
// their own: a request and a manifest line each on the product page, the cart and checkout.
const SHELL =
  /[\\/](app[\\/](features[\\/](cart[\\/]cart-context|account[\\/](account-context|avatar)|wishlist[\\/]wishlist-context|search[\\/]search-notes)|lib[\\/](browser-api|early-clicks|use-categories|shop|use-modal-dialog|use-on-navigation|seo)|components[\\/](icons|category-chips|layout[\\/]category-link|form[\\/]buttons))|domain[\\/]src[\\/](paths|images|money|calendar))\.tsx?$/;
const CARDS =
  /[\\/](app[\\/](components[\\/]product[\\/](product-card|product-grid|product-image|badges)|features[\\/](ratings[\\/]stars|wishlist[\\/]heart-button|cart[\\/]add-to-cart-button))|domain[\\/]src[\\/]badges)\.tsx?$/;

const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const routerProduction: Record<string, string> = {
  'react-router': path.join(routerDist, 'production/index.mjs'),
  'react-router/dom': path.join(routerDist, 'production/dom-export.mjs'),
};

/**
 * The browser gets React Router's production build. Its package sends every import to the
 * development build, whose only difference is that its dev warnings are on (react-router issue
 * 14102): their checks ran in every buyer's browser and their text rode in the framework chunk.
 */
function routerForProduction(): Plugin {
  return {
    name: 'discus:router-for-production',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => routerProduction[source] ?? null,
  };
}

export default defineConfig({
  plugins: [zodWithoutEval(), routerForProduction(), tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'shell', test: SHELL },
            { name: 'cards', test: CARDS },
          ],
        },
      },
    },
  },
});
