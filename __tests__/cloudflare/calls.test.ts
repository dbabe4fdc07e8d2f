import { addresses, bodyObject, findApiCalls, resultItems, resultReads } from '../../src/cloudflare';
import { parseForEdit } from '../../src/parse/parse';
import type { UserConfig } from '../../src/types';

const j = require('jscodeshift');
const API = "const API = 'https://api.cloudflare.com/client/v4';\n";

/** `METHOD endpoint` of every anchored call in a snippet, in source order. */
function calls(code: string, config: UserConfig = {}, file = 'x.ts'): string[] {
  const root = j(parseForEdit(code, file));
  return findApiCalls({ j, root, config }).map((c) => `${c.method ?? '?'} ${c.endpoint}`);
}

describe('raw HTTP calls', () => {
  test.each([
    ['fetch, string literal', "fetch('https://api.cloudflare.com/client/v4/zones/z1/dns_records')", ['GET /zones/z1/dns_records']],
    ['fetch, template on a base const, method in init', API + "fetch(`${API}/zones/${id}/settings/brotli`, { method: 'PATCH', body })", ['PATCH /zones/:param/settings/brotli']],
    ['a base read from the environment with the API host as its default', "const BASE = process.env.CF_API_BASE ?? 'https://api.cloudflare.com/client/v4';\nfetch(`${BASE}/zones/${z}/settings/brotli`)", ['GET /zones/:param/settings/brotli']],
    ['new URL with a relative path on a base without a final slash (replaces v4)', "fetch(new URL('zones/z/settings/minify', 'https://api.cloudflare.com/client/v4'))", []],
    ['new URL with an absolute path on the API origin', "fetch(new URL(`/client/v4/zones/${z}/dns_records`, 'https://api.cloudflare.com'))", ['GET /zones/:param/dns_records']],
    ['an axios-mock-adapter mock of a PATCH', API + "mock.onPatch(`${API}/zones/z1/settings/minify`).reply(200, { success: true })", ['PATCH /zones/z1/settings/minify']],
    ['fetch, + concatenation, query aside', API + "fetch(API + '/zones/' + id + '/dns_records?type=SRV')", ['GET /zones/:param/dns_records']],
    ['URL built in one const, used in another', API + 'const Z = `${API}/zones/${z}`; const U = `${Z}/dns_records`; fetch(U, { method: "POST" })', ['POST /zones/:param/dns_records']],
    ['new URL(path, base) with a relative path', "fetch(new URL('zones/z/settings/minify', 'https://api.cloudflare.com/client/v4/'))", ['GET /zones/z/settings/minify']],
    ['new URL(path, base) with an absolute path leaves /client/v4', "fetch(new URL('/zones/z', 'https://api.cloudflare.com/client/v4'))", []],
    ['axios method helper with data', API + 'axios.post(`${API}/zones/${z}/dns_records`, record)', ['POST /zones/:param/dns_records']],
    ['axios config form', API + "axios({ url: `${API}/zones/${z}/settings/minify`, method: 'patch', data: { value: 'off' } })", ['PATCH /zones/:param/settings/minify']],
    ['axios instance with baseURL', "const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });\ncf.delete(`/zones/${z}/dns_records/${id}`)", ['DELETE /zones/:param/dns_records/:param']],
    ['got with json', API + 'got.post(`${API}/zones/${z}/filters`, { json: [f] })', ['POST /zones/:param/filters']],
    ['ky instance with prefixUrl', "const api = ky.create({ prefixUrl: 'https://api.cloudflare.com/client/v4' });\napi.get(`zones/${z}/rate_limits`)", ['GET /zones/:param/rate_limits']],
    ['https.request options', "https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/user/billing/profile`, method: 'GET' })", ['GET /user/billing/profile']],
    ['a class keeping the URL on the instance', "class C { constructor(z) { this.baseUrl = `https://api.cloudflare.com/client/v4/zones/${z}/dns_records`; }\n put(id, b) { return axios.put(`${this.baseUrl}/${id}`, b); } }", ['PUT /zones/:param/dns_records/:param']],
    ['a URL object built first is the call, not a call of its own', API + "async function go(z) { const u = new URL(`${API}/zones/${z}/filters`); u.searchParams.set('page', '2'); await fetch(u.toString()); await fetch(u.href, { method: 'DELETE' }); }", ['GET /zones/:param/filters', 'DELETE /zones/:param/filters']],
    ['an instance derived from one with the API base, and one handed out by a method', "class S { c = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }); a = this.c.create({ headers }); tok() { return this.a; } go(z) { return this.tok().get(`/zones/${z}/filters`); } }", ['GET /zones/:param/filters']],
    ['a derived instance given another base is on that base', "const c = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }); const m = c.create({ baseURL: 'https://example.com' }); m.get(`/zones/${z}/filters`)", []],
    ['an instance on a class field', "class C { http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }); go() { return this.http.get('/user/billing/history'); } }", ['GET /user/billing/history']],
  ])('%s', (_name, code, expected) => {
    expect(calls(code)).toEqual(expected);
  });
});

