import axios from 'axios';

const cloudflare = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const audit = axios.create({ baseURL: 'https://audit.example.com' });

// One params object handed to Cloudflare and to the audit service: left as it is, reported.
export async function auditedLookup(zoneId: string): Promise<unknown[]> {
  const params = new URLSearchParams();
  params.set('content', 'ends_with:.internal');
  await audit.post('/lookups', { query: params.toString() });
  // cf-codemod(dns-record-filter-syntax): content=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to content.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const { data } = await cloudflare.get(`/zones/${zoneId}/dns_records`, { params });
  return data.result;
}

// Exported where it is declared: importers may read or send it too.
export const SHARED_FILTER = new URLSearchParams({ name: 'contains:edge' });
export async function edgeRecords(zoneId: string): Promise<unknown[]> {
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const { data } = await cloudflare.get(`/zones/${zoneId}/dns_records`, { params: SHARED_FILTER });
  return data.result;
}

// Made from an object literal named once and used only by the copy: rewritten.
export async function ownLookup(zoneId: string): Promise<unknown[]> {
  const init = { 'name.startswith': 'mail' };
  const params = new URLSearchParams(init);
  const { data } = await cloudflare.get(`/zones/${zoneId}/dns_records`, { params });
  return data.result;
}

// Made from an object literal that is also sent as JSON elsewhere: reported.
export async function reusedInit(zoneId: string): Promise<unknown[]> {
  const init = { name: 'ends_with:.shop' };
  await audit.post('/lookups', init);
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const { data } = await cloudflare.get(`/zones/${zoneId}/dns_records`, { params: new URLSearchParams(init) });
  return data.result;
}
