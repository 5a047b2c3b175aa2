import { messages } from '@discus/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { browserApi } from './browser-api.ts';

function answerWith(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

describe('the browser transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands a readable answer to the caller', async () => {
    answerWith(Response.json({ sessionToken: 'abc' }));
    await expect(browserApi.getSession()).resolves.toEqual({ sessionToken: 'abc' });
  });

  it('turns a success whose body cannot be read into the server error, not an empty answer', async () => {
    // A body cut short (the connection dropped, the page's clock frozen) reads as no JSON at all.
    answerWith(new Response('{"sessionTok', { status: 200, headers: { 'content-type': 'application/json' } }));
    const call = browserApi.getSession();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 0, message: messages.serverError });
  });

  it('keeps the status and message of a refusal', async () => {
    answerWith(Response.json({ message: 'Invalid token' }, { status: 401 }));
    await expect(browserApi.getSession()).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
  });

  it('keeps the status of a refusal whose body cannot be read', async () => {
    answerWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(browserApi.getSession()).rejects.toMatchObject({ status: 502, message: messages.serverError });
  });
});
