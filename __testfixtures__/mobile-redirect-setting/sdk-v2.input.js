const Cloudflare = require('cloudflare');

const cf = Cloudflare({ email: process.env.CF_EMAIL, key: process.env.CF_KEY });

module.exports = async function mobile(zoneId) {
  await cf.zoneSettings.edit(zoneId, 'mobile_redirect', { value: { status: 'on', mobile_subdomain: 'mobile', strip_uri: false } });
  const current = await cf.zoneSettings.read(zoneId, 'mobile_redirect');
  return current.result.value.status === 'on';
};
