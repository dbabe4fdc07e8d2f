const { CF_API, cfWithToken } = require('../lib/cloudflare');

async function scripts(zone, token) {
  const res = await fetch(`${CF_API}/zones/${zone}/page_shield/scripts`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

function oneScript(zone, token, id) {
  return cfWithToken(token, 'GET', `/zones/${zone}/page_shield/scripts/${id}`);
}

module.exports = { scripts, oneScript };
