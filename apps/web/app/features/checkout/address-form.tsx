import { type Address, type AddressForm as AddressFields, addressForm } from '@discus/domain/contracts/addresses';
import { STATES_AND_UNION_TERRITORIES } from '@discus/domain/india';
import { fieldErrors } from '@discus/domain/validation';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../components/form/buttons.ts';
import { SelectField } from '../../components/form/select-field.tsx';
import { phoneInput, TextField } from '../../components/form/text-field.tsx';
import { useForm } from '../../lib/use-form.ts';

type Values = Record<Exclude<keyof AddressFields, 'isDefault'>, string>;

const empty: Values = { name: '', phone: '', line1: '', line2: '', landmark: '', city: '', state: '', pin: '' };

function valuesOf(address: Address | null): Values {
  if (!address) return empty;
  const { name, phone, line1, line2, landmark, city, state, pin } = address;
  return { name, phone, line1, line2, landmark, city, state, pin };
}

// The contract's own rules, so the messages here are the ones the server would give.
const validate = (values: Values) => fieldErrors(addressForm, { ...values, isDefault: false });

type Props = {
  address: Address | null;
  /** The first address becomes the default by itself. */
  firstAddress: boolean;
  onSave: (fields: AddressFields) => Promise<boolean>;
  onCancel?: () => void;
};

/** Add or edit a delivery address: the 28 states and 8 union territories, 10-digit phone, 6-digit PIN. */
export function AddressForm({ address, firstAddress, onSave, onCancel }: Props) {
  const form = useForm(valuesOf(address), validate);
  const [isDefault, setDefault] = useState(address?.isDefault ?? firstAddress);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) return;
    setBusy(true);
    // Valid by the same rules, so parsing only gives the values their types (the state's name).
    const saved = await onSave(addressForm.parse({ ...form.values, isDefault }));
    setBusy(false);
    if (saved && !address) form.reset();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={address ? 'Edit address' : 'New address'} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required maxLength={80} {...form.field('name')} />
        <TextField label="Mobile number" {...phoneInput} {...form.field('phone')} />
      </div>
      <TextField
        label="Address line 1"
        hint="House or flat number, building, street"
        autoComplete="address-line1"
        required
        maxLength={120}
        {...form.field('line1')}
      />
      <TextField label="Address line 2" autoComplete="address-line2" maxLength={120} {...form.field('line2')} />
      <TextField
        label="Landmark"
        hint="Optional: helps the courier find you"
        maxLength={80}
        {...form.field('landmark')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" autoComplete="address-level2" required maxLength={60} {...form.field('city')} />
        <SelectField
          label="State"
          placeholder="Choose a state or UT"
          options={STATES_AND_UNION_TERRITORIES}
          autoComplete="address-level1"
          required
          {...form.field('state')}
        />
        <TextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          {...form.field('pin')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(event) => setDefault(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        Use as my default address
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={!form.isValid || busy} className={primaryButton}>
          {busy ? 'Saving…' : address ? 'Save address' : 'Save and use this address'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
