const Cloudflare = require('cloudflare');
const axios = require('axios');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
});

// The edited setting is handed back to the caller.
async function disablePrivacyPass(zoneId) {
  const setting = await cf.zones.settings.edit('privacy_pass', { zone_id: zoneId, value: 'off' });
  return setting.value;
}

// Challenge settings, each sent with the reason logged at its position.
const CHALLENGE = [
  { id: 'privacy_pass', value: 'on' },
  { id: 'challenge_ttl', value: 1800 },
];
const REASONS = ['let token holders through', 'fewer repeated challenges'];

async function tuneChallenges(zoneId) {
  CHALLENGE.forEach((s, i) => {
    console.log(`setting ${s.id}: ${REASONS[i]}`);
    api.patch(`/zones/${zoneId}/settings/${s.id}`, { value: s.value });
  });
}

// Also written to the audit log as a whole.
const HARDENING = [
  { id: 'privacy_pass', value: 'off' },
  { id: 'security_level', value: 'high' },
];

async function harden(zoneId) {
  for (const s of HARDENING) {
    await api.patch(`/zones/${zoneId}/settings/${s.id}`, { value: s.value });
  }
  console.log('applied', JSON.stringify(HARDENING));
}

// Reads, each filed under the key at its position.
const READS = [{ id: 'privacy_pass' }, { id: 'security_level' }];
const KEYS = ['privacyPass', 'securityLevel'];

async function snapshot(zoneId) {
  const out = {};
  for (let i = 0; i < READS.length; i++) {
    const { data } = await api.get(`/zones/${zoneId}/settings/${READS[i].id}`);
    out[KEYS[i]] = data.result.value;
  }
  return out;
}

// Also exported for the dashboard.
const PROBES = [{ id: 'privacy_pass' }, { id: 'browser_check' }];

async function probe(zoneId) {
  for (const p of PROBES) {
    await api.get(`/zones/${zoneId}/settings/${p.id}`);
  }
}

// The bulk response is returned to the caller.
function bulkOff(zoneId) {
  return api.patch(`/zones/${zoneId}/settings`, { items: [{ id: 'privacy_pass', value: 'off' }] });
}

module.exports = { disablePrivacyPass, tuneChallenges, harden, snapshot, probe, PROBES, bulkOff };
