import type { Review } from '@discus/domain/contracts/ratings';
import { messages } from '@discus/domain/messages';
import type { Db } from '../db/client.ts';
import { NotFound } from '../lib/errors.ts';
import { visibleProductVariant } from '../modules/catalog/summaries.ts';
import { receivedProduct } from '../modules/orders/purchases.ts';
import { type RatingInput, saveRating } from '../modules/ratings/service.ts';
import type { CatalogueChanges } from '../plugins/catalogue-changes.ts';

/**
 * A buyer's rating of a product they can see; "Verified purchase" is decided here from their
 * delivered orders, never taken from the request.
 */
export async function rateProduct(
  db: Db,
  changes: CatalogueChanges,
  userId: number,
  input: RatingInput,
): Promise<Review> {
  const visible = await visibleProductVariant(db, input.productId, null);
  if (!visible.product) throw new NotFound(messages.productNotFound);
  const verified = await receivedProduct(db, userId, input.productId);
  return saveRating(db, changes, userId, input, verified);
}
