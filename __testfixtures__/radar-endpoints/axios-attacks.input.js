const axios = require('axios');

const radar = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.RADAR_TOKEN}` },
});

async function targetedIndustries(layer) {
  const { data } = await radar.get(`/radar/attacks/${layer}/top/industry`, { params: { dateRange: '28d' } });
  return data.result;
}

async function l3Verticals() {
  const { data } = await radar.get('/radar/attacks/layer3/top/vertical?limit=5');
  return data.result;
}

async function topAttacks() {
  const { data } = await radar.get('/radar/attacks/layer7/top/attacks?magnitude=MITIGATED_REQUESTS&limit=10');
  return data.result;
}

async function topZonesAffected() {
  const { data } = await radar.get('/radar/attacks/layer7/top/attacks?limitDirection=DESC&magnitude=AFFECTED_ZONES');
  return data.result;
}

async function attackSources() {
  const { data } = await radar.get('/radar/attacks/layer7/top/ases');
  return data.result;
}

module.exports = { targetedIndustries, l3Verticals, topAttacks, topZonesAffected, attackSources };
