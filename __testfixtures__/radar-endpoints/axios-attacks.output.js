const axios = require('axios');

const radar = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.RADAR_TOKEN}` },
});

async function targetedIndustries(layer) {
  const { data } = await radar.get(`/radar/attacks/${layer}/summary/industry`, { params: { dateRange: '28d' } });
  return data.result;
}

async function l3Verticals() {
  const { data } = await radar.get('/radar/attacks/layer3/summary/vertical?limit=5');
  return data.result;
}

async function topAttacks() {
  const { data } = await radar.get('/radar/attacks/layer7/top/attacks?limit=10');
  return data.result;
}

async function topZonesAffected() {
  // cf-codemod(radar-endpoints): Radar attacks magnitude (AFFECTED_ZONES) ended 2025-06-11: drop the parameter
  const { data } = await radar.get('/radar/attacks/layer7/top/attacks?limitDirection=DESC&magnitude=AFFECTED_ZONES');
  return data.result;
}

async function attackSources() {
  const { data } = await radar.get('/radar/attacks/layer7/top/ases');
  return data.result;
}

module.exports = { targetedIndustries, l3Verticals, topAttacks, topZonesAffected, attackSources };
