import type { User } from '@discus/domain/contracts/users';
import { useEffect, useRef } from 'react';
import { browserApi } from '../../lib/browser-api.ts';
import { storage } from '../../lib/storage.ts';
import { isSessionRefused, lastKnownUser, newGuestId, planSessionStart } from './session-start.ts';

type Handlers = { onUser: (user: User) => void; onRefused: () => void; onReady: () => void };

/**
 * seed section 4: at start the app requests a session token and stores it. A stored userId with
 * an auth token loads that user (shown at once as last read, decision 049); without a stored
 * userId a random guest id is created.
 */
export function useSessionStart(handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    browserApi.getSession().then(
      ({ sessionToken }) => storage.set('sessionToken', sessionToken),
      (error) => console.error('session token unavailable', error),
    );

    const userId = storage.get('userId');
    const plan = planSessionStart({ userId, authToken: storage.get('authToken') });
    if (plan !== 'restore-user' || !userId) {
      if (plan === 'new-guest') {
        storage.remove('authToken');
        storage.set('userId', newGuestId());
      }
      latest.current.onReady();
      return;
    }
    const known = lastKnownUser(storage.get('user'), userId);
    if (known) latest.current.onUser(known);
    browserApi
      .getUserById(userId)
      .then(
        (user) => latest.current.onUser(user),
        (error) => {
          if (isSessionRefused(error)) latest.current.onRefused();
          else console.error('could not load the logged-in user', error);
        },
      )
      .finally(() => latest.current.onReady());
  }, []);
}
