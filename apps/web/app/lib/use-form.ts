import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';

export type FieldErrors = Record<string, string>;
type Values = Record<string, string>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

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
  const elements = useRef(new Map<string, FieldElement>());

  // What a person typed (or a password manager filled) before the page's JavaScript ran is in the
  // fields but not in the form's state: take it, or the button stays disabled beside filled fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first appears
  useEffect(() => {
    const typed = [...elements.current].filter(([name, element]) => element.value !== (initial[name] ?? ''));
    if (typed.length === 0) return;
    setValues((v) => ({ ...v, ...Object.fromEntries(typed.map(([name, element]) => [name, element.value])) }));
    setSeen((s) => ({ ...s, ...Object.fromEntries(typed.map(([name]) => [name, 'edited' as const])) }));
  }, []);
  const touched = Object.fromEntries(Object.entries(seen).map(([name, state]) => [name, state === 'touched']));
  const visible = shownErrors(errors, touched);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    ref: (element: FieldElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
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
