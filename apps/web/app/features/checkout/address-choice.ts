import type { Address } from '@discus/domain/contracts/addresses';

/** After the list changes: keep the buyer's choice if it still exists, else the default, else the first. */
export function chosenAfterChange(list: readonly Address[], preferred: number | null): number | null {
  if (preferred !== null && list.some((a) => a.id === preferred)) return preferred;
  return (list.find((a) => a.isDefault) ?? list[0])?.id ?? null;
}

/** One line a buyer recognises their address by. */
export function addressLine(address: Pick<Address, 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pin'>): string {
  return [address.line1, address.line2, address.landmark, address.city, `${address.state} ${address.pin}`]
    .filter(Boolean)
    .join(', ');
}
