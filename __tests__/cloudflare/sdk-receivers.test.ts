/**
 * SDK receivers by binding: a name is a client where it resolves to a declaration holding one (made
 * from the `cloudflare` package or typed with its client), whatever other bindings of the same name
 * the file has; a type counts only when it is the package's client.
 */
import jscodeshift from 'jscodeshift';
import { findApiCalls } from '../../src/cloudflare';
import { parseForEdit } from '../../src/parse/parse';

const j = jscodeshift;
const ESM = "import Cloudflare from 'cloudflare';\n";

/** `receiver METHOD endpoint` of every SDK call of a snippet, in source order. */
function sdkCalls(code: string, file = 'x.ts'): string[] {
  const root = j(parseForEdit(code, file));
  return findApiCalls({ j, root, config: {} })
    .filter((c) => c.surface === 'sdk')
    .map((c) => `${c.client} ${c.method} ${c.endpoint}`);
}

describe('clients', () => {
  test.each([
    ['a module-level client used in a function', ESM + 'const cf = new Cloudflare();\nfunction f() { return cf.dns.records.list({ zone_id }); }', ['cf GET /zones/:zone_id/dns_records']],
    ['the client class destructured from require', "const { Cloudflare } = require('cloudflare');\nconst cf = new Cloudflare();\ncf.dns.records.list({ zone_id });", ['cf GET /zones/:zone_id/dns_records']],
    ['a namespace import', "import * as CF from 'cloudflare';\nconst cf = new CF.Cloudflare();\ncf.dns.records.list({ zone_id });", ['cf GET /zones/:zone_id/dns_records']],
    ['an outer let assigned in a setup callback', ESM + 'let cf;\nbeforeAll(() => { cf = new Cloudflare(); });\ntest("x", () => cf.dns.records.list({ zone_id }));', ['cf GET /zones/:zone_id/dns_records']],
    ['an undeclared name assigned a client (sloppy script)', "cf = require('cloudflare')({ token });\ncf.dnsRecords.browse(zoneId);", ['cf GET /zones/:zone_id/dns_records']],
    ['InstanceType<typeof Cloudflare>', ESM + 'function f(client: InstanceType<typeof Cloudflare>) { return client.dns.records.list({ zone_id }); }', ['client GET /zones/:zone_id/dns_records']],
    ['a local alias of the client type', ESM + 'type Api = Cloudflare;\nfunction f(client: Api) { return client.dns.records.list({ zone_id }); }', ['client GET /zones/:zone_id/dns_records']],
    ['a variable typed with the client, maybe undefined', ESM + 'let client: Cloudflare | undefined;\nexport const g = () => client!.dns.records.list({ zone_id });', ['client GET /zones/:zone_id/dns_records']],
    ['a field of the class, through an arrow in a method', ESM + 'class S {\n  constructor(private cf: Cloudflare) {}\n  all(ids: string[]) { return ids.map((id) => this.cf.dns.records.get(id, { zone_id })); }\n}', ['this.cf GET /zones/:zone_id/dns_records/:dns_record_id']],
    ['a field set by the class it extends', ESM + 'class Base { constructor() { this.cf = new Cloudflare(); } }\nclass Zones extends Base { list() { return this.cf.dns.records.list({ zone_id }); } }', ['this.cf GET /zones/:zone_id/dns_records']],
    ['a function-style constructor and its prototype method', ESM + 'function Svc() { this.cf = new Cloudflare(); }\nSvc.prototype.list = function () { return this.cf.dns.records.list({ zone_id }); };', ['this.cf GET /zones/:zone_id/dns_records']],
    ['a renamed named import', "import { Cloudflare as Sdk } from 'cloudflare';\nexport function f(sdk: Sdk) { return sdk.dns.records.list({ zone_id }); }", ['sdk GET /zones/:zone_id/dns_records']],
  ])('%s', (_name, code, expected) => {
    expect(sdkCalls(code)).toEqual(expected);
  });
});