describe('addresses: a call through a wrapper chooses the endpoint only when its arguments write it', () => {
  /** The callee of every call that addresses the template, in source order. */
  function addressing(code: string, template: string): string[] {
    const root = j(parseForEdit(API + code, 'x.ts'));
    return findApiCalls({ j, root, config: {} })
      .filter((c) => addresses(c, template))
      .map((c) => j(c.path.value.callee).toSource());
  }
  test.each([
    [
      'a helper whose own request names the setting: that request, not the helper\'s callers nor theirs',
      'async function harden(z) {\n  await fetch(`${API}/zones/${z}/settings/minify`, { method: "PATCH" });\n}\nasync function main(z) {\n  await harden(z);\n}\nmain(process.argv[2]);',
      '/zones/:zone_id/settings/minify',
      ['fetch'],
    ],
    [
      'a wrapper whose caller names the setting',
      "function setting(z, name, value) {\n  return fetch(`${API}/zones/${z}/settings/${name}`, { method: 'PATCH', body: JSON.stringify({ value }) });\n}\nsetting(z, 'minify', {});",
      '/zones/:zone_id/settings/minify',
      ['setting'],
    ],
    [
      'a method whose own URL holds the segment (this.lookup(id))',
      'class Tunnels {\n  lookup(id) { return fetch(`${API}/accounts/${ACCOUNT}/tunnels/${id}`); }\n  show(id) { return this.lookup(id); }\n}',
      '/accounts/:account_id/tunnels/:tunnel_id',
      ['fetch'],
    ],
    [
      'a helper called with a literal id: the id fills a parameter of the template',
      "function rule(z, id) {\n  return fetch(`${API}/zones/${z}/firewall/rules/${id}`);\n}\nrule('z1', 'r1');",
      '/zones/:zone_id/firewall/rules/:rule_id',
      ['fetch'],
    ],
    [
      'a wrapper whose caller\'s path is glued to its last segment (`…/filters${path}`): the words are the wrapper\'s',
      "function filters(z, path) {\n  return fetch(`${API}/zones/${z}/filters${path}`);\n}\nfilters(z, '/f1');",
      '/zones/:zone_id/filters/:filter_id',
      [],
    ],
    [
      'a glued wrapper whose caller writes a word of the template',
      "function firewall(z, path) {\n  return fetch(`${API}/zones/${z}/firewall${path}`);\n}\nfirewall(z, '/rules');",
      '/zones/:zone_id/firewall/rules',
      ['firewall'],
    ],
    ['a wrapper of the whole path', 'function cf(path) {\n  return fetch(API + path);\n}\ncf(`/zones/${z}/firewall/rules`);', '/zones/:zone_id/firewall/rules', ['cf']],
  ])('%s', (_name, code, template, expected) => {
    expect(addressing(code, template)).toEqual(expected);
  });

  test('a wrapper that also sends a request to another endpoint is marked; one that retries the same request is not', () => {
    const code =
      "async function write(z, name, value) {\n  await fetch(`${API}/zones/${z}/settings/${name}`, { method: 'PATCH', body: JSON.stringify({ value }) });\n  await fetch(`${API}/zones/${z}/purge_cache`, { method: 'POST' });\n}\n" +
      "async function patch(z, name, value) {\n  let res = await fetch(`${API}/zones/${z}/settings/${name}`, { method: 'PATCH', body: JSON.stringify({ value }) });\n  if (res.status === 429) res = await fetch(`${API}/zones/${z}/settings/${name}`, { method: 'PATCH', body: JSON.stringify({ value }) });\n}\n" +
      "write(z, 'minify', {});\npatch(z, 'minify', {});";
    const root = j(parseForEdit(API + code, 'x.ts'));
    const through = findApiCalls({ j, root, config: {} }).filter((c) => c.surface === 'wrapper');
    expect(through.map((c) => `${c.client} ${c.wrapperSendsMore === true}`)).toEqual(['write true', 'patch false']);
  });
});

