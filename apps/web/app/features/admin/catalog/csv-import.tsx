import type { CsvImportAnswer } from '@discus/domain/contracts/admin-catalog';
import { apiPaths } from '@discus/domain/contracts/paths';
import { messages } from '@discus/domain/messages';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi, downloadFile } from '../../../lib/browser-api.ts';
import { errorText } from './use-admin-call.ts';

const show = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** Export the catalogue as CSV; import an edited one: a preview first, then all or nothing. */
export function CsvTools({ onApplied }: { onApplied: () => void }) {
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<CsvImportAnswer | string | null>(null);
  const [busy, setBusy] = useState(false);
  const showMessage = useSnackbar();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setCsv({ name: file.name, text });
    setPreview(null);
    setBusy(true);
    try {
      setPreview(await browserApi.adminImportCsv(text, false));
    } catch (error) {
      setPreview(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!csv) return;
    setBusy(true);
    try {
      await browserApi.adminImportCsv(csv.text, true);
      showMessage(messages.csvApplied);
      setCsv(null);
      onApplied();
    } catch (error) {
      setPreview(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = () =>
    downloadFile(apiPaths.adminExportCsv, {}, `catalogue-${new Date().toISOString().slice(0, 10)}.csv`).catch((error) =>
      showMessage(errorText(error), 'error'),
    );

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={secondaryButton} onClick={exportCsv}>
        Export CSV
      </button>
      <label className={`${secondaryButton} cursor-pointer`}>
        Import CSV
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <ModalDialog open={csv !== null} title={`Import ${csv?.name ?? ''}`} onClose={() => setCsv(null)}>
        {busy && preview === null && <p role="status">{messages.loading}</p>}
        {typeof preview === 'string' && (
          <p role="alert" className="text-red-700">
            {preview}
          </p>
        )}
        {preview !== null && typeof preview !== 'string' && (
          <div className="space-y-3 text-sm">
            {preview.errors.length > 0 ? (
              <div role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
                <p className="font-semibold">{messages.csvNothingApplied}</p>
                <ul className="mt-1 list-disc pl-5">
                  {preview.errors.map((e) => (
                    <li key={e.line}>
                      Line {e.line}: {e.message}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p>
                {preview.rows.length === 0
                  ? 'The file changes nothing.'
                  : `${preview.rows.length} ${preview.rows.length === 1 ? 'line changes' : 'lines change'}:`}
              </p>
            )}
            <ul className="max-h-72 space-y-1 overflow-y-auto">
              {preview.rows.map((row) => (
                <li key={row.line} className="rounded bg-slate-50 px-2 py-1">
                  <span className="font-medium">
                    Line {row.line}: {row.title}
                  </span>
                  <br />
                  {row.changes.map((c) => `${c.field} ${show(c.from)} → ${show(c.to)}`).join(', ')}
                </li>
              ))}
            </ul>
            <div className="flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={() => setCsv(null)}>
                Cancel
              </button>
              <button
                type="button"
                className={primaryButton}
                disabled={busy || preview.errors.length > 0 || preview.rows.length === 0}
                onClick={apply}
              >
                Apply all
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}
