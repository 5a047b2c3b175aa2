// Where the shop is reached, for links that leave the request: emails, sitemap, robots.txt.
// Never taken from Host or X-Forwarded-Host, which any client can forge (issue 8, hole 2).

/** Whether HOST keeps the store to this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Said at start when others can reach the store but its links point at this machine. */
export function missingPublicUrlWarning(config: {
  publicUrl: string | undefined;
  host: string;
  linkOrigin: string;
}): string | undefined {
  if (config.publicUrl || isLoopback(config.host)) return undefined;
  return `PUBLIC_URL is not set: emailed links and the sitemap use ${config.linkOrigin}. Set PUBLIC_URL to the shop's address (e.g. https://shop.example.in) before buyers use the store.`;
}
