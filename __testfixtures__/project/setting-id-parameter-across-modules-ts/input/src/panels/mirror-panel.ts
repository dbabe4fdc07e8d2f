import { putZoneOption } from '../api/mirror';

export async function relaxMirror(zoneId: string) {
  await putZoneOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' });
}
