// The shop's two button looks, shared by forms and dialogs.
export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white ' +
  'hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600';

export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm ' +
  'font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

export const linkButton =
  'rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
