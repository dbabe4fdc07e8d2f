const Cloudflare = require('cloudflare');

const cf = Cloudflare({ email: process.env.CF_EMAIL, key: process.env.CF_KEY });

module.exports = async function mobile(zoneId) {
  // cf-codemod(mobile-redirect-setting): mobile_redirect setting removed (2024-06-30): create a Single Redirect rule (phase http_request_dynamic_redirect) instead
  await cf.zoneSettings.edit(zoneId, 'mobile_redirect', { value: { status: 'on', mobile_subdomain: 'mobile', strip_uri: false } });
  // cf-codemod(mobile-redirect-setting): mobile_redirect setting removed (2024-06-30): read the Single Redirect rule of phase http_request_dynamic_redirect instead
  const current = await cf.zoneSettings.read(zoneId, 'mobile_redirect');
  return current.result.value.status === 'on';
};
