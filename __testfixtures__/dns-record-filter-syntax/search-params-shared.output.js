const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// The same query goes to a mirror of our own as well: renaming its filter would change that request too.
export async function mirrored(zoneId) {
  const query = new URLSearchParams({ name: 'starts_with:www.' });
  const mine = await fetch(`https://mirror.internal/records?${query}`);
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
  const theirs = await fetch(`${API}/zones/${zoneId}/dns_records?${query}`, { headers: auth });
  return [await mine.json(), await theirs.json()];
}

// Copied from params that are logged on their own: the source's literal is not the copy's alone.
export async function copiedFrom(zoneId) {
  const seed = new URLSearchParams({ content: 'contains:10.0.' });
  const query = new URLSearchParams(seed);
  console.info(`looking up ${seed}`);
  // cf-codemod(dns-record-filter-syntax): content=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to content.contains=x (startswith, endswith) where they are only sent to Cloudflare
  return fetch(`${API}/zones/${zoneId}/dns_records?${query}`, { headers: auth });
}

// Read back by a key elsewhere: after a rename, .get('name') would find nothing.
const DEFAULTS = new URLSearchParams({ name: 'ends_with:.corp' });
export const label = () => DEFAULTS.get('name');
export function listCorp(zoneId) {
  // cf-codemod(dns-record-filter-syntax): name=contains: (starts_with:, ends_with:) is the old filter syntax, but these query parameters are also used elsewhere than this request (another request, a read, an export): rewrite them to name.contains=x (startswith, endswith) where they are only sent to Cloudflare
  return fetch(`${API}/zones/${zoneId}/dns_records?${DEFAULTS}`, { headers: auth });
}

// Copied from a name whose only use is the copy: still rewritten.
export async function copiedOnly(zoneId) {
  const seed = new URLSearchParams({ 'name.contains': 'api' });
  const query = new URLSearchParams(seed);
  return fetch(`${API}/zones/${zoneId}/dns_records?${query}`, { headers: auth });
}
