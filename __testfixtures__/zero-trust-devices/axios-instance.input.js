const axios = require('axios');

const zt = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY },
});

async function deviceDetail(accountId, deviceId) {
  const { data } = await zt.get(`/accounts/${accountId}/devices/${deviceId}`);
  return data.result;
}

async function overrideCode(accountId, deviceId) {
  const { data } = await zt.get(`/accounts/${accountId}/devices/${deviceId}/override_codes`);
  return data.result.disable_for_time;
}

async function restore(accountId, ids) {
  await zt.post(`/accounts/${accountId}/devices/unrevoke`, ids);
}

async function postureRules(accountId) {
  const { data } = await zt.get(`/accounts/${accountId}/devices/posture`);
  return data.result;
}

module.exports = { deviceDetail, overrideCode, restore, postureRules };
