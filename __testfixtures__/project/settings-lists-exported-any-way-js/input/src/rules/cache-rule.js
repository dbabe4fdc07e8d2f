const { CACHE_ACTIONS } = require('./actions');

async function addCacheRule(http, zoneId, url) {
  const targets = [{ target: 'url', constraint: { operator: 'matches', value: url } }];
  return http.post(`zones/${zoneId}/pagerules`, { targets, actions: CACHE_ACTIONS, status: 'active' });
}

module.exports = { addCacheRule };
