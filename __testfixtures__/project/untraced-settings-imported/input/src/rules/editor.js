import { ruleActions } from './actions.js';

export async function addRule(http, zoneId, url, chosen) {
  const actions = ruleActions.filter((a) => chosen.includes(a.id));
  return http.post(`zones/${zoneId}/pagerules`, { targets: [{ target: 'url', constraint: { operator: 'matches', value: url } }], actions, status: 'active' });
}
