// A CDN of another vendor, set up the same way: a zone looked up inside the URL, a spinner stopped in
// .finally(), a helper that writes a setting and purges. None of it is a Cloudflare call.
const EDGE = 'https://api.edge-cdn.example/v2';
const headers = { Authorization: `Bearer ${process.env.EDGE_TOKEN}` };

async function zoneIdFor(domain) {
  return (await (await fetch(`${EDGE}/zones?name=${domain}`, { headers })).json()).id;
}

async function writeSetting(zoneId, setting, value) {
  await fetch(`${EDGE}/zones/${zoneId}/settings/${setting}`, { method: 'PATCH', headers, body: JSON.stringify({ value }) });
  await fetch(`${EDGE}/zones/${zoneId}/purge`, { method: 'POST', headers });
}

async function setUp(domain, spinner) {
  await fetch(`${EDGE}/zones/${await zoneIdFor(domain)}/settings/minify`, { method: 'PATCH', headers, body: JSON.stringify({ value: 'on' }) });
  fetch(`${EDGE}/zones/${domain}/settings/minify`, { method: 'PATCH', headers }).finally(() => spinner.stop());
  await writeSetting(domain, 'minify', 'on');
}

module.exports = { setUp };
