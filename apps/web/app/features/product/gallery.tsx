import type { Product } from '@discus/domain/contracts/catalog';
import { useEffect, useState } from 'react';
import { ProductImage } from '../../components/product/product-image.tsx';

type Props = { product: Product; selectedVariantId: number };

/** Product photos; the chosen option's own photos come first. */
export function Gallery({ product, selectedVariantId }: Props) {
  const images = [
    ...product.variant_images.filter((i) => i.variantId === selectedVariantId),
    ...product.variant_images.filter((i) => i.variantId !== selectedVariantId),
  ];
  const [index, setIndex] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice of option shows its first photo
  useEffect(() => setIndex(0), [selectedVariantId]);
  const current = images[index] ?? images[0];

  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-xl bg-brand-50 ring-1 ring-slate-200">
        {current && (
          <ProductImage
            image={current}
            // The page's padding and the two columns from md up (max-w-7xl, gap-8): a 412 px phone at
            // 1.75× takes the 720 px width, not the 960.
            sizes="(max-width: 767px) calc(100vw - 2rem), (max-width: 1280px) calc(50vw - 2rem), 608px"
            priority
            className="size-full object-cover"
            alt={current.alt || product.title}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto">
          {images.map((image, i) => (
            <li key={`${image.filename}-${image.variantId}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Photo ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={`block size-16 overflow-hidden rounded-md ring-2 ${i === index ? 'ring-brand-600' : 'ring-transparent'}`}
              >
                <ProductImage image={image} sizes="64px" className="size-full object-cover" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
