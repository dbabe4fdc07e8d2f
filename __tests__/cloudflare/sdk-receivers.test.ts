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
