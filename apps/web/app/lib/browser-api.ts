import type { ApiTransport } from '@discus/domain/api-transport';
import { HTTP_TIMEOUT_MS } from '@discus/domain/constants';
import { messages } from '@discus/domain/messages';
import { ApiError, apiClient } from './api.ts';
import { storage } from './storage.ts';

type Tokens = { sessionToken: string | null; authToken: string | null };

function tokenHeaders({ sessionToken, authToken }: Tokens, contentType: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (sessionToken) headers['x-session-token'] = sessionToken;
  if (authToken) headers['x-auth-token'] = authToken;
  return headers;
}

// seed section 7: a 10 s timeout, and the session and auth tokens from local storage as headers.
function fetchTransport(tokens: () => Tokens): ApiTransport {
  return async (path, body) => {
    const isFile = body instanceof Blob;
    const headers = tokenHeaders(tokens(), isFile ? body.type : 'application/json');
    try {
      const response = await fetch(path, {
        method: 'POST',
        headers,
        body: isFile ? body : JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      const answer: unknown = await response.json().catch(() => null);
      // A success whose body could not be read (cut short, not JSON) is no answer: the caller
      // gets the server error, as when the request never arrived. Every endpoint answers JSON.
      if (response.ok && answer === null) return { status: 0, body: { message: messages.serverError } };
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

/**
 * A call that answers with a file (an invoice PDF): fetched with the stored tokens and saved
 * under `fileName`. A refusal still arrives as `{ message }` JSON and is thrown as an ApiError.
 */
export async function downloadFile(path: string, body: unknown, fileName: string): Promise<void> {
  const headers = tokenHeaders(storedTokens(), 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, messages.serverError);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof answer?.message === 'string' ? answer.message : messages.serverError);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
