interface Env { ZONE: string; TOKEN: string }

// The same glued tail on another host: a mirror of the API, not Cloudflare's.
export const mirrored = (env: Env, tail: string) =>
	fetch(`https://api.example.com/client/v4/zones/${env.ZONE}/firewall/waf/packages${tail}`);

// A tail glued to a segment whose endpoints are not deprecated here.
export const records = (env: Env, qs: string) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/dns_records${qs}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });

// A hole glued to the start of a segment: a name, not the packages segment.
export const named = (env: Env, name: string) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf/${name}packages`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });

// A tail glued above the packages: it may reach them or not.
export const waf = (env: Env, tail: string) =>
	fetch(`https://api.cloudflare.com/client/v4/zones/${env.ZONE}/firewall/waf${tail}`, { headers: { Authorization: `Bearer ${env.TOKEN}` } });
