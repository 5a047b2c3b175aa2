import { useEffect } from 'react';
import { browserApi } from '../../lib/browser-api.ts';
import { storage } from '../../lib/storage.ts';

/**
 * seed section 4: at start the app requests a session token and stores it; without a stored
 * userId it creates a random guest id.
 */
export function useSessionStart(): void {
  useEffect(() => {
    if (!storage.get('userId')) storage.set('userId', crypto.randomUUID());
    browserApi.getSession().then(
      ({ sessionToken }) => storage.set('sessionToken', sessionToken),
      (error) => console.error('session token unavailable', error),
    );
  }, []);
}
