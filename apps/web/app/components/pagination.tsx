import { Link } from '../lib/link.tsx';

type Props = { pageNo: number; pageSize: number; totalCount: number; hrefFor: (page: number) => string };

/** Previous / next and nearby page numbers, as plain links (work without JavaScript, crawlable); app.css marks the current one. */
export function Pagination({ pageNo, pageSize, totalCount, hrefFor }: Props) {
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(pageNo - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav aria-label="Pages" className="pages">
      {pageNo > 1 && (
        <Link to={hrefFor(pageNo - 1)} className="page-link" rel="prev">
          Previous
        </Link>
      )}
      {pages.map((page) => (
        <Link key={page} to={hrefFor(page)} aria-current={page === pageNo ? 'page' : undefined} className="page-link">
          {page}
        </Link>
      ))}
      {pageNo < pageCount && (
        <Link to={hrefFor(pageNo + 1)} className="page-link" rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
