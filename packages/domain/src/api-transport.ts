/**
 * How the web app reaches the API: in the browser over fetch, during server rendering straight
 * into the server (no network). Either way the same paths, bodies and answers (seed section 7).
 */
export type ApiResponse = { status: number; body: unknown };
export type ApiTransport = (path: string, body: unknown) => Promise<ApiResponse>;
