/** Seed 4.1: where assistant messages are posted, relative to the service's base URL. */
export function assistantMessagePath(domain: string): string {
  return `/discovery/v1/assistant/${encodeURIComponent(domain)}/message`;
}

/** The full URL of the assistant endpoint; `baseUrl` may be empty (same origin) or end in `/`. */
export function assistantMessageUrl(baseUrl: string, domain: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${assistantMessagePath(domain)}`;
}
