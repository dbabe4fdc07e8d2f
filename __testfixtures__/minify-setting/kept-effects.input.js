// Set-up script: each minify request below also does something else, so none of them can simply go.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

async function zoneIdFor(domain) {
  const res = await fetch(`${API}/zones?name=${domain}`, { headers });
  return (await res.json()).result[0].id;
}

// The zone is looked up inside the URL: deleting the request would delete the lookup.
async function setUp(domain) {
  await fetch(`${API}/zones/${await zoneIdFor(domain)}/settings/minify`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ value: { css: 'on', html: 'on', js: 'on' } }),
  });
}

// The spinner is stopped whatever the request does.
function tune(zoneId, spinner) {
  fetch(`${API}/zones/${zoneId}/settings/minify`, { method: 'PATCH', headers, body: JSON.stringify({ value: { js: 'on' } }) }).finally(() => spinner.stop());
}

// Only the request: it goes.
async function plain(zoneId) {
  await fetch(`${API}/zones/${zoneId}/settings/minify`, { method: 'PATCH', headers, body: JSON.stringify({ value: { css: 'off' } }) });
  console.log('done');
}

module.exports = { setUp, tune, plain };
