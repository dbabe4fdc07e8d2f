const Cloudflare = require('cloudflare');
const axios = require('axios');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
});

// The edited setting is handed back to the caller.
async function disablePrivacyPass(zoneId) {
  // cf-codemod(privacy-pass-setting): the privacy_pass setting was removed (2024-03-31): delete this call (kept: its result is read through setting)
  const setting = await cf.zones.settings.edit('privacy_pass', { zone_id: zoneId, value: 'off' });
  return setting.value;
}

// Challenge settings, each sent with the reason logged at its position.
// cf-codemod(privacy-pass-setting): the privacy_pass setting was removed (2024-03-31): delete this call (kept: this array is read by index together with REASONS; remove the entry from both)
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
// cf-codemod(privacy-pass-setting): the privacy_pass setting was removed (2024-03-31): delete this call (kept: this array is used for more than sending the settings)
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
// cf-codemod(privacy-pass-setting): the privacy_pass setting can no longer be read (removed 2024-03-31): drop the code that depends on it (kept: this array is read by index together with KEYS; remove the entry from both)
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
// cf-codemod(privacy-pass-setting): the privacy_pass setting can no longer be read (removed 2024-03-31): drop the code that depends on it (kept: this array is used for more than sending the settings)
const PROBES = [{ id: 'privacy_pass' }, { id: 'browser_check' }];

async function probe(zoneId) {
  for (const p of PROBES) {
    await api.get(`/zones/${zoneId}/settings/${p.id}`);
  }
}

// The bulk response is returned to the caller.
function bulkOff(zoneId) {
  // cf-codemod(privacy-pass-setting): the privacy_pass setting was removed (2024-03-31): delete this call (kept: it is the last setting of the bulk call, which cannot go: its result is returned)
  return api.patch(`/zones/${zoneId}/settings`, { items: [{ id: 'privacy_pass', value: 'off' }] });
}

module.exports = { disablePrivacyPass, tuneChallenges, harden, snapshot, probe, PROBES, bulkOff };
