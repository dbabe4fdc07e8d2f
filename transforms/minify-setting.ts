import { zoneSettingTransform, BULK_NOTE, type ZoneSettingUse } from './lib/zone-setting';

const EOL = '2024-08-05';

const ifKept = {
  readRemoved: `Auto Minify can no longer be read (removed ${EOL}): drop the code that depends on it`,
  removed: `Auto Minify was removed (${EOL}): delete this call`,
} as const;

const decide = (use: ZoneSettingUse) => ({ action: 'delete', ifKept: use.method === 'GET' ? 'readRemoved' : 'removed' }) as const;

export default zoneSettingTransform({
  id: 'minify-setting',
  eol: EOL,
  kind: 'rewrite',
  title: 'Auto Minify zone setting removed',
  replacement: 'none: the feature is gone (minify assets in your build instead)',
  setting: 'minify',
  example: 'wrapper-and-loop',
  explain: `Auto Minify (GET/PATCH /zones/:zone_id/settings/minify) was removed on ${EOL}, feature and API alike:
there is nothing to set any more. Deletes every request to it, whatever its value ({css, html, js}):
raw fetch/axios/got/ky calls, axios instances, in-file wrappers (cfApi('/settings/minify', 'PATCH', body)
where the zone prefix is inside the wrapper) and configured ones, SDK v2 zoneSettings.edit(zone,
'minify', {value}), v3.0–3.4 zones.settings.minify.edit({zone_id, value}), v3.5+ and v7
zones.settings.edit('minify', {zone_id, value}) and .get('minify', {zone_id}). A call goes when it is a
statement of its own (awaited or not, also through .catch()); a variable holding its promise goes too when
nothing else reads it; inside Promise.all([...]) only its element goes (and the Promise.all when it is left
empty and its result is unused); the comments about a deleted statement go with it (the lines directly
above it, the one ending its line), others stay; a loop, a forEach or Promise.all(map) callback or an if
left empty goes too when its header does nothing, else it stays, empty, for you to judge. An entry
{id: 'minify', value} leaves a preset array that a loop over /settings/\${s.id} (or a key destructured from the entry: \${name}) sends, or the bulk
{items} (also from a const array spread into it, [...BASE, …], read nowhere else); an array left empty
that only fed its loop or call takes them with it.
Reports, without changing: a call whose result is used (returned, read, destructured from Promise.all, or
delivered through a callback it is handed),
and an array whose loop index pairs it with something else (urls[i] with values[i], or urls.map((u, i) =>
send(u, bodyFor(i)))): removing one entry would shift the pairing, so remove it from both by hand (the
last entry moves nothing and is removed).
${BULK_NOTE}
Leaves alone: bundler and server minify options (webpack/terser/esbuild minify: true), other zone
settings, settings objects with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/', 'https://developers.cloudflare.com/speed/optimization/content/auto-minify/'],
  messages: {},
  ifKept,
  decide,
});
