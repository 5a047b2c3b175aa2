import type { MetaDescriptor } from 'react-router';

type PageMeta = { title: string; description: string; path: string; image?: string; type?: string };
type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** PUBLIC_URL, or '' (root-relative addresses) when it is unset. */
export function siteOrigin(matches: Matches): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** Title, description, canonical link and Open Graph tags (absolute with PUBLIC_URL) for a public page. */
export function pageMeta(
  { title, description, path, image, type = 'website' }: PageMeta,
  matches: Matches,
): MetaDescriptor[] {
  const url = `${siteOrigin(matches)}${path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
}
