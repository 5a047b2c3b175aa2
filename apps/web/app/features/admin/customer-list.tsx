import type { AdminCustomersAnswer } from '@discus/domain/contracts/users';
import { messages } from '@discus/domain/messages';
import { useEffect, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { primaryButton } from '../../components/form/buttons.ts';
import { inputClass } from '../../components/form/text-field.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { formatDay } from '../account/dates.ts';
import { useRefusedSession } from '../account/use-refused-session.ts';

const PAGE_SIZE = 20;

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; page: AdminCustomersAnswer };

/** The owner's customers, searchable by name, email or phone, a page at a time (the query lives in the URL). */
export function CustomerList() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim().slice(0, 100) ?? '';
  const pageNo = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const onRefused = useRefusedSession();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the query or page changes
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    browserApi.adminCustomers({ query, pageNo, pageSize: PAGE_SIZE }).then(
      (page) => current && setLoaded({ state: 'loaded', page }),
      (error) => {
        if (!current || onRefused(error)) return;
        setLoaded({ state: 'failed', message: error instanceof ApiError ? error.message : messages.serverError });
      },
    );
    return () => {
      current = false;
    };
  }, [query, pageNo]);

  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <section aria-labelledby="customers" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="customers" className="text-lg font-semibold text-slate-900">
            Customers
          </h2>
          {loaded.state === 'loaded' && (
            <p className="text-sm text-slate-600">
              {loaded.page.totalCount} {loaded.page.totalCount === 1 ? 'customer' : 'customers'}
              {query && ` matching “${query}”`}
            </p>
          )}
        </div>
        <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto">
          <label htmlFor="customer-search" className="sr-only">
            Search customers
          </label>
          <input
            id="customer-search"
            name="q"
            type="search"
            defaultValue={query}
            key={query}
            placeholder="Name, email or phone"
            className={`${inputClass} min-w-0 flex-1 sm:w-64`}
          />
          <button type="submit" className={primaryButton}>
            Search
          </button>
        </Form>
      </div>

      <div className="mt-4">
        {loaded.state === 'loading' && (
          <p role="status" className="py-8 text-center text-slate-600">
            {messages.loading}
          </p>
        )}
        {loaded.state === 'failed' && (
          <p role="alert" className="py-8 text-center text-red-700">
            {loaded.message}
          </p>
        )}
        {loaded.state === 'loaded' && loaded.page.result.length === 0 && (
          <p className="py-8 text-center text-slate-600">
            {query ? 'No customer matches that search.' : 'No customers have registered yet.'}
          </p>
        )}
        {loaded.state === 'loaded' && loaded.page.result.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Customer
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Phone
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loaded.page.result.map((customer) => (
                  <tr key={customer.profileId}>
                    <td className="py-2.5 pr-4">
                      <span className="block font-medium text-slate-900">
                        {customer.firstName} {customer.lastName}
                      </span>
                      <span className="block text-slate-600 [overflow-wrap:anywhere]">{customer.email}</span>
                    </td>
                    <td className="py-2.5 pr-4 whitespace-nowrap text-slate-700">{customer.phone}</td>
                    <td className="py-2.5 whitespace-nowrap text-slate-700">
                      {formatDay(customer.createdAt, 'short')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {loaded.state === 'loaded' && (
        <Pagination
          pageNo={loaded.page.pageNo}
          pageSize={loaded.page.pageSize}
          totalCount={loaded.page.totalCount}
          hrefFor={hrefFor}
        />
      )}
    </section>
  );
}
