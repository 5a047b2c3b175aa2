import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useAccount } from './account-context.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

const titles = { login: 'Login', register: 'Register', 'forgot-password': 'Forgot Password' } as const;

/** seed section 2: the Login, Register and Forgot Password dialogs, one at a time. */
export default function AccountDialogs() {
  const { dialog, closeDialog } = useAccount();
  return (
    <ModalDialog open={dialog !== null} title={dialog ? titles[dialog.kind] : ''} onClose={closeDialog}>
      {dialog?.kind === 'login' && <LoginForm key={dialog.email ?? ''} email={dialog.email} />}
      {dialog?.kind === 'register' && <RegisterForm />}
      {dialog?.kind === 'forgot-password' && <ForgotPasswordForm />}
    </ModalDialog>
  );
}
