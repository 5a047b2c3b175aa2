import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { useAccount } from '../account/account-context.tsx';

/**
 * PRODUCT.md section 7: checkout needs an account. A guest logs in or registers here, in the
 * dialogs that exist; the cart merges on login and the page goes on where it was.
 */
export function GuestCheckout() {
  const { openLogin, openRegister } = useAccount();
  return (
    <section
      aria-labelledby="guest-checkout"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="guest-checkout" className="text-lg font-semibold text-slate-900">
        Log in or register to place your order
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Orders, invoices and live-arrival claims are kept with your account, so we can reach you about your fish. Your
        cart stays as it is.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => openLogin()} className={primaryButton}>
          Log in
        </button>
        <button type="button" onClick={() => openRegister()} className={secondaryButton}>
          Register
        </button>
      </div>
    </section>
  );
}
