import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The spec's clients post some calls with no body at all (getAnonOrders); an empty JSON body is
// read as an empty object instead of a parse error. Everything else goes through Fastify's own
// parser, which also refuses __proto__ and constructor poisoning. Calls take JSON only: other
// content types are refused with 415.
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, done);
  });
});
