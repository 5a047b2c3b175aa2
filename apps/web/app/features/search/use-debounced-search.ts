import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_NO, SEARCH_PAGE_SIZE } from '@discus/domain/constants';
import type { ProductPage } from '@discus/domain/contracts/catalog';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/browser-api.ts';

type SearchState = { status: 'idle' | 'waiting' | 'done' | 'failed'; page: ProductPage | null };

/** spec section 9: search after a 1000 ms pause in typing, page 1, 10 results. */
export function useDebouncedSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle', page: null });
  const latest = useRef(0);

  useEffect(() => {
    const trimmed = query.trim();
    const request = ++latest.current;
    if (!trimmed) {
      setState({ status: 'idle', page: null });
      return;
    }
    setState((s) => ({ ...s, status: 'waiting' }));
    const timer = setTimeout(async () => {
      try {
        const page = await browserApi.searchProducts({
          query: trimmed,
          pageNo: SEARCH_PAGE_NO,
          pageSize: SEARCH_PAGE_SIZE,
        });
        if (request === latest.current) setState({ status: 'done', page });
      } catch (error) {
        console.error('search failed', error);
        if (request === latest.current) setState({ status: 'failed', page: null });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return state;
}
