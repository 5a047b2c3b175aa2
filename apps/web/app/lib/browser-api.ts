import type { ApiTransport } from '@discus/domain/api-transport';
import { HTTP_TIMEOUT_MS } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { apiClient } from './api.ts';
import { storage } from './storage.ts';

// seed section 7: a 10 s timeout, and the session and auth tokens from local storage as headers.
const browserTransport: ApiTransport = async (path, body) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sessionToken = storage.get('sessionToken');
  const authToken = storage.get('authToken');
  if (sessionToken) headers['x-session-token'] = sessionToken;
  if (authToken) headers['x-auth-token'] = authToken;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    const answer = await response.json().catch(() => null);
    return { status: response.status, body: answer };
  } catch {
    return { status: 0, body: { message: messages.serverError } };
  }
};

export const browserApi = apiClient(browserTransport);
