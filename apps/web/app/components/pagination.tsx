import { Link } from 'react-router';

type Props = { pageNo: number; pageSize: number; totalCount: number; hrefFor: (page: number) => string };

/** Previous / next and nearby page numbers, as plain links (work without JavaScript, crawlable). */
export function Pagination({ pageNo, pageSize, totalCount, hrefFor }: Props) {
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(pageNo - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  const item = 'rounded-md px-3 py-2 text-sm font-medium ring-1 ring-slate-300';
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {pageNo > 1 && (
        <Link to={hrefFor(pageNo - 1)} className={`${item} bg-white hover:bg-brand-50`} rel="prev">
          Previous
        </Link>
      )}
      {pages.map((page) => (
        <Link
          key={page}
          to={hrefFor(page)}
          aria-current={page === pageNo ? 'page' : undefined}
          className={`${item} ${page === pageNo ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white hover:bg-brand-50'}`}
        >
          {page}
        </Link>
      ))}
      {pageNo < pageCount && (
        <Link to={hrefFor(pageNo + 1)} className={`${item} bg-white hover:bg-brand-50`} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
