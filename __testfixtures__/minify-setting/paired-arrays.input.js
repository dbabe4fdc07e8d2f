const BASE = 'https://api.cloudflare.com/client/v4';

async function tune(zone, token) {
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
    `${BASE}/zones/${zone}/settings/minify`,
    `${BASE}/zones/${zone}/settings/always_online`,
  ];
  for (const url of endpoints) {
    await fetch(url, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
}

// Also shown on the settings page.
const SPEED = [
  { id: 'minify', value: { css: 'on', html: 'on', js: 'on' } },
  { id: 'rocket_loader', value: 'on' },
];

async function speed(zone, token) {
  for (const s of SPEED) {
    await fetch(`${BASE}/zones/${zone}/settings/${s.id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: s.value }) });
  }
}

module.exports = { tune, enableAll, speed, SPEED };
