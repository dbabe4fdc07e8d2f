// A router's admin API with the same routes; the URL is chosen in branches.
const ROUTER = 'http://192.168.1.1/api';

async function listSecurity(zoneId, kind) {
  let url;
  if (kind === 'rules') url = `${ROUTER}/zones/${zoneId}/firewall/rules`;
  else url = `/zones/${zoneId}/filters`;
  const res = await fetch(url);
  return res.json();
}

module.exports = { listSecurity };
