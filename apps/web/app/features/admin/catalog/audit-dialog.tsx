import type { AuditEntry } from '@discus/domain/contracts/admin-catalog';
import { messages } from '@discus/domain/messages';
import { useEffect, useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { formatShopTime } from '../../orders/order-dates.ts';
import { errorText } from './use-admin-call.ts';

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A product's history: who changed what and when, old → new. */
export function AuditDialog({
  product,
  onClose,
}: {
  product: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const [entries, setEntries] = useState<AuditEntry[] | string | null>(null);
  useEffect(() => {
    if (!product) return;
    setEntries(null);
    browserApi.adminProductAudit(product.id).then(
      (answer) => setEntries(answer.result),
      (error) => setEntries(errorText(error)),
    );
  }, [product]);
  return (
    <ModalDialog open={product !== null} title={`History: ${product?.title ?? ''}`} onClose={onClose}>
      {entries === null && <p role="status">{messages.loading}</p>}
      {typeof entries === 'string' && <p role="alert">{entries}</p>}
      {Array.isArray(entries) && entries.length === 0 && <p className="text-slate-600">No changes recorded yet.</p>}
      {Array.isArray(entries) && entries.length > 0 && (
        <ol className="space-y-3 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md bg-slate-50 p-3">
              <p className="font-semibold text-slate-900">{entry.action}</p>
              <p className="text-xs text-slate-600">
                {formatShopTime(entry.at)} · {entry.actor}
              </p>
              <ul className="mt-1 space-y-0.5">
                {entry.changes.map((change) => (
                  <li key={change.field} className="[overflow-wrap:anywhere]">
                    <span className="font-medium">{change.field}</span>: {show(change.from)} → {show(change.to)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
