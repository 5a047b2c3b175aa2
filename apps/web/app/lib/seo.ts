import type { MetaDescriptor } from 'react-router';

type PageMeta = { title: string; description: string; path: string; image?: string; type?: string };

/** Title, description, canonical link and Open Graph tags for a public page. */
export function pageMeta({ title, description, path, image, type = 'website' }: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: path },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: path },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
}
