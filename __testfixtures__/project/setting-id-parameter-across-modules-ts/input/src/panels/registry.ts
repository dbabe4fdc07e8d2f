import { putZoneOption } from '../api/v4';

const handlers: Array<(...args: never[]) => unknown> = [];
handlers.push(putZoneOption);

export async function unminify(zoneId: string) {
  await putZoneOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' });
  return handlers.length;
}
