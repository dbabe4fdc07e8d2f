// Guards that do not pin the setting down: one that does not leave the function, one written after
// the request, one about another variable, and a setting reassigned after its guard.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function logged(zone, setting, value) {
  if (setting !== 'cname_flattening') console.warn(`sending ${setting}`);
  await api.patch(`/zones/${zone}/settings/${setting}`, { value });
}

async function checkedAfter(zone, setting, value) {
  await api.patch(`/zones/${zone}/settings/${setting}`, { value });
  if (setting !== 'cname_flattening') throw new Error('too late');
}

async function otherName(zone, setting, kind, value) {
  if (kind !== 'cname_flattening') return;
  await api.patch(`/zones/${zone}/settings/${setting}`, { value });
}

async function reassigned(zone, setting, value) {
  if (setting !== 'cname_flattening') return;
  setting = value.next;
  await api.patch(`/zones/${zone}/settings/${setting}`, { value });
}

module.exports = { logged, checkedAfter, otherName, reassigned };
