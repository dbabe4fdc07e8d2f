const axios = require('axios');

const zt = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY },
});

async function deviceDetail(accountId, deviceId) {
  // cf-codemod(zero-trust-devices): Zero Trust devices endpoint ended 2025-11-11: use GET /accounts/:account_id/devices/physical-devices/:device_id or GET /accounts/:account_id/devices/registrations/:registration_id
  const { data } = await zt.get(`/accounts/${accountId}/devices/${deviceId}`);
  return data.result;
}

async function overrideCode(accountId, deviceId) {
  // cf-codemod(zero-trust-devices): Zero Trust devices endpoint ended 2025-11-11: use GET /accounts/:account_id/devices/registrations/:registration_id/override_codes
  const { data } = await zt.get(`/accounts/${accountId}/devices/${deviceId}/override_codes`);
  return data.result.disable_for_time;
}

async function restore(accountId, ids) {
  // cf-codemod(zero-trust-devices): Zero Trust devices endpoint ended 2025-11-11: use POST /accounts/:account_id/devices/registrations/unrevoke (registration ids)
  await zt.post(`/accounts/${accountId}/devices/unrevoke`, ids);
}

async function postureRules(accountId) {
  const { data } = await zt.get(`/accounts/${accountId}/devices/posture`);
  return data.result;
}

module.exports = { deviceDetail, overrideCode, restore, postureRules };
