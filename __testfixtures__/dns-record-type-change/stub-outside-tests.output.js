const API = 'https://api.cloudflare.com/client/v4';

// Not a test file: a dry-run switch swaps fetch for a logger, but a normal run sends the PUT.
if (process.env.DRY_RUN) globalThis.fetch = async (url, init) => { console.log(init.method, url, init.body); return { ok: true }; };

async function toAaaa(ip) {
	// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
	await fetch(`${API}/zones/${process.env.ZONE}/dns_records/0f1e2d3c4b5a69788796a5b4c3d2e1f0`, { method: 'PUT', body: JSON.stringify({ type: 'AAAA', name: 'home', content: ip }) });
}

module.exports = { toAaaa };
