import { zoneSettingTransform, BULK_NOTE, type ZoneSettingUse } from './lib/zone-setting';

const EOL = '2024-06-14';

const ifKept = {
  readRemoved: `Server-side Excludes can no longer be read (removed ${EOL}): drop the code that depends on it`,
  removed: `Server-side Excludes was removed (${EOL}): delete this call`,
} as const;

const decide = (use: ZoneSettingUse) => ({ action: 'delete', ifKept: use.method === 'GET' ? 'readRemoved' : 'removed' }) as const;

export default zoneSettingTransform({
  id: 'server-side-exclude-setting',
  eol: EOL,
  kind: 'rewrite',
  title: 'Server-side Excludes zone setting removed',
  replacement: 'none named (hide content from suspicious visitors in your application or with WAF custom rules)',
  setting: 'server_side_exclude',
  aliases: ['serverSideExclude'],
  example: 'sdk-v3-objects',
  explain: `Server-side Excludes (GET/PATCH /zones/:zone_id/settings/server_side_exclude) was removed on ${EOL};
no replacement is named. Deletes every request to it, whatever its value: raw fetch/axios/got/ky calls,
axios instances, in-file and configured wrappers, SDK v2 zoneSettings.edit(zone, 'server_side_exclude',
{value}), v3.0–3.4 zones.settings.serverSideExcludes.edit({zone_id, value}), v3.5+ and v7
zones.settings.edit('server_side_exclude', {zone_id, value}) and .get(...). A call goes when it is a
statement of its own (awaited or not); a variable holding its promise goes too when nothing else reads it;
inside Promise.all([...]) only its element goes; the comments about a deleted statement go with it (the
lines directly above it, the one ending its line), others stay; a loop, a forEach or Promise.all(map)
callback or an if left empty goes too when its header does nothing, else it stays, empty, for you to judge.
An entry {id: 'server_side_exclude', value} leaves a preset array that a loop over /settings/\${s.id} (or a key destructured from the entry: \${name})
sends, or the bulk {items}, also from a const array spread into it ([...BASE, …], read nowhere else); an
array left empty that only fed its loop or call takes them with it.
Reports, without changing: a call whose result is used (or delivered through a callback it is handed),
and an array whose loop index pairs it with
something else (urls[i] with values[i], or urls.map((u, i) => send(u, bodyFor(i)))): removing one entry
would shift the pairing.
${BULK_NOTE}
Leaves alone: other zone settings and code with no Cloudflare anchor (server-side includes, "exclude"
options of other tools).`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages: {},
  ifKept,
  decide,
});
