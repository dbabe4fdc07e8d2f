import { finish } from './finish';
const CF = 'https://api.cloudflare.com/client/v4';

export function writeOption(settingName, zone, value, callback) {
  finish(fetch(`${CF}/zones/${zone}/settings/${settingName}`, { method: 'PATCH', body: JSON.stringify({ value }) }), callback);
}
