import nodeFetch from 'node-fetch';

if (!globalThis.fetch) globalThis.fetch = nodeFetch as unknown as typeof fetch;

const API = 'https://api.cloudflare.com/client/v4';

// Only filled in where fetch is missing: still the network.
export async function toCname(zone: string, target: string): Promise<void> {
  await fetch(`${API}/zones/${zone}/dns_records/abc123`, { method: 'PATCH', body: JSON.stringify({ type: 'CNAME', content: target }) });
}
