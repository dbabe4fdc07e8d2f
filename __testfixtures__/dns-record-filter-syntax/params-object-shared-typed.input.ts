import got from 'got';

const API = 'https://api.cloudflare.com/client/v4';

interface RecordQuery {
  name?: string;
  content?: string;
  per_page?: number;
}

// Exported: another module may send it anywhere, or read its keys.
export const wwwQuery: RecordQuery = { name: 'starts_with:www.' };

export async function wwwRecords(zoneId: string): Promise<unknown> {
  return got(`${API}/zones/${zoneId}/dns_records`, { searchParams: wwwQuery }).json();
}

// Options built once, sent to Cloudflare and to a staging copy of the same list.
const stagingOptions = { searchParams: { content: 'contains:10.0.' as string }, timeout: { request: 4000 } };

export async function privateHosts(zoneId: string): Promise<unknown> {
  await got('https://staging.internal/dns_records', stagingOptions);
  return got(`${API}/zones/${zoneId}/dns_records`, stagingOptions).json();
}

// The filter's key written again later, by its old name.
const cdnQuery: RecordQuery = { name: 'contains:cdn' };

export async function cdnRecords(zoneId: string, exact?: string): Promise<unknown> {
  const found = await got(`${API}/zones/${zoneId}/dns_records`, { searchParams: cdnQuery as Record<string, string> }).json();
  if (exact) cdnQuery.name = exact;
  return found;
}

// Sent to Cloudflare alone, its page size read (not a filter): renamed.
const edgeQuery = { name: 'ends_with:.edge.example.com', per_page: 20 };

export async function edgeRecords(zoneId: string): Promise<unknown> {
  const pages = edgeQuery.per_page;
  return got(`${API}/zones/${zoneId}/dns_records`, { searchParams: edgeQuery, timeout: { request: pages * 100 } }).json();
}
