import { IMAGE_WIDTHS, type UploadArea } from './constants.ts';

/** Public address of one stored width of an image (every image is kept as WebP widths). */
export function imageUrl(area: UploadArea, filename: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return `/uploads/${area}/${filename}-${width}.webp`;
}

export function imageSrcSet(area: UploadArea, filename: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(area, filename, w)} ${w}w`).join(', ');
}
