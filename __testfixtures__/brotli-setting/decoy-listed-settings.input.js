// A control panel's own settings service: the same rows and loops, on its own host.
const axios = require('axios');

const panel = axios.create({ baseURL: 'https://panel.example.net/api' });

async function saveAll(zoneId) {
  const rows = [
    { path: `/zones/${zoneId}/settings/brotli`, value: 'on' },
    { path: `/zones/${zoneId}/settings/theme`, value: 'dark' },
  ];
  for (const row of rows) {
    await panel.patch(row.path, { value: row.value });
  }
}

async function mirror(zoneId) {
  const jobs = [{ path: `/zones/${zoneId}/settings/brotli`, method: 'PATCH', body: { value: 'on' } }];
  jobs.push({ path: '/cache/purge', method: 'POST', body: {} });
  for (const job of jobs) {
    await fetch(`https://api.cloudflare.com/client/v4${job.path}`, { method: job.method, body: JSON.stringify(job.body) });
  }
}

module.exports = { saveAll, mirror };
