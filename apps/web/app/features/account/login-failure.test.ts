import { messages } from '@discus/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { loginFailureMessage } from './login-failure.ts';

describe('loginFailureMessage', () => {
  it("reads 'Invalid credentials' for a refused login", () => {
    expect(loginFailureMessage(new ApiError(401, 'Wrong email or password'))).toBe('Invalid credentials');
    expect(loginFailureMessage(new ApiError(400, 'bad'))).toBe('Invalid credentials');
  });
  it("keeps the server's message for a rate limit or an outage", () => {
    expect(loginFailureMessage(new ApiError(429, messages.tooManyRequests))).toBe(messages.tooManyRequests);
    expect(loginFailureMessage(new ApiError(0, messages.serverError))).toBe(messages.serverError);
    expect(loginFailureMessage(new ApiError(503, 'down'))).toBe('down');
  });
});
