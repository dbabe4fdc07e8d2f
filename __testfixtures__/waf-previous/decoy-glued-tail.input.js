// The same glued tail on another host: a mirror of the API, not Cloudflare's.
export const mirrored = (env, tail) =>
	fetch(`https://api.example.com/client/v4/zones/${env.ZONE}/firewall/waf/packages${tail}`);

// A tail glued to a segment whose endpoints are not deprecated here.
export const records = (env, qs) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/dns_records${qs}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });

// A hole glued to the start of a segment: a name, not the packages segment.
export const named = (env, name) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf/${name}packages`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });

// A tail glued above the packages: it may reach them or not.
export const waf = (env, tail) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf${tail}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