describe('decoys: the same name, another binding', () => {
  test.each([
    ['a local double in a function', ESM + 'const cf = new Cloudflare();\nfunction t() { const cf = { dns: { records: { list() {} } } }; cf.dns.records.list({ zone_id }); }'],
    ['a double in an inner block', ESM + 'const cf = new Cloudflare();\n{ let cf = fake(); cf.dns.records.list({ zone_id }); }'],
    ['an untyped parameter', ESM + 'const cf = new Cloudflare();\nexport const f = (cf) => cf.dns.records.list({ zone_id });'],
    ['a destructured parameter', ESM + 'const cf = new Cloudflare();\nexport function f({ cf }) { return cf.dns.records.list({ zone_id }); }'],
    ['a catch parameter', ESM + 'const cf = new Cloudflare();\ntry { go(); } catch (cf) { cf.dns.records.list({ zone_id }); }'],
    ['a class method parameter', ESM + 'const cf = new Cloudflare();\nclass T { run(cf) { return cf.dns.records.list({ zone_id }); } }'],
    ['an inner function declaration', ESM + 'const cf = new Cloudflare();\nfunction t() { function cf() {} return cf.dns.records.list({ zone_id }); }'],
    ['an imported double, while a function makes its own client', ESM + "import { cf } from './fakes';\nfunction live() { const cf = new Cloudflare(); return cf; }\ncf.dns.records.list({ zone_id });"],
    ['a parameter typed with an interface of the file', ESM + 'const client = new Cloudflare();\ninterface Shelf { dns: { records: { list(p: object): void } } }\nexport const f = (client: Shelf) => client.dns.records.list({ zone_id });'],
    ['a parameter typed with another export of the package', "import { APIError } from 'cloudflare';\nexport function f(client: APIError) { return (client as any).dns.records.list({ zone_id }); }"],
    ['a field of the same name in another class', ESM + 'class Live { cf = new Cloudflare(); }\nclass Fake { cf = { dns: { records: { list() {} } } }; run() { return this.cf.dns.records.list({ zone_id }); } }'],
    ['the result of another export of the package', "const { toFile } = require('cloudflare');\nconst cf = toFile(buffer);\ncf.dns.records.list({ zone_id });"],
  ])('%s', (_name, code) => {
    expect(sdkCalls(code)).toEqual([]);
  });
});

describe('clients reached through getters, factories, aliases and typed members', () => {
  test.each([
    ['a getter parameter', ESM + 'export function f(getClient: () => Cloudflare) { return getClient().rateLimits.list(zoneId); }', ['getClient() GET /zones/:zone_id/rate_limits']],
    ['a getter parameter, cast to any', ESM + 'export function f(getClient: () => Cloudflare) { return (getClient() as any).rateLimits.list(zoneId); }', ['getClient() GET /zones/:zone_id/rate_limits']],
    ['a getter parameter, asserted non-null', ESM + 'export function f(getClient: () => Cloudflare | undefined) { return getClient()!.rateLimits.list(zoneId); }', ['getClient() GET /zones/:zone_id/rate_limits']],
    ['a getter returning a promise, awaited', ESM + 'export async function f(getClient: () => Promise<Cloudflare>) { return (await getClient()).rateLimits.list(zoneId); }', ['getClient() GET /zones/:zone_id/rate_limits']],
    ['a getter in an interface, destructured', ESM + 'interface Deps { getClient(): Cloudflare }\nexport function f({ getClient }: Deps) { const c = getClient(); return c.rateLimits.list(zoneId); }', ['c GET /zones/:zone_id/rate_limits']],
    ['a getter member of a typed parameter', ESM + 'type Deps = { getClient: () => Cloudflare };\nexport function f(deps: Deps) { return deps.getClient().rateLimits.list(zoneId); }', ['deps.getClient() GET /zones/:zone_id/rate_limits']],
    ['a factory of the file returning undefined without a token', ESM + 'function clientFor(token?: string) { if (!token) return undefined; return new Cloudflare({ apiToken: token }); }\nclientFor(t)!.rateLimits.list(zoneId);', ['clientFor(t) GET /zones/:zone_id/rate_limits']],
    ['a factory of the file, its result used directly', ESM + 'function clientFor(token: string) { return new Cloudflare({ apiToken: token }); }\nclientFor(t).rateLimits.list(zoneId);', ['clientFor(t) GET /zones/:zone_id/rate_limits']],
    ['an arrow factory returning a module client, its result held', ESM + 'const cf = new Cloudflare();\nconst sdk = () => cf;\nconst api = sdk();\napi.rateLimits.list(zoneId);', ['api GET /zones/:zone_id/rate_limits']],
    ['an alias of a client', ESM + 'const cf = new Cloudflare();\nconst client = cf;\nclient.rateLimits.list(zoneId);', ['client GET /zones/:zone_id/rate_limits']],
    ['an alias of a field', ESM + 'class S { cf = new Cloudflare(); go(z: string) { let c = this.cf; return c.rateLimits.list(z); } }', ['c GET /zones/:zone_id/rate_limits']],
    ['a method handing out the client', ESM + 'class S { private cf = new Cloudflare(); client() { return this.cf; } go(z: string) { return this.client().rateLimits.list(z); } }', ['this.client() GET /zones/:zone_id/rate_limits']],
    ['a member of a typed parameter', ESM + 'interface Context { client: Cloudflare; zone: string }\nexport function f(ctx: Context) { return ctx.client.rateLimits.list(ctx.zone); }', ['ctx.client GET /zones/:zone_id/rate_limits']],
    ['a member of a typed field', ESM + 'interface Context { client: Cloudflare }\nclass S { constructor(private ctx: Context) {} go(z: string) { return this.ctx.client.rateLimits.list(z); } }', ['this.ctx.client GET /zones/:zone_id/rate_limits']],
  ])('%s', (_name, code, expected) => {
    expect(sdkCalls(code)).toEqual(expected);
  });
});

