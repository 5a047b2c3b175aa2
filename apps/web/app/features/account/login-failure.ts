import { messages } from '@discus/domain/messages';
import { ApiError } from '../../lib/api.ts';

/**
 * seed section 8: a refused login reads 'Invalid credentials'. A rate limit, an outage or a lost
 * connection is not a wrong password, so those keep the server's own words.
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.serverError;
  const notAboutTheCredentials = error.status === 0 || error.status === 429 || error.status >= 500;
  return notAboutTheCredentials ? error.message : messages.invalidCredentials;
}
