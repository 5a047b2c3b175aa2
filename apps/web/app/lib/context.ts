import type { ApiTransport } from '@discus/domain/api-transport';
import type { ShopDetails } from '@discus/domain/shop';

// What the server hands every loader: a way into the API and the shop's settings.
declare module 'react-router' {
  interface AppLoadContext {
    transport: ApiTransport;
    shop: ShopDetails;
    /** PUBLIC_URL when set: the address in canonical links, Open Graph tags and JSON-LD. */
    publicUrl: string | undefined;
    /** This response's Content-Security-Policy nonce, for React Router's and React's inline scripts. */
    cspNonce: string;
    /**
     * Set by entry.server.tsx: the rendered document beside the body-less Response it belongs to, so
     * the server takes the bytes as they are instead of through a web stream (issue 14).
     */
    document?: { response: Response; html: Buffer };
  }
}
