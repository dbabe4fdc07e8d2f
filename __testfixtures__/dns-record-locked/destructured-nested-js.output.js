// Prints which records of a zone are locked: elements taken apart with a default, inside an index pair, beside a nested field.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function lockReport(zone) {
  const { data } = await api.get(`/zones/${zone}/dns_records`);
  data.result.forEach(({ name, locked = false } = {}) => console.log(name, 'is locked:', String(locked)));
  for (const [i, { id, locked = false }] of data.result.entries()) console.log(i, id, String(locked));
  for (const [n, record] of data.result.entries()) console.log(n, record.locked ?? false);
  return data.result.map(({ meta: { source }, locked = false }) => `${source}:${locked}`);
}

// Given a record only when called without one: not certainly a record, left alone.
function describe({ locked } = {}) {
  return String(locked);
}

module.exports = { lockReport, describe };
