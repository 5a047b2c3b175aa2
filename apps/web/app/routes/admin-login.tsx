import { ADMIN_ROLE } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { paths } from '@discus/domain/paths';
import { fieldErrors, loginForm } from '@discus/domain/validation';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../components/form/buttons.ts';
import { passwordInput, TextField } from '../components/form/text-field.tsx';
import { DiscusMark } from '../components/icons.tsx';
import { useSnackbar } from '../components/snackbar.tsx';
import { useAccount } from '../features/account/account-context.tsx';
import { loginFailureMessage } from '../features/account/login-failure.ts';
import { browserApi, browserApiWithToken } from '../lib/browser-api.ts';
import { Link } from '../lib/link.tsx';
import { useShop } from '../lib/shop.ts';
import { useForm } from '../lib/use-form.ts';

export const meta = () => [{ title: 'Admin login' }, { name: 'robots', content: 'noindex' }];

const validate = (values: { email: string; password: string }) =>
  fieldErrors(loginForm, { ...values, keepSignedIn: false });

/** The owner's way in (seed section 2: no header). Customer accounts are refused and not kept. */
export default function AdminLogin() {
  const shop = useShop();
  const { ready, isAdmin, completeLogin } = useAccount();
  const showMessage = useSnackbar();
  const navigate = useNavigate();
  const form = useForm({ email: '', password: '' }, validate);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (ready && isAdmin) navigate(paths.adminDashboard(), { replace: true });
  }, [ready, isAdmin, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await browserApi.login({
        email: form.values.email.trim(),
        password: form.values.password,
        keepSignedIn: false,
      });
      if (answer.user.role !== ADMIN_ROLE) {
        // The token was issued all the same: revoke it so the customer is not left logged in.
        await browserApiWithToken(answer.token)
          .logout()
          .catch((error) => console.error('could not revoke a refused login', error));
        setRefusal(messages.notAnAdmin);
        showMessage(messages.notAnAdmin, 'error');
        return;
      }
      await completeLogin(answer);
      navigate(paths.adminDashboard(), { replace: true });
    } catch (error) {
      showMessage(loginFailureMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-h-dvh items-center justify-center bg-brand-900 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-2xl">
        <div className="flex items-center gap-2 text-brand-800">
          <DiscusMark />
          <span className="font-bold">{shop.name}</span>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Admin login</h1>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          {refusal && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
              {refusal}
            </p>
          )}
          <TextField label="Email" type="email" autoComplete="username" required {...form.field('email')} />
          <TextField label="Password" autoComplete="current-password" {...passwordInput} {...form.field('password')} />
          <button type="submit" disabled={!form.isValid || busy} className={`${primaryButton} w-full`}>
            {busy ? 'Logging in…' : 'Login'}
          </button>
        </form>
        <Link to={paths.home()} className="mt-6 block text-center text-sm text-brand-700 underline underline-offset-2">
          Back to the shop
        </Link>
      </div>
    </div>
  );
}
