// The same, through require and a computed key: the client's base is written here, so it is not known.
const { edge } = require('./edge');

edge.defaults['baseURL'] = 'http://127.0.0.1:9090';

export async function stubMirage(zone) {
  // cf-codemod(mirage-setting): /zones/:zone_id/settings/mirage is written here, but its request is not traced to a Cloudflare client: none: the feature is gone
  await edge.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
