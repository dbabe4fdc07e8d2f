// The same script shape against another vendor's CDN API: its zones have a privacy_pass setting of
// their own, and nothing here is a Cloudflare API call.
const EDGE_API = 'https://api.edge-cdn.example/v2';
const headers = { Authorization: `Bearer ${process.env.EDGE_TOKEN}` };

async function harden(zoneId) {
  await fetch(`${EDGE_API}/zones/${zoneId}/settings/privacy_pass`, { method: 'PATCH', headers, body: JSON.stringify({ value: 'on' }) });
}

async function main(zoneId) {
  await harden(zoneId);
}

main(process.argv[2]);
