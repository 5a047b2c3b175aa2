import type { Address, AddressForm as AddressFields } from '@discus/domain/contracts/addresses';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { linkButton, secondaryButton } from '../../components/form/buttons.ts';
import { addressLine } from './address-choice.ts';
import { AddressForm } from './address-form.tsx';

type Props = {
  addresses: Address[];
  chosen: Address | null;
  onChoose: (id: number) => void;
  onSave: (fields: AddressFields, id?: number) => Promise<boolean>;
  onRemove: (id: number) => Promise<void>;
};

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** The saved addresses to choose from, each editable, and a form for a new one. */
export function AddressPicker({ addresses, chosen, onChoose, onSave, onRemove }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const formShown = editing !== null || addresses.length === 0;

  const makeDefault = ({ id, isDefault: _, ...fields }: Address) => void onSave({ ...fields, isDefault: true }, id);

  return (
    <div className="space-y-3">
      {addresses.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="sr-only">Deliver to</legend>
          {addresses.map((address) => (
            <div
              key={address.id}
              data-testid="saved-address"
              className={`rounded-lg border p-3 ${chosen?.id === address.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
            >
              <label className="flex cursor-pointer gap-3">
                <input
                  type="radio"
                  name="address"
                  checked={chosen?.id === address.id}
                  onChange={() => onChoose(address.id)}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 text-sm">
                  <span className="font-semibold text-slate-900">{address.name}</span>
                  {address.isDefault && (
                    <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                      Default
                    </span>
                  )}
                  <span className="block break-words text-slate-700">{addressLine(address)}</span>
                  <span className="block text-slate-600">Phone {address.phone}</span>
                </span>
              </label>
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 pl-7">
                <button type="button" className={linkButton} onClick={() => setEditing({ kind: 'edit', address })}>
                  Edit
                </button>
                {!address.isDefault && (
                  <button type="button" className={linkButton} onClick={() => makeDefault(address)}>
                    Make default
                  </button>
                )}
                <button type="button" className={linkButton} onClick={() => setRemoving(address)}>
                  Delete
                </button>
              </div>
            </div>
          ))}
        </fieldset>
      )}

      {formShown ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <h3 className="mb-3 text-base font-semibold text-slate-900">
            {editing?.kind === 'edit' ? 'Edit address' : 'Add a new address'}
          </h3>
          <AddressForm
            key={editing?.kind === 'edit' ? editing.address.id : 'new'}
            address={editing?.kind === 'edit' ? editing.address : null}
            firstAddress={addresses.length === 0}
            onSave={async (fields) => {
              const saved = await onSave(fields, editing?.kind === 'edit' ? editing.address.id : undefined);
              if (saved) setEditing(null);
              return saved;
            }}
            onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
          />
        </div>
      ) : (
        <button type="button" className={secondaryButton} onClick={() => setEditing({ kind: 'new' })}>
          Add a new address
        </button>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Delete this address?"
        confirmLabel="Delete address"
        onConfirm={() => {
          if (removing) void onRemove(removing.id);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      >
        {removing && <p>{addressLine(removing)}</p>}
      </ConfirmDialog>
    </div>
  );
}