describe('calls in a loop over ids: the loop variable is a path segment', () => {
  const inFn = (body: string) => API + `async function run(ids) {\n${body}\n}`;
  test.each([
    ['for (const … of …) with a block', inFn('for (const zoneId of ids) { await fetch(`${API}/zones/${zoneId}/firewall/rules`); }'), ['GET /zones/:param/firewall/rules']],
    ['for (let … of …) with one statement', inFn("for (let zoneId of ids) await fetch(`${API}/zones/${zoneId}/settings/brotli`, { method: 'PATCH' });"), ['PATCH /zones/:param/settings/brotli']],
    ['for (… in …)', inFn('for (const zoneId in byZone) await axios.get(`${API}/zones/${zoneId}/rate_limits`);'), ['GET /zones/:param/rate_limits']],
    ['a variable declared before the loop and bound by it', inFn('let zoneId;\nfor (zoneId of ids) await fetch(`${API}/zones/${zoneId}/filters`);'), ['GET /zones/:param/filters']],
    ['for (let i …) with const id = ids[i]', inFn('for (let i = 0; i < ids.length; i++) { const id = ids[i]; await axios.post(`${API}/accounts/${id}/tunnels`, {}); }'), ['POST /accounts/:param/tunnels']],
    ['a declared, never assigned variable', inFn('let zoneId;\nawait fetch(`${API}/zones/${zoneId}/settings/minify`);'), ['GET /zones/:param/settings/minify']],
  ])('%s', (_name, code, expected) => {
    expect(calls(code)).toEqual(expected);
  });
  test('decoy: the same loop on another host', () => {
    expect(calls("const API = 'https://fw.example.com/v1';\nasync function run(ids) { for (const zoneId of ids) await fetch(`${API}/zones/${zoneId}/firewall/rules`); }")).toEqual([]);
  });
});

describe('a URL variable given in branches, or with a query appended', () => {
  const inFn = (body: string) => API + `async function run(z, kind, params) {\n${body}\n}`;
  test.each([
    [
      'let url; switch: a call per URL on the API host',
      inFn("let url;\nswitch (kind) { case 'a': url = `${API}/zones/${z}/firewall/rules`; break; case 'b': url = `${API}/zones/${z}/filters`; break; default: url = '/local'; }\nawait fetch(url, { method: 'DELETE' });"),
      ['DELETE /zones/:param/firewall/rules', 'DELETE /zones/:param/filters'],
    ],
    ['an initialiser overridden in an if', inFn('let url = `${API}/zones/${z}/settings/ssl`;\nif (kind) url = `${API}/zones/${z}/settings/brotli`;\nawait axios.get(url);'), ['GET /zones/:param/settings/ssl', 'GET /zones/:param/settings/brotli']],
    ['a value built from itself is no choice', inFn('let url = `${API}/zones/${z}`;\nif (kind) url = url + `/filters`;\nawait fetch(url);'), []],
    ["a query appended: url += '?' + qs", inFn("let url = `${API}/zones/${z}/rate_limits`;\nif (params) url += '?' + new URLSearchParams(params);\nawait fetch(url);"), ['GET /zones/:param/rate_limits']],
    ["a separator chosen at run time: url += (q ? '&' : '?') + …", inFn("let url = `${API}/zones/${z}/rate_limits`;\nif (params) url += (kind ? '&' : '?') + 'page=2';\nawait fetch(url);"), ['GET /zones/:param/rate_limits']],
    ['more path appended is not followed', inFn('let url = `${API}/zones/${z}`;\nurl += `/filters`;\nawait fetch(url);'), []],
  ])('%s', (_name, code, expected) => {
    expect(calls(code)).toEqual(expected);
  });
  test('each choice is edited where it is written and knows the others', () => {
    const code = inFn("let url;\nif (kind) url = `${API}/accounts/${z}/tunnels`;\nelse url = 'https://example.com/x';\nawait fetch(url, { method: 'POST', body });");
    const root = j(parseForEdit(code, 'x.ts'));
    const [call] = findApiCalls({ j, root, config: {} });
    // The body also goes to example.com: it is no endpoint's to edit.
    expect([j(call.urlNode).toSource(), call.sharedWith, call.bodyNode]).toEqual(['`${API}/accounts/${z}/tunnels`', [{ text: 'https://example.com/x', endpoint: undefined }], undefined]);
    const same = inFn("let url = `${API}/accounts/${z}/tunnels`;\nif (kind) url = `${API}/accounts/${kind}/tunnels`;\nawait fetch(url, { method: 'POST', body });");
    const both = findApiCalls({ j, root: j(parseForEdit(same, 'x.ts')), config: {} });
    expect(both.map((c) => j(c.bodyNode).toSource())).toEqual(['body', 'body']);
  });
  test('decoy: the branches on another host', () => {
    expect(calls("const H = 'https://fw.example.com';\nasync function run(z, k) { let url; if (k) url = `${H}/zones/${z}/filters`; else url = `/zones/${z}/filters`; await fetch(url); }")).toEqual([]);
  });
});

