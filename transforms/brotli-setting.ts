import { zoneSettingTransform, BULK_NOTE, literalValue, type Decision, type ZoneSettingUse } from './lib/zone-setting';

const EOL = '2024-08-15';

/** A Compression Rule that keeps brotli out (gzip only), for the findings. */
export const COMPRESSION_RULE = `PUT /zones/:zone_id/rulesets/phases/http_response_compression/entrypoint
{ "rules": [{ "expression": "true", "action": "compress_response",
  "action_parameters": { "algorithms": [{ "name": "gzip" }] }, "description": "no brotli" }] }`;

const messages = {
  turnedOff: `brotli can no longer be turned off (removed ${EOL}): on Enterprise, use a Compression Rule instead\n${COMPRESSION_RULE}`,
  valueUnknown: `brotli setting removed (${EOL}): delete where the value is 'on'; 'off' needs a Compression Rule (Enterprise)\n${COMPRESSION_RULE}`,
} as const;

const ifKept = {
  readRemoved: `brotli can no longer be read (removed ${EOL}): it is always on, use the value 'on'`,
  alwaysOn: `brotli is on for every zone since ${EOL}: delete this call`,
} as const;

function decide(use: ZoneSettingUse): Decision<typeof messages, typeof ifKept> {
  if (use.method === 'GET') return { action: 'delete', ifKept: 'readRemoved' };
  const value = literalValue(use.value);
  if (value === 'on') return { action: 'delete', ifKept: 'alwaysOn' };
  return { action: 'report', messageId: value === 'off' ? 'turnedOff' : 'valueUnknown' };
}

export default zoneSettingTransform({
  id: 'brotli-setting',
  eol: EOL,
  kind: 'rewrite+report',
  title: 'Brotli zone setting removed (always on)',
  replacement: "none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule",
  setting: 'brotli',
  example: 'fetch-patch',
  explain: `The brotli zone setting (GET/PATCH /zones/:zone_id/settings/brotli) was removed on ${EOL}: Brotli
compression is on for every zone, and Enterprise zones override that with Compression Rules.
Deletes what turns it on: a call that sets brotli to 'on' (raw fetch/axios/got/ky, an axios instance, an
in-file or configured wrapper, SDK v2 zoneSettings.edit(zone, 'brotli', {value}), v3.0–3.4
zones.settings.brotli.edit({zone_id, value}), v3.5+ and v7 zones.settings.edit('brotli', {zone_id, value}))
when it is a statement of its own (awaited or not; a variable holding its promise goes too when nothing
else reads it; inside Promise.all([...]) only its element goes); an entry {id: 'brotli', value: 'on'} of a
preset array that a loop over /settings/\${s.id} (or a key destructured from the entry: \${name}) sends or of the bulk {items} (an array left empty that only
fed its loop or call takes them with it; so does a const array spread into it, [...BASE, …], read nowhere
else). A GET whose result nobody reads goes too.
Reports, without changing: value 'off' (it can't be kept: on Enterprise, add a Compression Rule in phase
http_response_compression with action compress_response and algorithms [{name: 'gzip'}]; the finding
carries the request), a value that is not a literal, a GET whose result is read (brotli is always 'on'),
a call whose result is used (or delivered through a callback it is handed), and an array whose loop index pairs it with something else (urls[i] with
values[i], or urls.map((u, i) => send(u, bodyFor(i)))).
${BULK_NOTE}
Leaves alone: other settings (ssl, always_online, early_hints …), brotli options of bundlers and servers
(compression plugins, express/koa middleware) and settings objects with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/', 'https://developers.cloudflare.com/rules/compression-rules/'],
  messages,
  ifKept,
  decide,
});
