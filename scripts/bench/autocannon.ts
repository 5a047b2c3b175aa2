import { createRequire } from 'node:module';

// autocannon (CommonJS, no types of its own) as the benchmarks use it.

export type AcRequest = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AcRequest) => AcRequest;
};
export type AcOptions = {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AcRequest[];
};
export type AcResult = {
  requests: { mean: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
};
export type AcInstance = PromiseLike<AcResult> & {
  stop: () => void;
  on(event: 'response', listener: (client: unknown, statusCode: number) => void): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
};

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AcOptions) => AcInstance;
