import { zoneSettingUses } from '../../src/cloudflare/settings/zone-settings';
import { parseForEdit } from '../../src/parse/parse';
import { stringValue } from '../../src/ast';

const j = require('jscodeshift');
const API = "const API = 'https://api.cloudflare.com/client/v4';\n";
const SDK = "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\n";

/** `setting form method value` of every use in a snippet. */
function uses(code: string, settings = ['brotli', 'minify', 'mobile_redirect', 'server_side_exclude', 'privacy_pass']): string[] {
  const root = j(parseForEdit(code, 'x.ts'));
  return zoneSettingUses({ j, root, config: {} }, settings).map(
    (u) => `${u.setting} ${u.form}${u.form === 'entry' ? `/${u.feed}` : ''} ${u.method ?? '?'} ${stringValue(u.value) ?? (u.value ? j(u.value).toSource() : '-')}${u.form === 'entry' && u.feed !== 'lookup' && u.pairedWith ? ` paired:${u.pairedWith}` : ''}`,
  );
}

describe('zone settings', () => {
  test.each([
    ['raw fetch', API + "fetch(`${API}/zones/${z}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });", ['brotli call PATCH on']],
    ['a table looked up by an unknown key', API + "const P = { a: 'ssl', b: 'minify' };\nexport async function f(z, k, v) { const s = P[k]; if (!s) return; await fetch(`${API}/zones/${z}/settings/${s}`, { method: 'PATCH', body: JSON.stringify({ value: v }) }); }", ['minify entry/lookup PATCH v']],
    ['a table the code also writes', API + "const P = { a: 'ssl', b: 'minify' };\nP.c = 'brotli';\nexport async function f(z, k, v) { const s = P[k]; await fetch(`${API}/zones/${z}/settings/${s}`, { method: 'PATCH', body: JSON.stringify({ value: v }) }); }", []],
    ['a value through a const', API + "const v = 'off';\naxios.patch(`${API}/zones/${z}/settings/brotli`, { value: v });", ['brotli call PATCH off']],
    ['SDK v2', "const cf = require('cloudflare')({ token });\ncf.zoneSettings.edit(z, 'minify', { value: { css: 'on' } });", ["minify call PATCH { css: 'on' }"]],
    ['SDK v3.0 objects, privacyPass and mobileRedirect', SDK + "cf.zones.settings.privacyPass.edit({ zone_id, value: 'on' });\ncf.zones.settings.mobileRedirect.get({ zone_id });\ncf.zones.settings.serverSideExcludes.edit({ zone_id, value: 'on' });", ['privacy_pass call PATCH on', 'mobile_redirect call GET -', 'server_side_exclude call PATCH on']],
    ['SDK v3.5+/v7', SDK + "cf.zones.settings.edit('minify', { zone_id, value: {} });\ncf.zones.settings.get('brotli', { zone_id });", ['minify call PATCH {}', 'brotli call GET -']],
    [
      'a preset loop over /settings/${s.id}',
      API + "const P = [{ id: 'ssl', value: 'full' }, { id: 'brotli', value: 'off' }];\nfor (const s of P) fetch(`${API}/zones/${z}/settings/${s.id}`, { method: 'PATCH', body: JSON.stringify({ value: s.value }) });",
      ['brotli entry/loop PATCH off'],
    ],
    [
      'forEach with destructuring, SDK id argument',
      SDK + "const P = [{ id: 'minify', value: 'x' }];\nP.forEach(({ id, value }) => cf.zones.settings.edit(id, { zone_id, value }));",
      ['minify entry/loop PATCH x'],
    ],
    ['bulk items (v3.0.0)', SDK + "cf.zones.settings.edit({ zone_id, items: [{ id: 'brotli', value: 'on' }, { id: 'ssl', value: 'full' }] });", ['brotli entry/items PATCH on']],
    [
      'bulk items (v2 editAll, array in a const)',
      "const cf = require('cloudflare')({ token });\nconst items = [{ id: 'privacy_pass', value: 'on' }];\ncf.zoneSettings.editAll(z, { items });",
      ['privacy_pass entry/items PATCH on'],
    ],
    [
      'an index loop pairing two arrays',
      API + "const S = [{ id: 'minify' }, { id: 'ssl' }];\nconst V = ['on', 'full'];\nfor (let i = 0; i < S.length; i++) fetch(`${API}/zones/${z}/settings/${S[i].id}`, { method: 'PATCH', body: JSON.stringify({ value: V[i] }) });",
      ['minify entry/loop PATCH on paired:V'],
    ],
    [
      'an array of setting URLs read by index with another array',
      API + "const urls = [`${API}/zones/${z}/settings/minify`];\nconst vals = [1];\nfor (let i = 0; i < urls.length; i++) fetch(urls[i], { method: 'PATCH', body: JSON.stringify({ value: vals[i] }) });",
      ['minify entry/loop PATCH 1 paired:vals'],
    ],
    [
      'ids of a const spread into the list a loop walks',
      API + "const SPEED = ['minify', 'early_hints'];\nconst ALL = [...SPEED, 'ssl'];\nfor (const id of ALL) fetch(`${API}/zones/${z}/settings/${id}`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });",
      ['minify entry/loop PATCH on'],
    ],
    [
      'entries(): the value read by the same index',
      API + "const ids = ['ssl', 'brotli'];\nconst vals = ['full', 'off'];\nfor (const [i, id] of ids.entries()) fetch(`${API}/zones/${z}/settings/${id}`, { method: 'PATCH', body: JSON.stringify({ value: vals[i] }) });",
      ['brotli entry/loop PATCH off paired:vals'],
    ],
    [
      'a forEach index pairing the ids with another list',
      API + "const ids = ['brotli'];\nconst vals = ['on'];\nids.forEach((id, i) => fetch(`${API}/zones/${z}/settings/${id}`, { method: 'PATCH', body: JSON.stringify({ value: vals[i] }) }));",
      ['brotli entry/loop PATCH on paired:vals'],
    ],
    [
      'bulk items concatenated from consts',
      SDK + "const BASE = [{ id: 'ssl', value: 'full' }];\nconst MORE = [{ id: 'brotli', value: 'on' }];\ncf.zones.settings.edit({ zone_id, items: BASE.concat(MORE) });",
      ['brotli entry/items PATCH on'],
    ],
  ])('%s', (_name, code, expected) => {
    expect(uses(code)).toEqual(expected);
  });

  test.each([
    ['another setting', API + "fetch(`${API}/zones/${z}/settings/early_hints`, { method: 'PATCH' });"],
    ['no anchor', "const P = [{ id: 'brotli', value: 'on' }];\nfor (const s of P) api.patch(`/zones/${z}/settings/${s.id}`, { value: s.value });"],
    ['another host', "fetch('https://example.com/client/v4/zones/z/settings/minify', { method: 'PATCH' });"],
    ['a bundler option', "esbuild.build({ minify: true, entryPoints: ['a.ts'] });"],
    ['ids spread from a list the file changes', API + "const SPEED = ['minify'];\nSPEED.push(extra);\nfor (const id of [...SPEED, 'ssl']) fetch(`${API}/zones/${z}/settings/${id}`, { method: 'PATCH' });"],
    ['feature flags of the same names sent to another host', "const FLAGS = ['minify', 'brotli'];\nfor (const f of FLAGS) fetch(`https://flags.example.com/zones/${z}/settings/${f}`, { method: 'PATCH' });"],
  ])('no use: %s', (_name, code) => {
    expect(uses(code)).toEqual([]);
  });
});
