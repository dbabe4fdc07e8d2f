// TypeScript's CommonJS import of the request package under a name of the app's own: the same client as `const send = require('request')`.
const send = require('request');

const HOST = 'https://api.cloudflare.com/client/v4';

export function switchMirageOff(zone, token, done) {
  send({ url: `${HOST}/zones/${zone}/settings/mirage`, method: 'PATCH', auth: { bearer: token }, json: { value: 'off' } }, done);
}
