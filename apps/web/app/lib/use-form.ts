import { type ChangeEvent, useMemo, useState } from 'react';

export type FieldErrors = Record<string, string>;
type Values = Record<string, string>;

/** The errors a person should see: only for the fields they have already left once. */
export function shownErrors(errors: FieldErrors, touched: Readonly<Record<string, boolean>>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => touched[name]));
}

/**
 * A small controlled form: values, the rule errors for them, and which fields were touched.
 * `validate` holds the rules (the domain's shared schemas), so the button and the messages agree.
 * A field counts as touched once it was edited and then left: merely passing through an empty
 * field says nothing, and a message appearing there would shift the link a person is clicking.
 */
export function useForm<T extends Values>(initial: T, validate: (values: T) => FieldErrors) {
  const [values, setValues] = useState(initial);
  const [seen, setSeen] = useState<Record<string, 'edited' | 'touched'>>({});
  const errors = useMemo(() => validate(values), [validate, values]);
  const touched = Object.fromEntries(Object.entries(seen).map(([name, state]) => [name, state === 'touched']));
  const visible = shownErrors(errors, touched);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: visible[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setSeen((s) => (s[name] ? s : { ...s, [name]: 'edited' }));
    },
    onBlur: () => setSeen((s) => (s[name] === 'edited' ? { ...s, [name]: 'touched' } : s)),
  });

  const reset = (next: T = initial) => {
    setValues(next);
    setSeen({});
  };

  return { values, errors, isValid: Object.keys(errors).length === 0, field, reset };
}
