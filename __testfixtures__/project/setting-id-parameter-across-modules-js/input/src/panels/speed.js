import { putZoneOption, readZoneOption } from '../api/v4';

const OPTION_MIRAGE = 'mirage';

export async function relax(zoneId) {
  await putZoneOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' });
  await putZoneOption('http3', zoneId, 'on');
  putZoneOption(OPTION_MIRAGE, zoneId, 'off');
}

export async function show(zoneId) {
  const current = await readZoneOption('mirage', zoneId);
  return current.result.value;
}
