// Hardening script: every setting it applies is a row of a table, sent by one loop.
const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function harden(zoneId) {
  const rows = [
    { path: `/zones/${zoneId}/settings/brotli`, value: 'on' },
    { path: `/zones/${zoneId}/settings/always_use_https`, value: 'on' },
  ];
  for (const row of rows) {
    await cf.patch(row.path, { value: row.value });
  }
}

async function applyAll(zoneId) {
  const jobs = [
    { path: `/zones/${zoneId}/settings/brotli`, method: 'PATCH', body: { value: 'on' } },
    { path: `/zones/${zoneId}/settings/min_tls_version`, method: 'PATCH', body: { value: '1.2' } },
  ];
  await Promise.all(
    jobs.map(({ path, method, body }) =>
      fetch(`https://api.cloudflare.com/client/v4${path}`, { method, body: JSON.stringify(body) }),
    ),
  );
}

module.exports = { harden, applyAll };
