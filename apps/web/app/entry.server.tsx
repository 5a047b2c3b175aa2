// React Router's Node entry, plus the response's CSP nonce (plugins/ssr.ts) on every inline
// script: React Router's (ServerRouter passes it to <Scripts>, <ScrollRestoration> and <Links>)
// and React's own streaming scripts. React's string-writing server build (`server.bun`, the same
// renderer as the Node build; see Destination below and docs/decisions/048).
import { renderToPipeableStream } from 'react-dom/server.bun';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './lib/context.ts';
import { withCompactManifest } from './lib/compact-manifest.ts';
import { EARLY_CLICKS } from './lib/early-clicks-script.ts';
import { withoutModulePreloads } from './lib/module-preloads.ts';

export const streamTimeout = 5_000;

/**
 * The whole document in one string, encoded once: the server keeps every page whole (its page cache cuts it at
 * the nonce, plugins/ssr.ts), and no loader defers data, so streaming would only add a web stream
 * hop per chunk to each render (issue 14: uncached renders). Without module preloads and with a
 * compact route manifest: see there. The bytes travel beside the Response (`loadContext.document`),
 * not in its body: a web stream per page cost ~4 % of a render, and the server reads them whole.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Joined as they come: V8 keeps the pieces as a rope and flattens it once, at the first search
    // in it, ~5× faster than an array joined at the end (~3,000 pieces a page).
    let html = '';
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const document: Destination = {
      write(chunk) {
        html += chunk;
        return true;
      },
      end() {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html');
        const response = new Response(null, { headers: responseHeaders, status });
        loadContext.document = { response, html: Buffer.from(withCompactManifest(withoutModulePreloads(html))) };
        resolve(response);
      },
      destroy(error) {
        clearTimeout(timeoutId);
        reject(error);
      },
      on() {
        return document;
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Taps on buttons before the page's JavaScript runs are kept (lib/early-clicks.ts).
        bootstrapScriptContent: EARLY_CLICKS,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors in the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Where React's string-writing server build puts the page: every piece as it comes, as a string.
 * React's Node build instead encodes each piece (a tag, an attribute, a text) into 4 KB byte views
 * as it goes, some thousand `encodeInto` calls a page; this build hands the strings over and the
 * page is encoded once at the end.
 */
type Destination = {
  write(chunk: string): boolean;
  end(): void;
  destroy(error: unknown): void;
  on(event: string, listener: unknown): Destination;
};