describe('decoys: getters, factories, aliases and members that are not the client', () => {
  test.each([
    ['a getter parameter typed with the user\'s own client', ESM + 'interface Own { rateLimits: { list(z: string): void } }\nexport function f(getClient: () => Own) { return getClient().rateLimits.list(zoneId); }'],
    ['a getter parameter shadowed by a local double', ESM + 'export function f(getClient: () => Cloudflare) { const t = () => { const getClient = () => fake; return getClient().rateLimits.list(zoneId); }; return t; }'],
    ['a factory of the file returning something else', ESM + 'function clientFor(token: string) { return { rateLimits: { list() {} } }; }\nclientFor(t).rateLimits.list(zoneId);'],
    ['a factory of the file that may return a double', ESM + 'function clientFor(token: string) { if (!token) return { rateLimits: { list() {} } }; return new Cloudflare({ apiToken: token }); }\nclientFor(t).rateLimits.list(zoneId);'],
    ['an alias reassigned to a double', ESM + 'const cf = new Cloudflare();\nlet client = cf;\nif (testing) client = fake;\nclient.rateLimits.list(zoneId);'],
    ['an alias of another value of the same name', ESM + 'const cf = new Cloudflare();\nfunction t(cf: any) { const client = cf; return client.rateLimits.list(zoneId); }'],
    ['a member of a parameter typed with the user\'s own interface', ESM + 'interface Context { client: Store }\nexport function f(ctx: Context) { return ctx.client.rateLimits.list(zoneId); }'],
    ['a member of the same name on another binding', ESM + 'interface Context { client: Cloudflare }\nexport function f(ctx: Context) { return ctx; }\nexport function g(ctx: { client: any }) { return ctx.client.rateLimits.list(zoneId); }'],
  ])('%s', (_name, code) => {
    expect(sdkCalls(code)).toEqual([]);
  });
});

describe("the SDK client's generic verbs are raw requests on the API base", () => {
  /** `client METHOD endpoint body?` of every call of a snippet. */
  const all = (code: string): string[] => {
    const root = j(parseForEdit(code, 'x.ts'));
    return findApiCalls({ j, root, config: {} }).map((c) => `${c.client} ${c.method} ${c.endpoint}${c.bodyNode ? ' body' : ''}`);
  };
  test.each([
    ['get with a concatenated path', ESM + "const client = new Cloudflare();\nclient.get('/zones/' + id + '/analytics/dashboard');", ['client.get GET /zones/:param/analytics/dashboard']],
    ['post with a body, on an alias', ESM + 'const cf = new Cloudflare();\nconst client = cf;\nclient.post(`/zones/${id}/firewall/rules`, { body: [{ action: "block" }] });', ['client.post POST /zones/:param/firewall/rules body']],
    ['patch without a leading slash, through a getter', ESM + "export const f = (getClient: () => Cloudflare) => getClient().patch(`zones/${id}/settings/brotli`, { body: { value: 'on' } });", ['getClient().patch PATCH /zones/:param/settings/brotli body']],
    ['delete and put', ESM + 'const cf = new Cloudflare();\ncf.delete(`/zones/${z}/rate_limits/${id}`);\ncf.put(`/zones/${z}/rate_limits/${id}`, { body: limit });', ['cf.delete DELETE /zones/:param/rate_limits/:param', 'cf.put PUT /zones/:param/rate_limits/:param body']],
    ['request with method and path', ESM + "const cf = new Cloudflare();\ncf.request({ method: 'patch', path: `/zones/${z}/settings/minify`, body: { value: {} } });", ['cf.request PATCH /zones/:param/settings/minify body']],
  ])('%s', (_name, code, expected) => {
    expect(all(code)).toEqual(expected);
  });
  test.each([
    ['a Map', "const cache = new Map();\ncache.get('/zones/' + id + '/analytics/dashboard');"],
    ['a parameter whose get is the user\'s', ESM + "const client = new Cloudflare();\nexport function f(client: { get(p: string): void }) { client.get('/zones/' + id + '/analytics/dashboard'); }"],
    ['an express router', "const app = express();\napp.get('/zones/:id/analytics/dashboard', handler);"],
    ['a test double shadowing the client', ESM + "const client = new Cloudflare();\ntest('x', () => { const client = { post: jest.fn() }; client.post(`/zones/${id}/firewall/rules`, { body: [] }); });"],
  ])('decoy: %s', (_name, code) => {
    expect(all(code)).toEqual([]);
  });
});
