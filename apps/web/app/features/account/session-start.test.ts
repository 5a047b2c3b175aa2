import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { isSessionRefused, lastKnownUser, newGuestId, planSessionStart } from './session-start.ts';

describe('planSessionStart', () => {
  it('loads the user when a userId and an auth token are stored', () => {
    expect(planSessionStart({ userId: 'u1', authToken: 't1' })).toBe('restore-user');
  });
  it('keeps a stored guest id without an auth token', () => {
    expect(planSessionStart({ userId: 'g1', authToken: null })).toBe('keep-guest');
  });
  it('creates a guest id when no userId is stored, even with a stray token', () => {
    expect(planSessionStart({ userId: null, authToken: null })).toBe('new-guest');
    expect(planSessionStart({ userId: null, authToken: 't1' })).toBe('new-guest');
  });
});

describe('isSessionRefused', () => {
  it('treats 401 and 403 as an ended login', () => {
    expect(isSessionRefused(new ApiError(401, 'x'))).toBe(true);
    expect(isSessionRefused(new ApiError(403, 'x'))).toBe(true);
  });
  it('does not end the login when the network or the server fails', () => {
    expect(isSessionRefused(new ApiError(0, 'x'))).toBe(false);
    expect(isSessionRefused(new ApiError(500, 'x'))).toBe(false);
    expect(isSessionRefused(new Error('x'))).toBe(false);
  });
});

describe('newGuestId', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it('is a random UUID v4', () => {
    expect(newGuestId()).toMatch(uuidV4);
    expect(newGuestId()).not.toBe(newGuestId());
  });
  it('still makes a UUID v4 where randomUUID is missing (plain http)', () => {
    const random = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    expect(newGuestId(random)).toMatch(uuidV4);
  });
});

describe('lastKnownUser', () => {
  const meera = {
    profileId: 'p1',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.com',
    phone: '9876501234',
    dateOfBirth: null,
    role: 0,
    userImage: { filename: 'a.webp' },
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  it('gives the user kept for the stored userId', () => {
    expect(lastKnownUser(JSON.stringify(meera), 'p1')).toEqual(meera);
    expect(lastKnownUser(JSON.stringify({ ...meera, userImage: null }), 'p1')?.userImage).toBeNull();
  });
  it('gives nothing for another user, nothing kept, or what is not a user', () => {
    expect(lastKnownUser(JSON.stringify(meera), 'p2')).toBeNull();
    expect(lastKnownUser(null, 'p1')).toBeNull();
    expect(lastKnownUser('{not json', 'p1')).toBeNull();
    expect(lastKnownUser('null', 'p1')).toBeNull();
    expect(lastKnownUser(JSON.stringify({ ...meera, firstName: 7 }), 'p1')).toBeNull();
    expect(lastKnownUser(JSON.stringify({ ...meera, role: '1' }), 'p1')).toBeNull();
    expect(lastKnownUser(JSON.stringify({ ...meera, userImage: 'a.webp' }), 'p1')).toBeNull();
  });
});
