import { IMAGE_WIDTHS, type UploadArea } from './constants.ts';

/** Public address of one stored width of an image (every image is kept as WebP widths). */
export function imageUrl(area: UploadArea, filename: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return `/uploads/${area}/${filename}-${width}.webp`;
}

/** The stored widths up to `largest` (a card never shows wider than 720 px even on a 2× screen). */
export function imageSrcSet(area: UploadArea, filename: string, largest: number = Number.POSITIVE_INFINITY): string {
  return IMAGE_WIDTHS.filter((w) => w <= largest)
    .map((w) => `${imageUrl(area, filename, w)} ${w}w`)
    .join(', ');
}
