import { RATING_PHOTOS_MAX, RATING_TEXT_MAX, RATING_TITLE_MAX } from '@discus/domain/constants';
import type { Review } from '@discus/domain/contracts/ratings';
import { messages } from '@discus/domain/messages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { inputClass, TextField } from '../../components/form/text-field.tsx';
import { ProductImage } from '../../components/product/product-image.tsx';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from '../account/account-context.tsx';

type Photo = { filename: string; width: number; height: number };

/** "Your rating": read in the browser with the buyer's token (the page itself is cached for everyone). */
export function RatingForm({ productId, onSaved }: { productId: number; onSaved: () => void }) {
  const { user, ready, openLogin } = useAccount();
  const showMessage = useSnackbar();
  const textId = useId();
  const [mine, setMine] = useState<(Review & { hidden: boolean }) | null | undefined>(undefined);
  const [stars, setStars] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    let current = true;
    browserApi
      .myRating(productId)
      .then((found) => {
        if (!current) return;
        setMine(found);
        if (found) {
          setStars(found.stars);
          setTitle(found.title);
          setText(found.text);
          setPhotos(found.photos);
        }
      })
      .catch(() => current && setMine(null));
    return () => {
      current = false;
    };
  }, [user, productId]);

  if (!ready) return null;
  if (!user) {
    return (
      <div className="self-start rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <p className="text-sm text-slate-700">Bought this from us? Log in to rate it.</p>
        <button type="button" className={`${secondaryButton} mt-3`} onClick={() => openLogin()}>
          Log in to rate
        </button>
      </div>
    );
  }

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    setBusy(true);
    try {
      for (const file of [...files].slice(0, RATING_PHOTOS_MAX - photos.length)) {
        const saved = await browserApi.uploadRatingPhoto(file);
        setPhotos((now) => [...now, saved].slice(0, RATING_PHOTOS_MAX));
      }
    } catch (error) {
      showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || stars === 0) return;
    setBusy(true);
    try {
      const answer = await browserApi.saveRating({
        productId,
        stars,
        title,
        text,
        photos: photos.map((p) => p.filename),
      });
      setMine({ ...answer.result, hidden: mine?.hidden ?? false });
      showMessage(answer.message);
      onSaved();
    } catch (error) {
      showMessage(error instanceof ApiError ? error.message : messages.serverError, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Your rating"
      className="space-y-4 self-start rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h3 className="font-semibold text-slate-900">{mine ? 'Edit your rating' : 'Rate this product'}</h3>
      {mine?.hidden && <p className="text-sm text-slate-600">The shop has hidden your review from other buyers.</p>}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Stars</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="stars"
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="peer sr-only"
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              />
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={`size-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${n <= stars ? 'fill-amber-500' : 'fill-slate-300'}`}
              >
                <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label="Title" value={title} maxLength={RATING_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
      <div>
        <label htmlFor={textId} className="text-sm font-medium text-slate-800">
          Your review
        </label>
        <textarea
          id={textId}
          value={text}
          maxLength={RATING_TEXT_MAX}
          rows={4}
          onChange={(e) => setText(e.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">Photos (up to {RATING_PHOTOS_MAX})</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {photos.map((p) => (
            <div key={p.filename} className="relative">
              <ProductImage
                image={{ ...p, alt: 'Your photo' }}
                area="ratings"
                sizes="64px"
                className="size-16 rounded object-cover"
              />
              <button
                type="button"
                className="absolute -top-2 -right-2 rounded-full bg-white px-1.5 text-xs ring-1 ring-slate-300"
                aria-label="Remove photo"
                onClick={() => setPhotos((now) => now.filter((x) => x.filename !== p.filename))}
              >
                ×
              </button>
            </div>
          ))}
          {photos.length < RATING_PHOTOS_MAX && (
            <label className={`${secondaryButton} cursor-pointer`}>
              Add photo
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                multiple
                className="sr-only"
                onChange={(e) => {
                  void addPhotos(e.target.files);
                  e.target.value = '';
                }}
              />
            </label>
          )}
        </div>
      </div>
      <button type="submit" className={primaryButton} disabled={busy || stars === 0}>
        {mine ? 'Save changes' : 'Submit rating'}
      </button>
    </form>
  );
}
