import { putZoneOption } from '../api/mirror';

export async function relaxMirror(zoneId) {
  await putZoneOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' });
}
