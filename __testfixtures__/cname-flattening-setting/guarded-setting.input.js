// A helper that sends any zone setting by id, guarded so that only CNAME flattening gets through.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function setSetting(zone, setting, value) {
  if (setting !== 'cname_flattening') throw new Error(`unsupported setting ${setting}`);
  await api.patch(`/zones/${zone}/settings/${setting}`, { value });
}

async function readSetting(zone, setting) {
  if (setting === 'cname_flattening') {
    return (await api.get(`/zones/${zone}/settings/${setting}`)).data.result;
  }
  return undefined;
}

module.exports = { setSetting, readSetting };
