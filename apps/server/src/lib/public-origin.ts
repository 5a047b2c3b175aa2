import type { FastifyRequest } from 'fastify';

/** Where the shop is reached: PUBLIC_URL when set, otherwise the address the request came to. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
