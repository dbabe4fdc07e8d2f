// A helper that sends any zone setting by id, guarded so that only CNAME flattening gets through.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function setSetting(zone, setting, value) {
  if (setting !== 'cname_flattening') throw new Error(`unsupported setting ${setting}`);
  // cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: send PATCH /zones/:zone_id/dns_settings with { flatten_all_cnames } instead (its value is not a literal on, off or apex)
  await api.patch(`/zones/${zone}/settings/${setting}`, { value });
}

async function readSetting(zone, setting) {
  if (setting === 'cname_flattening') {
    // cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: read /zones/:zone_id/dns_settings instead
    return (await api.get(`/zones/${zone}/settings/${setting}`)).data.result;
  }
  return undefined;
}

module.exports = { setSetting, readSetting };
