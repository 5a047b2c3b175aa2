import { describe, expect, it } from 'vitest';
import { accountClick, initials } from './account-click.ts';

describe('accountClick', () => {
  it('opens the drawer on mobile, whoever is browsing', () => {
    expect(accountClick(null, true)).toEqual({ kind: 'open-drawer' });
    expect(accountClick({ role: 1 }, true)).toEqual({ kind: 'open-drawer' });
  });
  it('opens login for a guest', () => {
    expect(accountClick(null, false)).toEqual({ kind: 'open-login' });
  });
  it('sends an admin (role 1) to the dashboard', () => {
    expect(accountClick({ role: 1 }, false)).toEqual({ kind: 'go', to: '/admin_dashboard' });
  });
  it('sends a customer to MyProfile with openMyProfile', () => {
    expect(accountClick({ role: 0 }, false)).toEqual({ kind: 'go', to: '/MyProfile', state: { openMyProfile: true } });
  });
});

describe('initials', () => {
  it('takes the first letter of each name, in capitals', () => {
    expect(initials({ firstName: 'asha', lastName: 'Kulkarni' })).toBe('AK');
  });
  it('copes with blank names', () => {
    expect(initials({ firstName: ' ', lastName: '' })).toBe('?');
  });
});
