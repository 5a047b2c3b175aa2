import type { UploadArea } from '@discus/domain/constants';
import type { ImageRef } from '@discus/domain/contracts/catalog';
import { imageSrcSet, imageUrl } from '@discus/domain/images';

type Props = {
  /** Without an alt of its own, `alt` must be given. */
  image: Omit<ImageRef, 'alt'> & { alt?: string };
  area?: UploadArea;
  sizes: string;
  /** The widest stored width worth offering: 720 for cards (a quarter or half of the screen). */
  largest?: number;
  /** The narrowest stored width worth offering: 480 for cards and tiles, whose 240 px file only a 1× screen under 730 px would pick. */
  smallest?: number;
  className?: string;
  /** The largest paint of the page: fetched first, never lazily. */
  priority?: boolean;
  alt?: string;
};

/** Responsive WebP with its intrinsic size, so the page never shifts while images load. */
export function ProductImage({
  image,
  area = 'products',
  sizes,
  largest,
  smallest,
  className,
  priority = false,
  alt,
}: Props) {
  return (
    <img
      src={imageUrl(area, image.filename, 480)}
      srcSet={imageSrcSet(area, image.filename, largest, smallest)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
