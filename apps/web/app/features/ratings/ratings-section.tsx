import { kolkataClock, writtenDay } from '@discus/domain/calendar';
import { RATING_SORTS } from '@discus/domain/constants';
import type { ListRatingsAnswer, Review } from '@discus/domain/contracts/ratings';
import { messages } from '@discus/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../components/product/product-image.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from '../account/account-context.tsx';
import { RatingForm } from './rating-form.tsx';
import { Stars } from './stars.tsx';

type Sort = (typeof RATING_SORTS)[number];
const sortLabels: Record<Sort, string> = { newest: 'Newest', helpful: 'Most helpful' };

// Without Intl: its first formatter costs a phone's main thread tens of ms (calendar.ts).
const day = (iso: string) => writtenDay(kolkataClock(new Date(iso)), 'short');

/** The product page's reviews: the server renders the first page; sorting and changes load in the browser. */
export function RatingsSection({ productId, initial }: { productId: number; initial: ListRatingsAnswer }) {
  const [answer, setAnswer] = useState(initial);
  const [sort, setSort] = useState<Sort>('newest');
  const showMessage = useSnackbar();
  const first = useRef(true);

  const load = useCallback(
    (by: Sort) =>
      browserApi
        .ratings({ productId, sort: by })
        .then(setAnswer)
        .catch((error) => showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error')),
    [productId, showMessage],
  );

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void load(sort);
  }, [sort, load]);

  useEffect(() => setAnswer(initial), [initial]);

  const { summary } = answer;
  return (
    <section aria-labelledby="ratings-heading" className="mt-10">
      <h2 id="ratings-heading" className="text-lg font-semibold">
        Ratings and reviews
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="rating-summary">
        {summary.count > 0 ? (
          <>
            <Stars value={summary.average} label={`Rated ${summary.average} out of 5`} className="size-5" />
            <span className="font-semibold">{summary.average.toFixed(1)} out of 5</span>
            <span className="text-sm text-slate-600">
              {summary.count} {summary.count === 1 ? 'rating' : 'ratings'}
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-600">No ratings yet.</span>
        )}
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div>
          {answer.result.length > 0 && (
            <label className="mb-3 inline-flex items-center gap-2 text-sm text-slate-700">
              Sort by
              <select
                value={sort}
                onChange={(e) => setSort(e.target.value as Sort)}
                className="rounded-md border border-slate-300 px-2 py-1.5"
              >
                {RATING_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {sortLabels[s]}
                  </option>
                ))}
              </select>
            </label>
          )}
          <ul className="space-y-4">
            {answer.result.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
          </ul>
        </div>
        <RatingForm productId={productId} onSaved={() => void load(sort)} />
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { user, openLogin } = useAccount();
  const showMessage = useSnackbar();
  const [helpful, setHelpful] = useState(review.helpfulCount);
  const [voted, setVoted] = useState(false);
  const vote = async () => {
    if (!user) return openLogin();
    try {
      setHelpful(await browserApi.markRatingHelpful(review.id));
      setVoted(true);
    } catch (error) {
      showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    }
  };
  // Title and text are plain text: React escapes them, nothing here interprets HTML.
  return (
    <li data-testid="review" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <Stars value={review.stars} label={`${review.stars} out of 5 stars`} />
        {review.title && <h3 className="font-semibold text-slate-900">{review.title}</h3>}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {review.author} · {day(review.createdAt)}
        {review.verified && (
          <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 font-medium text-green-800 ring-1 ring-green-200">
            Verified purchase
          </span>
        )}
      </p>
      {review.text && <p className="mt-2 whitespace-pre-line text-slate-800">{review.text}</p>}
      {review.photos.length > 0 && (
        <div className="mt-3 flex gap-2">
          {review.photos.map((p) => (
            <ProductImage
              key={p.filename}
              image={{ ...p, alt: `Photo by ${review.author}` }}
              area="ratings"
              sizes="96px"
              className="size-24 rounded object-cover"
            />
          ))}
        </div>
      )}
      {review.reply && (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-800">Reply from the shop</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      )}
      <button
        type="button"
        onClick={() => void vote()}
        disabled={voted}
        className="mt-3 text-sm text-brand-700 underline underline-offset-2 disabled:text-slate-500 disabled:no-underline"
      >
        Helpful ({helpful})
      </button>
    </li>
  );
}
