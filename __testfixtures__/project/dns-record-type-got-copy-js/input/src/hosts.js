const ROOT = 'https://api.cloudflare.com/client/v4';

const call = async (verb, route, payload) => {
  const res = await fetch(`${ROOT}/${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const parsed = await res.json();
  return parsed.result;
};

const watched = new Set();

// The host as the API answered it, with the app's own flag beside it.
export const loadHost = async (zone, host) => {
  const row = await call('GET', `zones/${zone}/dns_records/${host}`);
  return { ...row, watched: watched.has(host) };
};

// Same copy, but the type is rewritten to the app's spelling on the way out.
export const loadHostUpper = async (zone, host) => {
  const row = await call('GET', `zones/${zone}/dns_records/${host}`);
  return { ...row, type: row.type.toUpperCase() };
};

// The copy spreads a second object after the answer, which may carry its own type.
export const loadHostMerged = async (zone, host, extra) => {
  const row = await call('GET', `zones/${zone}/dns_records/${host}`);
  return { ...row, ...extra };
};

export const saveHost = async (zone, host, data) => call('PUT', `zones/${zone}/dns_records/${host}`, { ...data });
