const CF = 'https://api.cloudflare.com/client/v4';

// Labels for the audit log: never part of a request path.
const LABEL = { minify: 'minify', brotli: 'brotli' };

export async function turnOnTls(token, zone, option) {
  console.log('changing', LABEL[option]);
  await fetch(`${CF}/zones/${zone}/settings/ssl`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'full' }) });
}

// The same kind of table, for another provider's API.
const OTHER = { shrink: 'minify', fast: '0rtt' };

export async function otherProvider(site, option, value) {
  const seg = OTHER[option];
  if (!seg) return;
  await fetch(`https://api.example.net/zones/${site}/settings/${seg}`, { method: 'PATCH', body: JSON.stringify({ value }) });
}

// A table the code extends at run time: what it holds is not known.
const GROWN = { tls: 'ssl', shrink: 'minify' };

export function allow(option, segment) {
  GROWN[option] = segment;
}

export async function grown(token, zone, option, value) {
  const seg = GROWN[option];
  if (!seg) return;
  await fetch(`${CF}/zones/${zone}/settings/${seg}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value }) });
}

// Desired values by setting id: the table holds values, the id comes from elsewhere.
const DESIRED = { ssl: 'strict', minify: 'off' };

export async function apply(token, zone, id) {
  await fetch(`${CF}/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: DESIRED[id] }) });
}
