import { putZoneOption } from '../api/v4';

const handlers = [];
handlers.push(putZoneOption);

export async function unminify(zoneId) {
  await putZoneOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' });
  return handlers.length;
}
