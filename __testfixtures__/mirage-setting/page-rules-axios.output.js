const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function createImageRule(zoneId) {
  const { data } = await cf.post(`/zones/${zoneId}/pagerules`, {
    targets: [{ target: 'url', constraint: { operator: 'matches', value: 'shop.example.com/img/*' } }],
    actions: [
      { id: 'cache_level', value: 'cache_everything' },
      { id: 'polish', value: 'lossy' },
    ],
    status: 'active',
  });
  return data.result.id;
}

async function onlyMirage(zoneId, ruleId) {
  await cf.put(`/zones/${zoneId}/pagerules/${ruleId}`, {
    targets: [{ target: 'url', constraint: { operator: 'matches', value: 'm.example.com/*' } }],
    // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): mirage is this Page Rule's only action; delete the rule, or give it the actions it still needs
    actions: [{ id: 'mirage', value: 'on' }],
  });
}

async function mobileConfig(zoneId, rulesetId) {
  await cf.post(`/zones/${zoneId}/rulesets/${rulesetId}/rules`, {
    expression: 'http.host eq "m.example.com"',
    action: 'set_config',
    action_parameters: { rocket_loader: true },
  });
  await cf.put(`/zones/${zoneId}/rulesets/phases/http_config_settings/entrypoint`, {
    // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): mirage is this set_config rule's only parameter; delete the rule
    rules: [
      { expression: 'true', action: 'set_config', action_parameters: { mirage: true } },
    ],
  });
}

module.exports = { createImageRule, onlyMirage, mobileConfig };
