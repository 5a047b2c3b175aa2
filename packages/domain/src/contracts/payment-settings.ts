import { z } from 'zod';
import { plainText } from './text.ts';

// The seed's payment gateway settings (section 3): a list of three entries, each with Name, Account
// and paymentGatewayType 1, 2 or 3. PRODUCT.md section 7 gives the types their meaning (decision
// 035): 1 the online gateway account (Razorpay), 2 the UPI payee, 3 the bank account. The first
// entry is the shop's main account, the second and third a second holder's. Secrets never appear
// here: Razorpay's key secret and webhook secret stay in the environment.

export const PAYMENT_GATEWAY_TYPES = [1, 2, 3] as const;
export type PaymentGatewayType = (typeof PAYMENT_GATEWAY_TYPES)[number];

/** A UPI ID (virtual payment address): `name@bank`. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** IFSC: four letters for the bank, a zero, six letters or digits for the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers are 9 to 18 digits. */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;

/** Hours a direct UPI or bank payment holds the stock while the owner checks the money arrived. */
export const DEFAULT_DIRECT_HOLD_HOURS = 24;

const holderName = plainText('Name', 0, 80);

export const onlineGatewayEntry = z
  .object({
    name: holderName,
    /** The Razorpay account as the owner knows it (merchant name or account id); not a secret. */
    account: plainText('Account', 0, 80),
    paymentGatewayType: z.literal(1),
  })
  .strict();

export const upiPayeeEntry = z
  .object({
    name: holderName,
    account: z
      .string()
      .trim()
      .max(256)
      .refine((v) => v === '' || UPI_ID_PATTERN.test(v), 'UPI ID should look like name@bank'),
    paymentGatewayType: z.literal(2),
  })
  .strict();

export const bankAccountEntry = z
  .object({
    name: holderName,
    account: z
      .string()
      .trim()
      .max(18, 'Account number should be 9 to 18 digits')
      .refine((v) => v === '' || BANK_ACCOUNT_PATTERN.test(v), 'Account number should be 9 to 18 digits'),
    ifsc: z
      .string()
      .trim()
      .max(11, 'IFSC should look like AAAA0XXXXXX')
      .refine((v) => v === '' || IFSC_PATTERN.test(v), 'IFSC should look like AAAA0XXXXXX'),
    paymentGatewayType: z.literal(3),
  })
  .strict();

export const paymentSettingsForm = z
  .object({
    /** Exactly three entries, in the seed's order: type 1, type 2, type 3. */
    gateways: z.tuple([onlineGatewayEntry, upiPayeeEntry, bankAccountEntry]),
    /** Which methods checkout offers. */
    methods: z.object({ online: z.boolean(), upi: z.boolean(), bank: z.boolean() }).strict(),
    directHoldHours: z
      .number()
      .int('Hours must be whole')
      .min(1, 'Stock is held at least 1 hour')
      .max(168, 'Stock is held at most 168 hours'),
  })
  .strict()
  .superRefine((form, ctx) => {
    const [, upi, bank] = form.gateways;
    if (form.methods.upi && (upi.account === '' || upi.name === '')) {
      ctx.addIssue({ code: 'custom', path: ['gateways', 1, 'account'], message: 'UPI needs a payee name and UPI ID' });
    }
    if (form.methods.bank && (bank.account === '' || bank.ifsc === '' || bank.name === '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['gateways', 2, 'account'],
        message: 'Bank transfer needs the account name, number and IFSC',
      });
    }
    if (!form.methods.online && !form.methods.upi && !form.methods.bank) {
      ctx.addIssue({ code: 'custom', path: ['methods'], message: 'Checkout needs at least one way to pay' });
    }
  });
export type PaymentSettingsForm = z.infer<typeof paymentSettingsForm>;

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettingsForm = {
  gateways: [
    { name: '', account: '', paymentGatewayType: 1 },
    { name: '', account: '', paymentGatewayType: 2 },
    { name: '', account: '', ifsc: '', paymentGatewayType: 3 },
  ],
  methods: { online: true, upi: false, bank: false },
  directHoldHours: DEFAULT_DIRECT_HOLD_HOURS,
};

/** What the online method is: Razorpay when its keys are set, else the offline test gateway. */
export const onlineGateway = z
  .object({ provider: z.enum(['razorpay', 'test']), keyId: z.string().nullable() })
  .strict();

/** `version` names the settings the owner saw: a save over another one is refused (staleEdit). */
export const paymentSettingsAnswer = z.object({
  result: paymentSettingsForm,
  version: z.string(),
  online: onlineGateway,
});
export type PaymentSettingsAnswer = z.infer<typeof paymentSettingsAnswer>;
export const getPaymentSettingsBody = z.object({}).strict();
export const savePaymentSettingsBody = z
  .object({ settings: paymentSettingsForm, version: z.string().max(64) })
  .strict();
export const savePaymentSettingsAnswer = paymentSettingsAnswer.extend({ message: z.string() });
