import type { ApiResponse, ApiTransport } from '@discus/domain/api-transport';
import { apiPaths } from '@discus/domain/contracts/paths';
import { TtlCache } from './ttl-cache.ts';

// The catalogue reads server rendering makes: public (renders carry no tokens), the same answer for
// everyone, and each already kept 5 seconds by the API or cheap to keep as long.
const PAGE_READS = new Set<string>([
  apiPaths.getProductCategory,
  apiPaths.listProducts,
  apiPaths.searchProducts,
  apiPaths.getProductById,
  apiPaths.listRatings,
]);

class NotKept extends Error {
  constructor(readonly answer: ApiResponse) {
    super('an answer that is not kept');
  }
}

/**
 * The renders' way into the API, keeping the parsed answers of catalogue reads for `ttlMs`: a page
 * that misses the page cache then costs its render, not an in-process HTTP round trip (routing,
 * validating, serialising and parsing the same answer again) for every read (issue 14). Only 200
 * answers are kept; `clear` (every catalogue change) drops them all. Callers must not change an
 * answer: it is shared.
 */
export function keptReads(inject: ApiTransport, ttlMs: number): { transport: ApiTransport; clear: () => void } {
  const reads = new TtlCache<string, ApiResponse>(ttlMs, 2000);
  const transport: ApiTransport = async (path, body) => {
    if (!PAGE_READS.has(path)) return inject(path, body);
    const read = async () => {
      const answer = await inject(path, body);
      if (answer.status !== 200) throw new NotKept(answer);
      return answer;
    };
    try {
      return await reads.get(`${path} ${JSON.stringify(body ?? {})}`, read);
    } catch (error) {
      if (error instanceof NotKept) return error.answer;
      throw error;
    }
  };
  return { transport, clear: () => reads.clear() };
}
