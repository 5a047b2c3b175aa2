import { describe, expect, it } from 'vitest';
import { shownErrors } from './use-form.ts';

describe('shownErrors', () => {
  const errors = { email: 'Invalid Email Address', phone: 'Phone number should be 10 digits.' };

  it('shows nothing before a field is touched', () => {
    expect(shownErrors(errors, {})).toEqual({});
  });

  it('shows the message of each touched field only', () => {
    expect(shownErrors(errors, { email: true })).toEqual({ email: 'Invalid Email Address' });
  });

  it('shows nothing for a touched field that is now right', () => {
    expect(shownErrors({}, { email: true })).toEqual({});
  });
});
