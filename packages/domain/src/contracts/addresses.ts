import { z } from 'zod';
import { STATES_AND_UNION_TERRITORIES } from '../india.ts';
import { phoneField } from '../validation.ts';
import { entityId } from './common.ts';
import { plainText } from './text.ts';

// POST /api/users/addresses/list, /save, /delete (x-auth-token): a buyer's saved delivery
// addresses (issue 9). Only the owner's token reaches them.

export const MAX_SAVED_ADDRESSES = 20;

export const PIN_PATTERN = /^[1-9]\d{5}$/;

export const deliveryState = z.enum(STATES_AND_UNION_TERRITORIES, {
  message: 'Please choose a state or union territory',
});

/** The form's fields; the web shows `fieldErrors(addressForm, values)` under the inputs. */
export const addressForm = z.object({
  name: plainText('Name', 2, 80),
  phone: phoneField,
  line1: plainText('Address line 1', 1, 120),
  line2: plainText('Address line 2', 0, 120).default(''),
  landmark: plainText('Landmark', 0, 80).default(''),
  city: plainText('City', 2, 60),
  state: deliveryState,
  pin: z.string().trim().regex(PIN_PATTERN, 'PIN code should be 6 digits'),
  isDefault: z.boolean().default(false),
});
export type AddressForm = z.input<typeof addressForm>;

/** An address as it is saved, and as an order keeps its copy (without id and isDefault). */
export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: deliveryState,
  pin: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

export const deliveryAddress = address.omit({ id: true, isDefault: true });
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

// POST /api/users/addresses/list {} → { result: Address[] }, the default first.
export const listAddressesBody = z.object({}).strict();
export const listAddressesAnswer = z.object({ result: z.array(address) });

// POST /api/users/addresses/save { id?, ...fields } → { result: Address }: without id a new
// address (at most MAX_SAVED_ADDRESSES), with id a change to one of the buyer's own. Saving one
// as default makes the others not default.
export const saveAddressBody = addressForm.extend({ id: entityId.optional() }).strict();
export type SaveAddressBody = z.input<typeof saveAddressBody>;
export const saveAddressAnswer = z.object({ result: address });

// POST /api/users/addresses/delete { id } → { result: { id } }. Orders keep their own copy.
export const deleteAddressBody = z.object({ id: entityId }).strict();
export const deleteAddressAnswer = z.object({ result: z.object({ id: z.number().int() }) });
