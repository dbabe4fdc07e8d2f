const { cf, cfSender } = require('./cf');
const { mirror } = require('./mirror');

async function tidy(zone: string) {
  // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
  await mirror('/zones/' + zone + '/settings/minify', { method: 'PATCH', body: '{}' });
  const a = await cf(`/zones/${zone}/page_shield`);
  const b = await cfSender(`/zones/${zone}/page_shield`);
  // cf-codemod(page-shield-route): /zones/:zone_id/script_monitor is written here, but its request is not traced to a Cloudflare client: /zones/:zone_id/page_shield/...
  return [a, b, await mirror(`/zones/${zone}/script_monitor`)];
}

module.exports = { tidy };
