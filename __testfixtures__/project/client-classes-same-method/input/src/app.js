const { EdgeRules, Quotas } = require('./clients');

const cf = new EdgeRules();
const quotas = new Quotas();

async function audit(zone) {
  const rules = await cf.request(`/zones/${zone}/rate_limits`);
  const used = await quotas.request(`/zones/${zone}/rate_limits`);
  return { rules, used };
}

module.exports = { audit };
