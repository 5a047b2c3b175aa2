import type { ShopWord } from '@discus/domain/contracts/admin-catalog';
import { type FormEvent, useEffect, useState } from 'react';
import { primaryButton } from '../../components/form/buttons.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useAdminCall } from './catalog/use-admin-call.ts';

/** One word of the form, as the search reads words (no capital first letter on a phone). */
function WordField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-1">
      <span>{label}</span>
      <input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        maxLength={30}
        autoCapitalize="none"
        className="rounded-md border border-slate-300 px-2 py-1.5"
      />
    </label>
  );
}

/**
 * Words the owner teaches the search (decision 050): "When buyers write chara, find what food
 * finds". Beside the searches not found, where the owner sees the words buyers use.
 */
export function ShopWordsCard({ className }: { className: string }) {
  const call = useAdminCall();
  const [words, setWords] = useState<ShopWord[] | null>(null);
  const [word, setWord] = useState('');
  const [shopWord, setShopWord] = useState('');
  const [saving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once
  useEffect(() => {
    void call(() => browserApi.adminShopWords()).then((list) => list && setWords(list));
  }, []);

  async function teach(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const list = await call(() => browserApi.adminSaveShopWord({ word, shopWord }));
    setSaving(false);
    if (!list) return;
    setWords(list);
    setWord('');
    setShopWord('');
  }

  async function forget(taught: string) {
    const list = await call(() => browserApi.adminDeleteShopWord(taught));
    if (list) setWords(list);
  }

  return (
    <section aria-labelledby="shop-words" className={className}>
      <h2 id="shop-words" className="mb-1 font-semibold text-slate-900">
        Words buyers use
      </h2>
      <p className="mb-2 text-xs text-slate-600">
        Teach the search a word of your buyers': it then finds what your word finds.
      </p>
      <form onSubmit={teach} className="flex flex-wrap items-end gap-2 text-sm">
        <WordField label="When buyers write" value={word} onChange={setWord} />
        <WordField label="find what this finds" value={shopWord} onChange={setShopWord} />
        <button type="submit" disabled={saving} className={primaryButton}>
          Teach
        </button>
      </form>
      {words && words.length > 0 && (
        <ul aria-label="Words taught" className="mt-3 divide-y divide-slate-100 text-sm">
          {words.map((taught) => (
            <li key={taught.word} className="flex items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 truncate">
                {taught.word} → {taught.shopWord}
              </span>
              <button
                type="button"
                onClick={() => void forget(taught.word)}
                className="shrink-0 text-brand-700 underline"
                aria-label={`Forget ${taught.word}`}
              >
                Forget
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
