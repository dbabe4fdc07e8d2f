import { zoneSettingTransform, BULK_NOTE, type ZoneSettingUse } from './lib/zone-setting';

const EOL = '2024-03-31';

const ifKept = {
  readRemoved: `the privacy_pass setting can no longer be read (removed ${EOL}): drop the code that depends on it`,
  removed: `the privacy_pass setting was removed (${EOL}): delete this call`,
} as const;

const decide = (use: ZoneSettingUse) => ({ action: 'delete', ifKept: use.method === 'GET' ? 'readRemoved' : 'removed' }) as const;

export default zoneSettingTransform({
  id: 'privacy-pass-setting',
  eol: EOL,
  kind: 'rewrite',
  title: 'Privacy Pass (legacy anonymous tokens) zone setting removed',
  replacement: 'none: managed challenges handle Privacy Pass tokens by themselves',
  setting: 'privacy_pass',
  aliases: ['privacyPass'],
  example: 'axios-instance',
  explain: `The legacy anonymous-token setting (GET/POST/PATCH /zones/:zone_identifier/settings/privacy_pass) was
removed by ${EOL}; support for the legacy tokens as an alternative to a managed challenge had already
ended in 2023-09. Deletes every request to it, whatever its value: raw fetch/axios/got/ky calls, axios
instances, in-file and configured wrappers, SDK v2 zoneSettings.edit(zone, 'privacy_pass', {value}),
v3.0–3.4 zones.settings.privacyPass.edit({zone_id, value}), v3.5+ and v7 zones.settings.edit('privacy_pass',
{zone_id, value}) and .get(...). A call goes when it is a statement of its own (awaited or not); a variable
holding its promise goes too when nothing else reads it; inside Promise.all([...]) only its element goes;
the comments about a deleted statement go with it (the lines directly above it, the one ending its line),
others stay; a loop, a forEach or Promise.all(map) callback or an if left empty goes too when its header
does nothing, else it stays, empty, for you to judge. An entry {id: 'privacy_pass', value} leaves a
preset array that a loop over /settings/\${s.id} (or a key destructured from the entry: \${name}) sends, or the bulk {items}; an array left empty that only
fed its loop or call takes them with it; so does a const array spread into it, [...BASE, …], read nowhere
else.
Reports, without changing: a call whose result is used (or delivered through a callback it is handed),
and an array whose loop index pairs it with
something else (urls[i] with values[i], or urls.map((u, i) => send(u, bodyFor(i)))): removing one entry
would shift the pairing.
${BULK_NOTE}
Leaves alone: other zone settings, Privacy Pass client libraries and code with no Cloudflare anchor.`,
  links: ['https://developers.cloudflare.com/fundamentals/api/reference/deprecations/'],
  messages: {},
  ifKept,
  decide,
});
