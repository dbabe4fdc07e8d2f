// The setting's id is a parameter of the module's own helper: each call passing 'minify' is that
// setting's request, whatever else the helper is given (another id, an id the caller does not know,
// the helper handed on): the call goes, the helper shared by every id stays as it is.
const BASE = 'https://api.cloudflare.com/client/v4';

function putZoneOption(optionId: string, zoneId: string, value: unknown): Promise<Response> {
  return fetch(BASE + '/zones/' + zoneId + '/settings/' + optionId, { method: 'PATCH', body: JSON.stringify({ value: value }) });
}

const handlers = [putZoneOption];

export async function relax(zoneId: string, other: string): Promise<number> {
  await putZoneOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' });
  await putZoneOption('http3', zoneId, 'on');
  await putZoneOption(other, zoneId, 'on');
  return handlers.length;
}
