import nodeFetch from 'node-fetch';

if (!globalThis.fetch) globalThis.fetch = nodeFetch as unknown as typeof fetch;

const API = 'https://api.cloudflare.com/client/v4';

// Only filled in where fetch is missing: still the network.
export async function toCname(zone: string, target: string): Promise<void> {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/abc123`, { method: 'PATCH', body: JSON.stringify({ type: 'CNAME', content: target }) });
}
