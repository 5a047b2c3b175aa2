import { messages } from '@discus/domain/messages';
import { type FormEvent, useState } from 'react';
import { secondaryButton } from '../../components/form/buttons.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from '../account/account-context.tsx';

/** "Tell me when it is back" under a sold-out option: one email when the owner restocks it. */
export function BackInStockForm({ variantId }: { variantId: number }) {
  const { user } = useAccount();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);

  // The email as the field holds it (not kept in state): what was typed before the page's JavaScript
  // ran counts too (lib/early-clicks.ts sends a form sent that early again).
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    try {
      const { message } = await browserApi.subscribeStockAlert(variantId, user ? undefined : email);
      setAnswer({ text: message, failed: false });
    } catch (error) {
      setAnswer({ text: error instanceof ApiError ? error.message : messages.serverError, failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Back-in-stock alert"
      className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
      key={variantId}
    >
      <p className="text-sm text-slate-700">This option is sold out. We can email you once when it is back.</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        {!user && (
          <TextField
            label="Your email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            name="email"
            className="flex-1"
          />
        )}
        <button type="submit" className={secondaryButton} disabled={busy}>
          Tell me when it is back
        </button>
      </div>
      {answer && (
        <p
          role={answer.failed ? 'alert' : 'status'}
          className={`mt-3 text-sm ${answer.failed ? 'text-red-700' : 'text-brand-800'}`}
        >
          {answer.text}
        </p>
      )}
    </form>
  );
}
