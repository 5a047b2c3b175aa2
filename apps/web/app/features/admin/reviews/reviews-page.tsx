import type { AdminReview, AdminReviewsBody } from '@discus/domain/contracts/ratings';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { useCallback, useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { Link } from '../../../lib/link.tsx';
import { Stars } from '../../ratings/stars.tsx';
import { errorText, useAdminCall } from '../catalog/use-admin-call.ts';

type Filters = Required<Pick<AdminReviewsBody, 'state' | 'pageNo'>> & { stars?: number; verified?: boolean };

/** The owner's reviews: filter, hide with a reason (it leaves the average), show again, reply. */
export function ReviewsPage() {
  const [filters, setFilters] = useState<Filters>({ state: 'all', pageNo: 1 });
  const [page, setPage] = useState<{ result: AdminReview[]; totalCount: number } | string | null>(null);
  const load = useCallback(() => {
    browserApi.adminReviews(filters).then(setPage, (error) => setPage(errorText(error)));
  }, [filters]);
  useEffect(load, [load]);

  const replace = (next: AdminReview) =>
    setPage((now) =>
      typeof now === 'object' && now ? { ...now, result: now.result.map((r) => (r.id === next.id ? next : r)) } : now,
    );

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Reviews</h1>
      <div className="flex flex-wrap gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <label className="text-sm">
          Show{' '}
          <select
            value={filters.state}
            onChange={(e) => setFilters({ ...filters, state: e.target.value as Filters['state'], pageNo: 1 })}
            className="rounded-md border border-slate-300 px-2 py-1.5"
          >
            <option value="all">All</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label className="text-sm">
          Stars{' '}
          <select
            value={filters.stars ?? ''}
            onChange={(e) =>
              setFilters({ ...filters, stars: e.target.value ? Number(e.target.value) : undefined, pageNo: 1 })
            }
            className="rounded-md border border-slate-300 px-2 py-1.5"
          >
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Purchase{' '}
          <select
            value={filters.verified === undefined ? '' : String(filters.verified)}
            onChange={(e) =>
              setFilters({
                ...filters,
                verified: e.target.value === '' ? undefined : e.target.value === 'true',
                pageNo: 1,
              })
            }
            className="rounded-md border border-slate-300 px-2 py-1.5"
          >
            <option value="">Any</option>
            <option value="true">Verified</option>
            <option value="false">Not verified</option>
          </select>
        </label>
      </div>
      {page === null && <p role="status">{messages.loading}</p>}
      {typeof page === 'string' && <p role="alert">{page}</p>}
      {typeof page === 'object' && page && (
        <>
          {page.result.length === 0 && <p className="text-slate-600">No reviews match.</p>}
          <ul className="space-y-3">
            {page.result.map((review) => (
              <ReviewRow key={review.id} review={review} onChanged={replace} />
            ))}
          </ul>
          <div className="flex items-center gap-3 text-sm">
            <button
              type="button"
              className={secondaryButton}
              disabled={filters.pageNo <= 1}
              onClick={() => setFilters({ ...filters, pageNo: filters.pageNo - 1 })}
            >
              Previous
            </button>
            <span>
              Page {filters.pageNo} of {Math.max(1, Math.ceil(page.totalCount / 20))}
            </span>
            <button
              type="button"
              className={secondaryButton}
              disabled={filters.pageNo * 20 >= page.totalCount}
              onClick={() => setFilters({ ...filters, pageNo: filters.pageNo + 1 })}
            >
              Next
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function ReviewRow({ review, onChanged }: { review: AdminReview; onChanged: (r: AdminReview) => void }) {
  const call = useAdminCall();
  const showMessage = useSnackbar();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(review.reply ?? '');

  const hide = async (hidden: boolean) => {
    const next = await call(() => browserApi.adminHideReview(review.id, hidden, reason));
    if (next) {
      onChanged(next);
      showMessage(hidden ? messages.reviewHidden : messages.reviewShown);
    }
  };
  const saveReply = async () => {
    const next = await call(() => browserApi.adminReplyReview(review.id, reply));
    if (next) {
      onChanged(next);
      showMessage(messages.reviewReplied);
    }
  };

  return (
    <li data-testid="admin-review" className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <Stars value={review.stars} label={`${review.stars} out of 5 stars`} />
        <span className="font-semibold text-slate-900">{review.title || '(no title)'}</span>
        {review.hidden && (
          <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-800">
            Hidden: {review.hiddenReason}
          </span>
        )}
        {review.verified && <span className="text-xs text-green-800">Verified purchase</span>}
      </div>
      <p className="text-xs text-slate-600">
        {review.author} ({review.authorEmail}) on{' '}
        <Link to={paths.productDetail(review.productId, '')} className="underline">
          {review.productTitle}
        </Link>
      </p>
      {review.text && <p className="whitespace-pre-line text-sm text-slate-800">{review.text}</p>}
      <div className="flex flex-wrap items-end gap-2">
        {review.hidden ? (
          <button type="button" className={secondaryButton} onClick={() => void hide(false)}>
            Show again
          </button>
        ) : (
          <>
            <label className="text-sm">
              Reason for hiding
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                className={inputClass}
              />
            </label>
            <button type="button" className={secondaryButton} onClick={() => void hide(true)}>
              Hide
            </button>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-64 flex-1 text-sm">
          Reply from the shop
          <textarea value={reply} onChange={(e) => setReply(e.target.value)} rows={2} className={inputClass} />
        </label>
        <button type="button" className={primaryButton} onClick={() => void saveReply()}>
          Save reply
        </button>
      </div>
    </li>
  );
}
