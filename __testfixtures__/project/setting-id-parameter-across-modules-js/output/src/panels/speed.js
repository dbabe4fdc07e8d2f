import { putZoneOption, readZoneOption } from '../api/v4';

const OPTION_MIRAGE = 'mirage';

export async function relax(zoneId) {
  await putZoneOption('http3', zoneId, 'on');
}

export async function show(zoneId) {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): there is nothing to read; drop the code that depends on this setting
  const current = await readZoneOption('mirage', zoneId);
  return current.result.value;
}
