import { IMAGE_WIDTHS, type UploadArea } from './constants.ts';

/** Public address of one stored width of an image (every image is kept as WebP widths). */
export function imageUrl(area: UploadArea, filename: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return `/uploads/${area}/${filename}-${width}.webp`;
}

/**
 * The stored widths from `smallest` up to `largest` (a card never shows wider than 720 px even on a
 * 2× screen, nor narrower than 240 px on a phone's 1.5× or 2× screen).
 */
export function imageSrcSet(
  area: UploadArea,
  filename: string,
  largest: number = Number.POSITIVE_INFINITY,
  smallest = 0,
): string {
  return IMAGE_WIDTHS.filter((w) => w >= smallest && w <= largest)
    .map((w) => `${imageUrl(area, filename, w)} ${w}w`)
    .join(', ');
}