describe('wrappers', () => {
  test('an in-file wrapper that prefixes its path parameter anchors its calls', () => {
    const code =
      API +
      "async function cfApi(path, method = 'GET', body) {\n  return fetch(`${API}/zones/${ZONE}${path}`, { method, body: body ? JSON.stringify(body) : undefined });\n}\n" +
      "cfApi('/settings/minify', 'PATCH', { value: {} });\ncfApi('/dns_records');";
    expect(calls(code)).toEqual(['? /zones/:param:param', 'PATCH /zones/:param/settings/minify', 'GET /zones/:param/dns_records']);
  });
  test('a wrapper that sends `body === undefined ? undefined : JSON.stringify(body)`: its body parameter is known', () => {
    const code =
      API + "async function cf(path, method = 'GET', body) { return fetch(`${API}${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) }); }\n" +
      "cf(`/zones/${z}/dns_records`, 'POST', { type: 'A' });";
    const root = j(parseForEdit(code, 'x.ts'));
    const calls = findApiCalls({ j, root, config: {} });
    expect(calls.map((c) => `${c.method} ${c.endpoint} ${c.bodyNode ? j(c.bodyNode).toSource() : '-'}`)).toEqual(['undefined /:param body === undefined ? undefined : JSON.stringify(body)', "POST /zones/:param/dns_records { type: 'A' }"]);
  });
  test.each([
    ['...(body ? { body: … } : {})', '...(body ? { body: JSON.stringify(body) } : {})'],
    ['...(body && { body: … })', '...(body && { body: JSON.stringify(body) })'],
  ])('a wrapper whose options get the body only when there is one, %s: its body parameter is known', (_name, spread) => {
    const code = API + `async function cf(path, method = 'GET', body) { return fetch(\`\${API}\${path}\`, { method, ${spread} }); }\n` + "cf(`/zones/${z}/dns_records/${id}`, 'PATCH', { type: 'A' });";
    const root = j(parseForEdit(code, 'x.ts'));
    const calls = findApiCalls({ j, root, config: {} });
    expect(calls.map((c) => `${c.method} ${c.endpoint} ${c.bodyNode ? j(c.bodyNode).toSource() : '-'}`)).toEqual(['undefined /:param JSON.stringify(body)', "PATCH /zones/:param/dns_records/:param { type: 'A' }"]);
  });
  test('a class method wrapper', () => {
    const code =
      "class Api { private async request(path: string, init: RequestInit = {}) { return fetch(`https://api.cloudflare.com/client/v4${path}`, init); }\n" +
      "  list(z: string) { return this.request(`/zones/${z}/filters`); } }";
    expect(calls(code)).toEqual(['? /:param', 'GET /zones/:param/filters']);
  });
  test('a wrapper that passes its options on: the caller\'s options give method and body', () => {
    const code =
      API +
      "export async function cfApi(path: string, init: RequestInit = {}) {\n  return fetch(`${API}${path}`, { ...init, headers: { Authorization: `Bearer ${TOKEN}` } });\n}\n" +
      "cfApi(`/zones/${z}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: {} }) });\ncfApi(`/zones/${z}/dns_records`);\ncfApi(`/zones/${z}/filters`, opts);";
    expect(calls(code)).toEqual(['? /:param', 'PATCH /zones/:param/settings/minify', 'GET /zones/:param/dns_records', '? /zones/:param/filters']);
    const root = j(parseForEdit(code, 'x.ts'));
    const ctx = { j, root, config: {} };
    const patch = findApiCalls(ctx)[1];
    expect(bodyObject(ctx, patch)?.type).toBe('ObjectExpression');
  });
  test.each([
    ['TS, rest in the body', 'x.ts', "(path: string, init: RequestInit & { wait?: number } = {}) {\n  const { wait = 3000, ...rest } = init;\n  return fetch(`${API}${path}`, { ...rest, headers: { Authorization: `Bearer ${TOKEN}` } });\n}"],
    ['JS, rest in the body, handed on whole', 'x.js', "(path, init = {}) {\n  const { wait = 3000, ...rest } = init;\n  return fetch(`${API}${path}`, rest);\n}"],
    ['JS, rest in the parameter list', 'x.js', "(path, { wait, ...rest } = {}) {\n  return fetch(`${API}${path}`, { ...rest, keepalive: true });\n}"],
  ])("a wrapper that passes on the rest of its options (%s): the caller's method still counts", (_name, file, fn) => {
    const code = API + `export async function cfApi${fn}\n` + "cfApi(`/zones/${z}/settings/minify`, { method: 'PATCH', wait: 10 });\ncfApi(`/zones/${z}/dns_records`);";
    expect(calls(code, {}, file).slice(1)).toEqual(['PATCH /zones/:param/settings/minify', 'GET /zones/:param/dns_records']);
  });
  test.each([
    ['the method taken out', "const { wait, method, ...rest } = init;\n  return fetch(`${API}${path}`, rest);"],
    ['a computed key taken out', "const { [drop]: gone, ...rest } = init;\n  return fetch(`${API}${path}`, rest);"],
  ])("decoy: a wrapper passing on the rest of its options with %s: the caller's method is not known to be sent", (_name, body) => {
    const code = API + `export async function cfApi(path, init = {}) {\n  ${body}\n}\n` + "cfApi(`/zones/${z}/settings/minify`, { method: 'PATCH' });";
    expect(calls(code, {}, 'x.js').slice(1)).toEqual(['? /zones/:param/settings/minify']);
  });
  test('a configured wrapper from another file: first argument relative to the API base', () => {
    const code = "import { cfRequest } from './cf';\ncfRequest(`/zones/${z}/settings/brotli`, 'PATCH', { value: 'on' });";
    expect(calls(code)).toEqual([]);
    expect(calls(code, { wrappers: ['cfRequest'] })).toEqual(['PATCH /zones/:param/settings/brotli']);
  });
  test('a configured wrapper sending a bulk (array) body', () => {
    const code = "import { cfRequest } from './cf';\ncfRequest(`/zones/${z}/firewall/rules`, 'POST', [{ action: 'block', filter: { expression: 'true' } }]);";
    const root = j(parseForEdit(code, 'x.ts'));
    const ctx = { j, root, config: { wrappers: ['cfRequest'] } };
    const [call] = findApiCalls(ctx);
    expect(`${call.method} ${call.endpoint}`).toBe('POST /zones/:param/firewall/rules');
    expect(bodyObject(ctx, call)?.type).toBe('ArrayExpression');
  });
  test('a configured wrapper given a record with a data field: the record is the body', () => {
    const code = "import { cfRequest } from './cf';\ncfRequest(`/zones/${z}/dns_records`, 'POST', { type: 'SRV', data: { port } });\ncfRequest(`/zones/${z}/dns_records`, { method: 'POST', data: rec });";
    const root = j(parseForEdit(code, 'x.ts'));
    const ctx = { j, root, config: { wrappers: ['cfRequest'] } };
    expect(findApiCalls(ctx).map((c) => j(c.bodyNode).toSource())).toEqual(["{ type: 'SRV', data: { port } }", 'rec']);
  });
  test('a configured base constant', () => {
    expect(calls("import { BASE } from './c';\nfetch(`${BASE}/zones/${z}/settings/brotli`)", { baseConstants: ['BASE'] })).toEqual([
      'GET /zones/:param/settings/brotli',
    ]);
  });
});

