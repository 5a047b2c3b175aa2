import { paths } from '@discus/domain/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../../lib/ttl-cache.ts';

const PRODUCT_LIST = paths.productList();

/**
 * A renamed category keeps working at its old address (issue 10): `/product-list?category=<old>`
 * answers 301 to the new slug. The few old slugs are kept in memory, reloaded after any change.
 */
export const categoryRedirectsPlugin = fp(async (app: FastifyInstance) => {
  const redirects = new TtlCache<true, Map<string, string>>(60_000, 1);
  const unsubscribe = app.catalogueChanges.keep(redirects);
  app.addHook('onClose', async () => unsubscribe());
  const load = async () => {
    const { rows } = await app.db.execute(sql`SELECT r.old_slug AS "old", c.slug AS "new"
      FROM category_slug_redirects r JOIN categories c ON c.id = r.category_id`);
    return new Map((rows as { old: string; new: string }[]).map((r) => [r.old, r.new]));
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, search] = request.url.split('?', 2);
    if (pathname !== PRODUCT_LIST || !search) return;
    const params = new URLSearchParams(search);
    const slug = params.get('category');
    if (!slug) return;
    const moved = (await redirects.get(true, load).catch(() => new Map<string, string>())).get(slug);
    if (!moved) return;
    params.set('category', moved);
    return reply.redirect(`${PRODUCT_LIST}?${params.toString()}`, 301);
  });
});
