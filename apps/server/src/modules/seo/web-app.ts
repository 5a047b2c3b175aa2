import { readFile } from 'node:fs/promises';
import { messages } from '@discus/domain/messages';
import type { ShopDetails } from '@discus/domain/shop';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

// Installable shop (issue 14): a web app manifest with the shop's name from the settings and
// PNG icons drawn from the logo (apps/web/public/favicon.svg) with sharp, once, on first request.

export const THEME_COLOR = '#134e4a';
const BACKGROUND = '#ffffff';
export const ICON_SIZES = [180, 192, 512] as const;
const logoFile = new URL('../../../../web/public/favicon.svg', import.meta.url);

type IconKind = 'any' | 'maskable';

/** The logo centred on a white square; a maskable icon keeps it inside the 80 % safe circle. */
async function drawIcon(size: number, kind: IconKind): Promise<Buffer> {
  const logo = await readFile(logoFile);
  const inner = Math.round(size * (kind === 'maskable' ? 0.6 : 0.84));
  const drawn = await sharp(logo, { density: Math.ceil((72 * inner) / 40) })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function webAppManifest(shop: ShopDetails) {
  return {
    name: shop.name,
    short_name: shop.name.length <= 12 ? shop.name : (shop.name.split(/\s+/)[0] ?? shop.name),
    description: shop.tagline,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function webAppRoutes(app: FastifyInstance, opts: { shop: ShopDetails }) {
  const manifest = JSON.stringify(webAppManifest(opts.shop));
  const icons = new Map<string, Promise<Buffer>>();

  app.get('/manifest.webmanifest', async (_request, reply) => {
    reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return manifest;
  });

  app.get<{ Params: { name: string } }>('/icons/:name', async (request, reply) => {
    const match = /^(icon|maskable)-(\d+)\.png$/.exec(request.params.name);
    const size = Number(match?.[2]);
    if (!match || !(ICON_SIZES as readonly number[]).includes(size)) {
      return reply.code(404).send({ message: messages.notFound });
    }
    const key = `${match[1]}-${size}`;
    let icon = icons.get(key);
    if (!icon) {
      icon = drawIcon(size, match[1] === 'maskable' ? 'maskable' : 'any');
      icons.set(key, icon);
      icon.catch(() => icons.delete(key));
    }
    reply.type('image/png').header('Cache-Control', 'public, max-age=86400');
    return icon;
  });
}
