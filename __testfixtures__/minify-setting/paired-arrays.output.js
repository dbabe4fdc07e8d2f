const BASE = 'https://api.cloudflare.com/client/v4';

async function tune(zone, token) {
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: this array is read by index together with values; remove the entry from both)
  const urls = [
    `${BASE}/zones/${zone}/settings/minify`,
    `${BASE}/zones/${zone}/settings/ssl`,
  ];
  const values = [{ css: 'on', html: 'on', js: 'on' }, 'full'];
  for (let i = 0; i < urls.length; i++) {
    await fetch(urls[i], {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: values[i] }),
    });
  }
}

async function enableAll(zone, token) {
  const endpoints = [
    `${BASE}/zones/${zone}/settings/always_online`,
  ];
  for (const url of endpoints) {
    await fetch(url, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
}

module.exports = { tune, enableAll };
