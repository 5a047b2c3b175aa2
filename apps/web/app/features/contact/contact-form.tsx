import { contactForm } from '@discus/domain/contracts/contact';
import { fieldErrors } from '@discus/domain/validation';
import { type FormEvent, useId, useState } from 'react';
import { primaryButton } from '../../components/form/buttons.ts';
import { inputClass, TextField } from '../../components/form/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { type FieldErrors, useForm } from '../../lib/use-form.ts';

const empty = { name: '', email: '', phone: '', message: '' };
const validate = (values: typeof empty): FieldErrors => fieldErrors(contactForm, values);

/**
 * A message to the shop from the contact page; the shop answers by email (or calls back). `message`
 * starts the message (a search that found nothing: "Do you have …?").
 */
export function ContactFormSection({ message: started = '' }: { message?: string }) {
  const form = useForm({ ...empty, message: started }, validate);
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' | 'failed'; note?: string }>({
    status: 'idle',
  });
  const messageId = useId();
  const message = form.field('message');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const answer = await browserApi.sendContactMessage(form.values);
      setState({ status: 'sent', note: answer.message });
      form.reset(empty);
    } catch (error) {
      setState({ status: 'failed', note: error instanceof ApiError ? error.message : undefined });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Send us a message">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" required {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      </div>
      <TextField
        label="Phone (optional)"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits, if you would like a call back"
        {...form.field('phone')}
      />
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
          Message{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <textarea
          id={messageId}
          rows={5}
          required
          aria-invalid={message.error ? true : undefined}
          aria-describedby={message.error ? `${messageId}-error` : undefined}
          className={`mt-1 ${inputClass}`}
          name={message.name}
          value={message.value}
          onChange={message.onChange}
          onBlur={message.onBlur}
        />
        {message.error && (
          <p id={`${messageId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {message.error}
          </p>
        )}
      </div>
      <button type="submit" disabled={!form.isValid || state.status === 'sending'} className={primaryButton}>
        {state.status === 'sending' ? 'Sending…' : 'Send message'}
      </button>
      <div aria-live="polite">
        {state.status === 'sent' && <p className="text-sm font-medium text-emerald-800">{state.note}</p>}
        {state.status === 'failed' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {state.note ?? 'We could not send your message just now. Please call or WhatsApp us instead.'}
          </p>
        )}
      </div>
    </form>
  );
}
