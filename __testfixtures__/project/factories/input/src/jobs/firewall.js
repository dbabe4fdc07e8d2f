import { createCfFetch } from '../lib/fetch';

export async function listRules(token, zoneId) {
  const cf = createCfFetch(token);
  const rules = await cf(`/zones/${zoneId}/firewall/rules`);
  return rules.result;
}
