import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { primaryButton } from '../components/form/buttons.ts';
import { ApiError } from '../lib/api.ts';
import { browserApi } from '../lib/browser-api.ts';
import { Link } from '../lib/link.tsx';

// The links of the back-in-stock emails (issue 13). The token must not travel on as a referrer;
// the call is made in the browser, so the cached page carries nothing personal.
export const meta = () => [
  { title: 'Back-in-stock alert' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function BackInStock() {
  const [params] = useSearchParams();
  const confirmToken = params.get('confirm');
  const unsubscribeToken = params.get('unsubscribe');
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    const token = confirmToken ?? unsubscribeToken;
    if (!token) {
      setText(messages.stockAlertLinkInvalid);
      return;
    }
    const call = confirmToken ? browserApi.confirmStockAlert(token) : browserApi.unsubscribeStockAlert(token);
    call
      .then((answer) => setText(answer.message))
      .catch((error) => setText(error instanceof ApiError ? error.message : messages.serverError));
  }, [confirmToken, unsubscribeToken]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Back-in-stock alert</h1>
      <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <p role="status" className="text-slate-800">
          {text ?? messages.loading}
        </p>
        <Link to={paths.productList()} className={`${primaryButton} mt-5`}>
          Browse the shop
        </Link>
      </div>
    </div>
  );
}
