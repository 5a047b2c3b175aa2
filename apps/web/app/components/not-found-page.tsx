import { paths } from '@discus/domain/paths';
import { Link } from '../lib/link.tsx';
import { CategoryChips } from './category-chips.tsx';

/** A 404 that helps: where to go next instead of a dead end. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-coral-600 uppercase">Page not found</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">This page swam away</h1>
      <p className="mt-4 text-slate-700">
        The link may be old, or the product is no longer listed. Try the search above, or browse a category:
      </p>
      <CategoryChips className="mt-6" />
      <Link
        to={paths.home()}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Back to the home page
      </Link>
    </div>
  );
}
