// The same helper for a mirror on another host: its packages are not Cloudflare's.
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';

async function mirror(path, init) {
	return fetch(`https://api.example.com/client/v4/zones/${ZONE}${path}`, init);
}

async function cf(path, init) {
	return fetch(`https://api.cloudflare.com/client/v4/zones/${ZONE}${path}`, { headers: { Authorization: `Bearer ${globalThis.CF_TOKEN}` }, ...init });
}

export const mirrored = (tail) => mirror(`/firewall/waf/packages${tail}`);

// Segments that only start with the deprecated words: other resources.
export const wafer = (tail) => cf(`/firewall/wafer${tail}`);
export const packaged = (tail) => cf(`/firewall/waf/packagesets${tail}`);

// A tail glued above the packages: it may reach them or not.
export const waf = (tail) => cf(`/firewall/waf${tail}`);
