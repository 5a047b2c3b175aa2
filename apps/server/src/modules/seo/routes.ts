import { contentPaths, paths } from '@discus/domain/paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** sitemap.xml and robots.txt, so search engines find every category and product. */
// Their addresses come from the settings, never from Host: both are cached publicly for a while.
export async function seoRoutes(app: FastifyInstance, opts: { linkOrigin: string }) {
  const origin = opts.linkOrigin;
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      // The cart and checkout are crawlable (docs/decisions/039): a crawler sees an empty cart and a
      // login prompt, nothing of anyone's.
      'Disallow: /admin',
      'Disallow: /MyProfile',
      'Disallow: /reset-password/',
      'Disallow: /api/',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [categories, products] = await Promise.all([
      app.db.execute(sql`SELECT slug FROM categories WHERE active ORDER BY sort_order`),
      app.db.execute(sql`SELECT p.id, p.slug, to_char(p.updated_at, 'YYYY-MM-DD') AS updated
        FROM products p JOIN categories c ON c.id = p.category_id WHERE p.active AND c.active ORDER BY p.id`),
    ]);
    const urls = [
      { loc: paths.home() },
      ...contentPaths.map((loc) => ({ loc })),
      ...(categories.rows as { slug: string }[]).map((c) => ({ loc: paths.productList(c.slug) })),
      ...(products.rows as { id: number; slug: string; updated: string }[]).map((p) => ({
        loc: paths.productDetail(p.id, p.slug),
        lastmod: p.updated,
      })),
    ];
    const body = urls
      .map(
        (u) =>
          `<url><loc>${escapeXml(origin + u.loc)}</loc>${'lastmod' in u && u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('');
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
  });
}
