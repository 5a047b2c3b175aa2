import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiTransport } from '@discus/domain/api-transport';
import type { ShopDetails } from '@discus/domain/shop';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, data, type ServerBuild } from 'react-router';
// What every loader gets, as the web app declares it (AppLoadContext); the entry puts the rendered
// document in its `document`.
import type {} from '../../../web/app/lib/context.ts';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { preferredEncoding } from '../lib/compression.ts';
import { type ExtraSources, policyDirectives, policyHeader } from '../lib/content-security.ts';
import { type CachedPage, MicroCache } from '../lib/micro-cache.ts';
import { cutAtNonce, gzipRendered, gzipWithNonce, newNonce, withNonce } from '../lib/nonce-body.ts';
import { pageAddress } from '../lib/page-address.ts';
import { keptReads } from '../lib/page-reads.ts';

/** Where pages come from: the production build, or Vite's dev server (`npm run dev`). */
export type WebSource = { kind: 'build'; dir: string } | { kind: 'vite'; loadBuild: () => Promise<ServerBuild> };

export type SsrOptions = {
  web: WebSource;
  shop: ShopDetails;
  publicUrl: string | undefined;
  /** The origin pages are rendered under (config.linkOrigin): never the request's Host. */
  linkOrigin: string;
  /** PUBLIC_URL is https: the page CSP also asks to upgrade insecure requests. */
  https: boolean;
  cacheTtlMs: number;
  /** Pages whose policy lets in more than the store's own origin, by exact path (decision 038). */
  extraSources?: Record<string, ExtraSources>;
};

/**
 * The request a render sees: the method and the page's address under the link origin, and no
 * header at all. A page may be kept and shown to everyone (the page cache), so nothing a client
 * sends (its Host, cookies, languages) may shape it, and renders (GET and HEAD) need none.
 */
function renderRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, signal: controller.signal });
}

function isCacheable(request: FastifyRequest, response: Response): boolean {
  if (request.method !== 'GET' || response.status !== 200) return false;
  if (response.headers.has('set-cookie')) return false;
  const control = response.headers.get('cache-control') ?? '';
  return !/private|no-store/.test(control);
}

/**
 * A page's status and headers, from the cache (`hit`) or just rendered, and whether its body goes
 * out gzipped (when the browser takes it).
 */
function startPage(
  request: FastifyRequest,
  reply: FastifyReply,
  head: { status: number; headers: [string, string][] },
  hit: boolean,
): boolean {
  reply.status(head.status);
  for (const [name, value] of head.headers) reply.header(name, value);
  reply.header('x-render-cache', hit ? 'hit' : 'miss');
  reply.header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding'], ['gzip']);
  if (!encoding) return false;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return true;
}

/** Serves the React Router app: its built assets, and every page rendered on the server. */
export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  let handle: ReturnType<typeof createRequestHandler>;
  if (opts.web.kind === 'build') {
    const serverEntry = path.join(opts.web.dir, 'server', 'index.js');
    if (!existsSync(serverEntry)) throw new Error(`The web app is not built (${serverEntry} is missing)`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    handle = createRequestHandler(build, 'production');
    await app.register(fastifyStatic, {
      root: path.join(opts.web.dir, 'client'),
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    handle = createRequestHandler(opts.web.loadBuild, 'development');
  }
  const inject: ApiTransport = async (url, body) => {
    const answer = await app.inject({ method: 'POST', url, payload: (body ?? {}) as object });
    // The database is away (db/unavailable.ts): the page as a whole is unavailable, not broken, so
    // any loader's call ends the render with a 503 the error boundary words for the buyer.
    if (answer.statusCode === 503) throw data(answer.json(), { status: 503 });
    return { status: answer.statusCode, body: answer.json() };
  };
  const reads = keptReads(inject, opts.cacheTtlMs);
  const transport = reads.transport;
  const cache = new MicroCache(opts.cacheTtlMs, 2000);
  // Pages show the catalogue: a change through any store process drops them all, and so does the
  // search index following it (a search page rendered meanwhile came from the old index). A render
  // that began before either may hold old answers, so it is not kept (`generation`).
  let generation = 0;
  const release = app.catalogueChanges.keep({
    clear() {
      generation++;
      cache.clear();
      reads.clear();
    },
  });
  app.addHook('onClose', async () => release());

  // Built once per policy; each response only puts in its nonce.
  const policyAround = (extra?: ExtraSources) => policyHeader(policyDirectives(opts.https, '\0', extra)).split('\0');
  const storePolicy = policyAround();
  const pathPolicies = new Map(
    Object.entries(opts.extraSources ?? {}).map(([path, extra]) => [path, policyAround(extra)]),
  );
  const pagePolicy = (pathname: string, nonce: string) => {
    if (opts.web.kind === 'vite') return undefined;
    const [start, end] = pathPolicies.get(pathname) ?? storePolicy;
    return `${start}${nonce}${end}`;
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      // A nonce of this response's own (docs/decisions/010), also when the page comes from the cache.
      const nonce = newNonce();
      const key = pageAddress(request.url);
      const policy = pagePolicy(new URL(key, opts.linkOrigin).pathname, nonce);
      if (policy) reply.header('content-security-policy', policy);
      const cached = request.method === 'GET' ? cache.get(key) : undefined;
      if (cached) {
        const gzipped = startPage(request, reply, cached, true);
        return reply.send(gzipped ? gzipWithNonce(cached.body, nonce) : withNonce(cached.body, nonce));
      }

      const renderedIn = generation;
      const loadContext: AppLoadContext = { transport, shop: opts.shop, publicUrl: opts.publicUrl, cspNonce: nonce };
      const response = await handle(renderRequest(request, reply, new URL(key, opts.linkOrigin)), loadContext);
      // The document beside its body-less Response (entry.server.tsx); any other response has its body.
      const rendered = loadContext.document?.response === response ? loadContext.document.html : undefined;
      if (response.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (!isCacheable(request, response)) {
        if (!rendered) return reply.send(response);
        reply.status(response.status);
        for (const [name, value] of response.headers) reply.header(name, value);
        return reply.send(rendered);
      }
      const body = rendered ?? Buffer.from(await response.arrayBuffer());
      const head = { status: response.status, headers: [...response.headers.entries()] };
      if (renderedIn === generation) cache.set(key, (): CachedPage => ({ ...head, body: cutAtNonce(body, nonce) }));
      return reply.send(startPage(request, reply, head, false) ? gzipRendered(body) : body);
    },
  });
}
