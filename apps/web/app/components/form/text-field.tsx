import { PASSWORD_MAX, PHONE_LENGTH } from '@discus/domain/constants';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError, FieldLabel } from './field-parts.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** Every password input: masked, the spec's 64-character bound, required. */
export const passwordInput = { type: 'password', maxLength: PASSWORD_MAX, required: true } as const;

/** A buyer's mobile number: the spec's 10 digits, numeric keypad on phones, required. */
export const phoneInput = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: PHONE_LENGTH,
  hint: '10 digits, without +91',
  required: true,
} as const;

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-400 focus:border-brand-600 aria-invalid:border-red-600';

/** A labelled input whose message is tied to it and announced when it appears. */
export function TextField({ label, error, hint, required, className, ...input }: Props) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${inputClass}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