describe('SDK calls', () => {
  test.each([
    ['v3+ ESM import', "import Cloudflare from 'cloudflare';\nconst client = new Cloudflare({ apiToken });\nawait client.dns.records.create({ zone_id, type: 'SRV', name, data });", ['POST /zones/:zone_id/dns_records']],
    ['v3.5+ zones.settings.edit(id)', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.zones.settings.edit('brotli', { zone_id, value: 'on' });", ['PATCH /zones/:zone_id/settings/brotli']],
    ['v3.0 per-setting object', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.zones.settings.serverSideExcludes.edit({ zone_id, value: 'off' });", ['PATCH /zones/:zone_id/settings/server_side_exclude']],
    ['v3.0.0 bulk edit', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.zones.settings.edit({ zone_id, items: [] });", ['PATCH /zones/:zone_id/settings']],
    ['v2 factory (CommonJS)', "const cf = require('cloudflare')({ token });\ncf.dnsRecords.add(zoneId, record); cf.zoneSettings.edit(zoneId, 'minify', { value });", ['POST /zones/:zone_id/dns_records', 'PATCH /zones/:zone_id/settings/minify']],
    ['CommonJS constructor, class field, through as any', "const Cloudflare = require('cloudflare');\nclass S { cf = new Cloudflare({ apiToken }); go() { return (this.cf as any).firewall.rules.list({ zone_id }); } }", ['GET /zones/:zone_id/firewall/rules']],
    ['typed parameter', "import type Cloudflare from 'cloudflare';\nexport function f(client: Cloudflare) { return client.zeroTrust.tunnels.delete(id, { account_id }); }", ['DELETE /accounts/:account_id/tunnels/:tunnel_id']],
    ['v3+ rateLimits.edit sends PUT', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.rateLimits.edit(id, { zone_id, threshold: 10 });", ['PUT /zones/:zone_id/rate_limits/:rate_limit_id']],
    ['v1 addDNS', "var CloudFlare = require('cloudflare');\nvar client = new CloudFlare({ email, key });\nclient.addDNS(DNSRecord.create({ type: 'SRV' }));", ['POST /zones/:zone_id/dns_records']],
    // Checked against the published packages (see the top of src/cloudflare/calls/sdk-methods.ts).
    ['v4+ loadBalancers.pools.bulkEdit (the notification_email PATCH)', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.loadBalancers.pools.bulkEdit({ account_id, notification_email: '' });", ['PATCH /accounts/:account_id/load_balancers/pools']],
    ['v3.0.0 user-level pools', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.user.loadBalancers.pools.create({ name, origins });\ncf.user.loadBalancers.pools.edit(poolId, { notification_email });", ['POST /user/load_balancers/pools', 'PATCH /user/load_balancers/pools/:pool_id']],
    ['v3.0–3.2 zones.dnsSettings', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.zones.dnsSettings.get({ zone_id });\ncf.zones.dnsSettings.edit({ zone_id, multi_provider: true });", ['GET /zones/:zone_id/dns_settings', 'PATCH /zones/:zone_id/dns_settings']],
    ['v3.0–3.4 per-setting objects: acronyms and irregular ids', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.zones.settings.alwaysUseHTTPS.edit({ zone_id, value });\ncf.zones.settings.pseudoIPV4.get({ zone_id });\ncf.zones.settings.zeroRTT.get({ zone_id });\ncf.zones.settings.fontSettings.get({ zone_id });\ncf.zones.settings.mobileRedirect.edit({ zone_id, value });", ['PATCH /zones/:zone_id/settings/always_use_https', 'GET /zones/:zone_id/settings/pseudo_ipv4', 'GET /zones/:zone_id/settings/0rtt', 'GET /zones/:zone_id/settings/fonts', 'PATCH /zones/:zone_id/settings/mobile_redirect']],
    ['v3.0–3.5 legacy positional ids: zone id first, body last', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.firewall.rules.create(zoneId, [rule]);\ncf.firewall.waf.overrides.update(zoneId, id, { urls });", ['POST /zones/:zone_id/firewall/rules', 'PUT /zones/:zone_id/firewall/waf/overrides/:override_id']],
    ['methods no version has: filters.edit, rateLimits.update, firewall.waf.overrides.edit', "import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.filters.edit(id, { zone_id });\ncf.rateLimits.update(id, { zone_id });\ncf.firewall.waf.overrides.edit(id, { zone_id });", []],
  ])('%s', (_name, code, expected) => {
    expect(calls(code)).toEqual(expected);
  });
  test('v3.0–3.5 legacy positional: the body is the last argument (an array for firewall.rules.create)', () => {
    const root = j(parseForEdit("import Cloudflare from 'cloudflare';\nconst cf = new Cloudflare();\ncf.firewall.rules.create(zoneId, [{ action: 'block', filter: { expression } }]);", 'x.ts'));
    const ctx = { j, root, config: {} };
    const [call] = findApiCalls(ctx);
    expect(bodyObject(ctx, call)?.type).toBe('ArrayExpression');
  });
});

describe('decoys: no anchor, no call', () => {
  test.each([
    ['a relative path', "fetch('/zones/z/firewall/rules')"],
    ['another host', "axios.get('https://pfsense.local/api/v1/firewall/rules')"],
    ['a look-alike host', "fetch('https://api.cloudflare.com.evil.example/client/v4/zones')"],
    ['an app route on another host', "fetch(`https://app.example.com/cloudflare/accounts/${id}/tunnels`)"],
    ['an imported base with no configuration', "import { CF } from './c';\nfetch(`${CF}/zones/${z}/settings/brotli`)"],
    ['an axios instance on another base', "const api = axios.create({ baseURL: 'https://api.example.com' });\napi.get('/zones/z/settings/brotli')"],
    ['an object with the same method names, not from cloudflare', "const client = makeClient();\nclient.dns.records.create({ zone_id });"],
    ['a param shadowing the base constant', API + 'function f(API) { return fetch(`${API}/zones`); }'],
    ['an express route definition', "app.get('/zones/:zone_id/firewall/rules', handler)"],
  ])('%s', (_name, code) => {
    expect(calls(code)).toEqual([]);
  });
});

describe('bodies and responses', () => {
  const first = (code: string) => {
    const root = j(parseForEdit(code, 'x.ts'));
    const ctx = { j, root, config: {} };
    return { ctx, call: findApiCalls(ctx)[0] };
  };
  test('a body through JSON.stringify of a local const', () => {
    const { ctx, call } = first(API + "const record = { type: 'SRV', data: {} };\nfetch(`${API}/zones/${z}/dns_records`, { method: 'POST', body: JSON.stringify(record) });");
    expect(bodyObject(ctx, call)?.type).toBe('ObjectExpression');
  });
  test('a body in a local of the calling method, the same name used in other methods; v1 DNSRecord.create in a var', () => {
    const code =
      "class D { constructor(z) { this.url = `https://api.cloudflare.com/client/v4/zones/${z}/dns_records`; }\n" +
      "  a() { const record = { type: 'A' }; return axios.post(this.url, record); }\n" +
      "  b(id) { const record = { type: 'SRV' }; return axios.put(`${this.url}/${id}`, record); } }\n" +
      "var CF = require('cloudflare'); var client = new CF({}); function c() { var r = DNSRecord.create({ type: 'MX' }); return client.addDNS(r); }";
    const root = j(parseForEdit(code, 'x.js'));
    const ctx = { j, root, config: {} };
    expect(findApiCalls(ctx).map((c) => j(bodyObject(ctx, c)).toSource())).toEqual(["{ type: 'A' }", "{ type: 'SRV' }", "{ type: 'MX' }"]);
  });
  test('reads of result.<field> through fetch + res.json(), axios data and an SDK result', () => {
    const code =
      API +
      "async function a() { const res = await fetch(`${API}/zones/${z}/dns_settings/use_apex_ns`); const body = await res.json(); return body.result.value; }\n" +
      "async function b() { const { data } = await axios.get(`${API}/zones/${z}/dns_settings/use_apex_ns`); return data.result.value; }\n" +
      "async function c() { const res = await axios.get(`${API}/zones/${z}/dns_settings/use_apex_ns`); return res.data.result.value; }\n";
    const root = j(parseForEdit(code, 'x.ts'));
    const ctx = { j, root, config: {} };
    const reads = findApiCalls(ctx).flatMap((c) => resultReads(ctx, c, 'value'));
    expect(reads.map((p) => j(p).toSource())).toEqual(['body.result.value', 'data.result.value', 'res.data.result.value']);
  });
  test('reads of result.<field> after a wrapper call, whatever the wrapper returns (parsed body, fetch Response, axios-like)', () => {
    const code =
      API +
      "async function cfApi(path, init) { return fetch(`${API}/zones/${ZONE}${path}`, init); }\n" +
      "async function a() { const body = await cfApi('/dns_settings/use_apex_ns'); return body.result.value; }\n" +
      "async function b() { const res = await cfApi('/dns_settings/use_apex_ns'); const body = await res.json(); return body.result.value; }\n" +
      "async function c() { const res = await cfApi('/dns_settings/use_apex_ns'); return res.data.result.value; }\n" +
      "async function d() { const { result } = await cfApi('/dns_settings/use_apex_ns'); return result.value; }\n";
    const root = j(parseForEdit(code, 'x.ts'));
    const ctx = { j, root, config: {} };
    const reads = findApiCalls(ctx).filter((c) => c.surface === 'wrapper').flatMap((c) => resultReads(ctx, c, 'value'));
    expect(reads.map((p) => j(p).toSource())).toEqual(['body.result.value', 'body.result.value', 'res.data.result.value', 'result.value']);
  });
});

describe("node's http(s).request: the body written on the request object it returns", () => {
  /** `METHOD endpoint body` of every anchored call, the body as written or `-`. */
  const bodies = (code: string, file = 'x.ts'): string[] => {
    const root = j(parseForEdit(code, file));
    return findApiCalls({ j, root, config: {} }).map((c) => `${c.method ?? '?'} ${c.endpoint} ${c.bodyNode ? j(c.bodyNode).toSource() : '-'}`);
  };
  const OPTS = "{ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${z}/dns_records/${id}`, method: 'PUT' }";
  test.each([
    ['options and a callback, written once with req.write', `function f(z, id, ip) { const req = https.request(${OPTS}, (r) => r.resume()); req.on('error', console.error); req.write(JSON.stringify({ type: 'A', content: ip })); req.end(); }`,
      ["PUT /zones/:param/dns_records/:param JSON.stringify({ type: 'A', content: ip })"]],
    ['http.request, the body given to req.end', `function f(z, id, data) { const req = http.request(${OPTS}); req.end(data); }`, ['PUT /zones/:param/dns_records/:param data']],
    ['a URL, options and a callback; the write under a condition', API + "function f(z, id, body) { const req = https.request(`${API}/zones/${z}/dns_records/${id}`, { method: 'PATCH' }, (r) => r.resume());\n  if (body) req.write(body);\n  req.end(); }",
      ['PATCH /zones/:param/dns_records/:param body']],
    ['a cast around the request, req.end given a callback', `function f(z, id, b) { const req = https.request(${OPTS}) as ClientRequest; req.write(b); req.end(() => done()); }`, ['PUT /zones/:param/dns_records/:param b']],
    ['req.end given a callback parameter the function also hands to a listener', `function f(z, id, b, done) { const req = https.request(${OPTS}); req.on('error', done); req.write(b); req.end(done); }`, ['PUT /zones/:param/dns_records/:param b']],
    ['at the top level of a script', `const req = https.request(${OPTS});\nreq.write(payload);\nreq.end();`, ['PUT /zones/:param/dns_records/:param payload']],
    ['a shadowing req in a callback is another object', `function f(z, id, b) { const req = https.request(${OPTS}); req.write(b); req.end(); app.use((req, res) => req.write(x)); }`, ['PUT /zones/:param/dns_records/:param b']],
  ])('%s', (_name, code, expected) => {
    expect(bodies(code)).toEqual(expected);
  });
  test.each([
    ['written twice (two chunks)', `function f(z, id, a, b) { const req = https.request(${OPTS}); req.write(a); req.write(b); req.end(); }`],
    ['written and ended with a chunk', `function f(z, id, a, b) { const req = https.request(${OPTS}); req.write(a); req.end(b); }`],
    ['written in a loop', `function f(z, id, parts) { const req = https.request(${OPTS}); for (const p of parts) req.write(p); req.end(); }`],
    ['written in a callback', `function f(z, id, b) { const req = https.request(${OPTS}); setTimeout(() => req.end(b)); }`],
    ['handed to a function', `function f(z, id, b) { const req = https.request(${OPTS}); req.write(b); send(req); }`],
    ['piped into', `function f(z, id, src, b) { const req = https.request(${OPTS}); req.write(b); src.pipe(req); }`],
    ['returned', `function f(z, id, b) { const req = https.request(${OPTS}); req.write(b); return req; }`],
    ['chained from a kept method', `function f(z, id, a, b) { const req = https.request(${OPTS}); req.write(a); req.on('error', e).end(b); }`],
    ['held by a let', `function f(z, id, b) { let req = https.request(${OPTS}); req.write(b); req.end(); }`],
  ])('no body: %s', (_name, code) => {
    expect(bodies(code)).toEqual(['PUT /zones/:param/dns_records/:param -']);
  });
  test('a write on a request to another host, and on a stream, are no calls', () => {
    expect(bodies("function f(b) { const req = https.request({ hostname: 'example.com', path: '/client/v4/zones/z/dns_records', method: 'PUT' }); req.write(b); req.end(); const s = fs.createWriteStream('x'); s.write(b); }")).toEqual([]);
  });
  test('a callback-style wrapper writing its body parameter: its calls carry their body argument', () => {
    const code =
      "const BASE = 'https://api.cloudflare.com/client/v4';\n" +
      "function call(path, auth, cb, method = 'GET', body) {\n  const req = https.request(`${BASE}/${path}`, { method, headers: { 'X-Auth-Key': auth.key } }, (res) => res.resume());\n  if (body) req.write(body);\n  req.end();\n}\n" +
      "call(`zones/${z}/dns_records/${id}`, auth, () => {}, 'PATCH', JSON.stringify({ content: ip, type: 'A' }));";
    expect(bodies(code, 'x.js')).toEqual(['? /:param body', "PATCH /zones/:param/dns_records/:param JSON.stringify({ content: ip, type: 'A' })"]);
  });
});

describe('result elements', () => {
  const items = (code: string, list: boolean) => {
    const root = j(parseForEdit(code, 'x.ts'));
    const ctx = { j, root, config: {} };
    return findApiCalls(ctx).flatMap((c) =>
      resultItems(ctx, c, { list }).map((i) => `${j(i.path).toSource()}${i.filters.length ? ` [${i.filters.map((f) => f.param).join(',')}]` : ''}`),
    );
  };
  test('elements of a list response: callbacks, chains, for…of, find, index, destructuring', () => {
    const code =
      API +
      "async function a() { const res = await fetch(`${API}/zones/${z}/dns_records`); const body = await res.json();\n" +
      "  const srv = body.result.filter((r) => r.type === 'SRV').map((s) => s.data); for (const x of body.result) use(x.locked);\n" +
      "  const one = body.result.find((f) => f.id === id); return [one.locked, body.result[0].name]; }\n" +
      "async function b() { const { data } = await axios.get(`${API}/zones/${z}/dns_records`); const list = data.result; const [first] = list; return first; }\n";
    expect(items(code, true)).toEqual(['r', 's [r]', 'x', 'f', 'one [f]', 'body.result[0]', 'first']);
  });
  test('a v3+ SDK list: the page result and for await', () => {
    const code =
      "import Cloudflare from 'cloudflare';\nconst client = new Cloudflare();\n" +
      "async function a() { const page = await client.dns.records.list({ zone_id }); return page.result.map((r) => r.locked); }\n" +
      "async function b() { for await (const rec of client.dns.records.list({ zone_id })) log(rec.name); }\n";
    expect(items(code, true)).toEqual(['r', 'rec']);
  });
  test('one record: the result itself', () => {
    const code = API + "async function a() { const { data } = await axios.post(`${API}/zones/${z}/dns_records`, rec); return data.result.locked; }\n";
    expect(items(code, false)).toEqual(['data.result']);
  });
});
