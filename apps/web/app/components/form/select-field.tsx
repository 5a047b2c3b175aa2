import { type SelectHTMLAttributes, useId } from 'react';
import { FieldError, FieldLabel } from './field-parts.tsx';
import { inputClass } from './text-field.tsx';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string;
};

/** A labelled native select (the phone's own picker on mobile) with its message tied to it. */
export function SelectField({ label, options, placeholder, error, required, className, ...select }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 ${inputClass}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
