import { imageUrl } from '@discus/domain/images';
import { formatRupees } from '@discus/domain/money';
import { paths } from '@discus/domain/paths';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons.tsx';
import { Link } from '../../lib/link.tsx';
import { shownPrice } from '../../lib/product-price.ts';
import { AskUsLink } from './ask-us-link.tsx';
import { searchNote } from './search-notes.ts';
import { useDebouncedSearch } from './use-debounced-search.ts';

/** The search whose results the page shows (`?q=` of the product list), or none. */
function useSearchShown(): string {
  const { pathname, search } = useLocation();
  return pathname === paths.productList() ? (new URLSearchParams(search).get('q')?.trim() ?? '') : '';
}

/**
 * Search as you type in the header; Enter opens the full result list. On a page of results the box
 * holds that search, to change it; the results as you type are asked for only while it is open.
 */
export function SearchBox({ className }: { className: string }) {
  const shown = useSearchShown();
  const [query, setQuery] = useState(shown);
  // Another page shown: the box says its search (or nothing), as the page it replaces did.
  const [followed, setFollowed] = useState(shown);
  if (followed !== shown) {
    setFollowed(shown);
    setQuery(shown);
  }
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { status, page } = useDebouncedSearch(open ? query : '');
  const sizeOptions = page?.sizeOptions && new Set(page.sizeOptions);
  const note = page && searchNote(page);
  const listId = useId();
  const showResults = open && query.trim() !== '' && status !== 'idle';

  const close = () => setOpen(false);
  const input = useRef<HTMLInputElement>(null);
  // Typed before the page's JavaScript ran (a slow phone): search for it now that it can.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === '') return;
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  }, []);

  return (
    <search
      className={className}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      {/* The list's own address: a search typed before the page's script has started still opens the results. */}
      <form
        action={paths.productList()}
        onSubmit={(event) => {
          event.preventDefault();
          if (!query.trim()) return;
          close();
          navigate(paths.search(query.trim()));
        }}
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          Search discus, food and equipment
        </label>
        <input
          id={`${listId}-input`}
          ref={input}
          type="search"
          name="q"
          value={query}
          autoComplete="off"
          placeholder="Search discus, food, equipment…"
          aria-controls={listId}
          aria-expanded={showResults}
          role="combobox"
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          className="search-input"
        />
        <button type="submit" className="search-button">
          <SearchIcon />
          <span className="sr-only">Search</span>
        </button>
      </form>
      {showResults && (
        <div
          id={listId}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          {status === 'waiting' && <p className="px-4 py-3 text-sm text-slate-600">Searching…</p>}
          {status === 'failed' && <p className="px-4 py-3 text-sm text-red-700">Search is not available right now.</p>}
          {status === 'done' && page && page.result.length === 0 && (
            <p className="px-4 py-3 text-sm text-slate-600">
              No products match “{query.trim()}”. <AskUsLink search={query.trim()} />
            </p>
          )}
          {status === 'done' && page && page.result.length > 0 && (
            <>
              {note && <p className="px-4 pt-3 pb-1 text-sm text-slate-600">{note}</p>}
              <ul aria-label="Search results" data-testid="search-results">
                {page.result.map((product) => {
                  const image = product.variant_images[0];
                  const { price, size, variant, soldOut } = shownPrice(product.options, sizeOptions);
                  return (
                    <li key={product.id}>
                      <Link
                        to={paths.productDetail(product.id, product.slug, variant)}
                        onClick={close}
                        className="flex items-center gap-3 px-3 py-2 hover:bg-brand-50"
                      >
                        {image ? (
                          <img
                            src={imageUrl('products', image.filename, 240)}
                            alt=""
                            width={40}
                            height={40}
                            className="size-10 rounded object-cover"
                          />
                        ) : (
                          <span className="size-10 rounded bg-slate-100" />
                        )}
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-medium">{product.title}</span>
                          <span className="block text-xs text-slate-600">{product.category.categoryName}</span>
                        </span>
                        {soldOut ? (
                          <span className="text-sm text-slate-600">
                            {size && `${size} `}
                            Sold out
                          </span>
                        ) : (
                          price !== null && (
                            <span className="text-sm font-semibold text-brand-800">
                              {size && <span className="font-normal text-slate-600">{size} </span>}
                              {formatRupees(price)}
                            </span>
                          )
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <Link
                to={paths.search(query.trim())}
                onClick={close}
                className="block border-t border-slate-200 px-4 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {page.totalCount === 1 ? 'See 1 result' : `See all ${page.totalCount} results`}
              </Link>
            </>
          )}
        </div>
      )}
    </search>
  );
}
