import type { UploadArea } from '@discus/domain/constants';
import type { ImageRef } from '@discus/domain/contracts/catalog';
import { imageSrcSet, imageUrl } from '@discus/domain/images';

/** A picture without an alt of its own (a card's: the card's title is) must be given one. */
type Described = { image: ImageRef; alt?: string } | { image: Omit<ImageRef, 'alt'>; alt: string };

type Props = Described & {
  area?: UploadArea;
  sizes: string;
  /** The widest stored width worth offering: 720 for cards (a quarter or half of the screen). */
  largest?: number;
  /** The narrowest stored width worth offering: 480 for cards and tiles, whose 240 px file only a 1× screen under 730 px would pick. */
  smallest?: number;
  className?: string;
  /** The largest paint of the page: fetched first, never lazily. */
  priority?: boolean;
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
      alt={alt ?? ('alt' in image ? image.alt : '')}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
