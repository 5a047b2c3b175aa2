import type { ApiTransport } from '@discus/domain/api-transport';
import { HTTP_TIMEOUT_MS } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { apiClient } from './api.ts';
import { storage } from './storage.ts';

type Tokens = { sessionToken: string | null; authToken: string | null };

// seed section 7: a 10 s timeout, and the session and auth tokens from local storage as headers.
function fetchTransport(tokens: () => Tokens): ApiTransport {
  return async (path, body) => {
    const { sessionToken, authToken } = tokens();
    const isFile = body instanceof Blob;
    const headers: Record<string, string> = { 'content-type': isFile ? body.type : 'application/json' };
    if (sessionToken) headers['x-session-token'] = sessionToken;
    if (authToken) headers['x-auth-token'] = authToken;
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers,
        body: isFile ? body : JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      const answer = await response.json().catch(() => null);
      return { status: response.status, body: answer };
    } catch {
      return { status: 0, body: { message: messages.serverError } };
    }
  };
}

const storedTokens = (): Tokens => ({ sessionToken: storage.get('sessionToken'), authToken: storage.get('authToken') });

export const browserApi = apiClient(fetchTransport(storedTokens));

/** The API with a token that is not (and will not be) stored, e.g. to revoke a refused login. */
export function browserApiWithToken(authToken: string) {
  return apiClient(fetchTransport(() => ({ sessionToken: storage.get('sessionToken'), authToken })));
}
