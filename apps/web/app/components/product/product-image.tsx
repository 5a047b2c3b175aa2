import type { UploadArea } from '@discus/domain/constants';
import type { ImageRef } from '@discus/domain/contracts/catalog';
import { imageSrcSet, imageUrl } from '@discus/domain/images';

type Props = {
  image: ImageRef;
  area?: UploadArea;
  sizes: string;
  className?: string;
  priority?: boolean;
  alt?: string;
};

/** Responsive WebP with its intrinsic size, so the page never shifts while images load. */
export function ProductImage({ image, area = 'products', sizes, className, priority = false, alt }: Props) {
  return (
    <img
      src={imageUrl(area, image.filename, 480)}
      srcSet={imageSrcSet(area, image.filename)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
