import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// A reset link opens the account to whoever reads it: the log keeps the page, not the token.
const RESET_TOKEN = /(\/reset-password\/)[^/?#]+/gi;

export function redactedUrl(url: string): string {
  return url.replace(RESET_TOKEN, '$1[redacted]');
}

/** What each request line of the log says about the request (Fastify's fields, the URL redacted). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger settings with the request serializer that keeps secrets out of the log. */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
