// The same, through require and a computed key: the client's base is written here, so it is not known.
const { edge } = require('./edge');

edge.defaults['baseURL'] = 'http://127.0.0.1:9090';

export async function stubMirage(zone: string) {
  await edge.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
