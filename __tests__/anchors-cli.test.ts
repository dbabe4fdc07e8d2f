/** `cf-codemod anchors`: what the project index recognises, per module (built command, run on fixture trees). */
import * as path from 'path';
import { cli, tempDir } from './helpers/cli';

const CASE = (name: string) => path.join(__dirname, '..', '__testfixtures__', 'project', name, 'input');
const API = 'https://api.cloudflare.com/client/v4';

describe('cf-codemod anchors', () => {
  test('--json lists each module with its exported anchors and the position of the path parameter', () => {
    const r = cli(CASE('wrappers-and-bases'), ['anchors', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.version).toBe(1);
    const lib = report.files.find((f: any) => f.path === 'src/lib/cloudflare.ts');
    expect(lib.anchors).toEqual([
      { name: 'CF_API', kind: 'base', exported: true, url: 'https://api.cloudflare.com/client/v4' },
      { name: 'cfRequest', kind: 'wrapper', exported: true, url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 0, optionsParam: 1 },
      { name: 'cfCall', kind: 'wrapper', exported: true, url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 1, methodParam: 0, bodyParam: 2 },
      { name: 'cfWithToken', kind: 'wrapper', exported: true, url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 2, methodParam: 1 },
    ]);
    // Same names on another host, and a module that only mentions Cloudflare: never anchors.
    expect(report.files.map((f: any) => f.path)).toEqual(['src/lib/cloudflare.ts']);
    expect(report.summary.files).toBe(6);
  });

  test('human output names clients, instances, SDK clients and factories, through barrels and aliases', () => {
    const r = cli(CASE('aliases-barrels-sdk'), ['anchors']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('src/lib/http/index.ts\n  cfApi: HTTP client instance https://api.cloudflare.com/client/v4\n');
    expect(r.stdout).toContain('  cf: cloudflare SDK client\n  clientFor: returns a cloudflare SDK client\n');
    expect(r.stdout).not.toContain('mentions');
    const classes = cli(CASE('commonjs-workspace-classes'), ['anchors']);
    expect(classes.stdout).toContain(
      '  cloudflare: API client instance\n    .call() https://api.cloudflare.com/client/v4{path} (path: argument 2, method: argument 1, body: argument 3)\n',
    );
    expect(classes.stdout).not.toContain('decoy');
  });

  test('factories: what each returns (a client with its methods, a wrapper, an HTTP client instance); look-alikes never listed', () => {
    const r = cli(CASE('factories'), ['anchors', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: any) => f.path)).toEqual(['src/lib/client.ts', 'src/lib/fetch.js', 'src/lib/http.js']);
    const anchors = Object.fromEntries(report.files.flatMap((f: any) => f.anchors.map((a: any) => [a.name, a])));
    const patch = { name: 'patch', kind: 'wrapper', url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 0, method: 'PATCH', bodyParam: 1 };
    expect(anchors.createCloudflareApi).toEqual({ name: 'createCloudflareApi', kind: 'factory', exported: true, returns: 'client', methods: [patch] });
    expect(anchors.openCloudflareApi.returns).toBe('client');
    expect(anchors.createCfFetch).toEqual({
      name: 'createCfFetch',
      kind: 'factory',
      exported: true,
      returns: 'wrapper',
      url: 'https://api.cloudflare.com/client/v4{path}',
      pathParam: 0,
      optionsParam: 1,
    });
    expect(anchors.makeClient).toEqual({ name: 'makeClient', kind: 'factory', exported: true, returns: 'instance', url: 'https://api.cloudflare.com/client/v4' });
    const human = cli(CASE('factories'), ['anchors']);
    expect(human.stdout).toContain('  createCfFetch: returns a wrapper https://api.cloudflare.com/client/v4{path} (path: argument 1, options: argument 2)\n');
    expect(human.stdout).toContain('  makeClient: returns an HTTP client instance https://api.cloudflare.com/client/v4\n');
  });

  test('SDK clients by binding: a module-level double named like a client of a function is not one; other exports of the package make none', () => {
    const r = cli(CASE('sdk-shadowed-import'), ['anchors', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: any) => [f.path, f.anchors])).toEqual([
      ['src/lib/client.ts', [{ name: 'cf', kind: 'sdk-client', exported: true }]],
      ['src/lib/fakes.ts', [{ name: 'liveClient', kind: 'sdk-factory', exported: true }]],
    ]);
  });

  test('it sees the files and configuration a run would: --ignore-pattern, --config', () => {
    const ignored = cli(CASE('wrappers-and-bases'), ['anchors', '--json', '--ignore-pattern', 'src/lib/cloudflare.ts']);
    expect(ignored.code).toBe(0);
    expect(JSON.parse(ignored.stdout).files).toEqual([]);
    const badConfig = cli(CASE('wrappers-and-bases'), ['anchors', '--config', 'no-such-config.json']);
    expect(badConfig.code).toBe(2);
    expect(badConfig.stderr).toContain('no-such-config.json');
  });

  test('a module nobody imports: its anchors are listed, each marked exported or local; another host\'s names never', () => {
    const dir = tempDir({
      'src/cf.ts': `import axios from 'axios';
import Cloudflare from 'cloudflare';

const API = '${API}';
const STATUS_API = 'https://status.example.com/v1';
const settings = { cloudflare: { apiUrl: '${API}' }, status: { url: STATUS_API } };

async function cfGet(path: string) {
  return fetch(\`\${API}\${path}\`);
}

async function statusGet(path: string) {
  return fetch(\`\${STATUS_API}\${path}\`);
}

class CfClient {
  private base = API;
  call(method: string, path: string, body?: unknown) {
    return fetch(\`\${this.base}\${path}\`, { method, body: JSON.stringify(body) });
  }
}

const client = new CfClient();
const http = axios.create({ baseURL: API });
const status = axios.create({ baseURL: STATUS_API });
const sdk = new Cloudflare({ apiToken: process.env.CF_TOKEN });

export async function main() {
  await cfGet('/zones');
  await statusGet('/zones');
  await client.call('GET', '/zones');
  await http.get(\`\${settings.cloudflare.apiUrl}/zones\`);
  await status.get('/zones');
  await sdk.zones.list();
}
`,
      'src/tasks.js': `const got = require('got');
const api = got.extend({ prefixUrl: '${API}' });
module.exports = { purge: (zone) => api.post(\`zones/\${zone}/purge_cache\`, { json: { purge_everything: true } }) };
`,
      'src/status.js': `const STATUS = 'https://status.example.com/client/v4';
module.exports.get = (path) => fetch(STATUS + path);
`,
    });
    const r = cli(dir, ['anchors', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: any) => f.path)).toEqual(['src/cf.ts', 'src/tasks.js']);
    const cf = report.files[0].anchors;
    expect(cf.map((a: any) => [a.name, a.kind, a.exported])).toEqual([
      ['API', 'base', false],
      ['settings.cloudflare.apiUrl', 'base', false],
      ['cfGet', 'wrapper', false],
      ['CfClient', 'client-class', false],
      ['client', 'client', false],
      ['http', 'instance', false],
      ['sdk', 'sdk-client', false],
    ]);
    expect(cf[2]).toEqual({ name: 'cfGet', kind: 'wrapper', url: `${API}{path}`, pathParam: 0, method: 'GET', exported: false });
    expect(report.files[1].anchors).toEqual([{ name: 'api', kind: 'instance', url: API, exported: false }]);
    expect(report.summary).toMatchObject({ files: 3, modules: 0, listed: 2 });
    const human = cli(dir, ['anchors']);
    expect(human.stdout).toContain(`src/cf.ts\n  API (local): base URL ${API}\n`);
    expect(human.stdout).toContain(`  client (local): API client instance\n    .call() ${API}{path} (path: argument 2, method: argument 1, body: argument 3)\n`);
    expect(human.stdout).not.toContain('No module');
  });

  test('a module exporting a base and a wrapper that nothing in the visited paths imports: listed as exported', () => {
    const dir = tempDir({
      'src/lib/cloudflare.ts': `const TOKEN = process.env.CLOUDFLARE_API_TOKEN;
export const CF_API = '${API}';
const headers = { Authorization: \`Bearer \${TOKEN}\` };
export async function cfRequest(path: string, init: RequestInit = {}) {
  return fetch(\`\${CF_API}\${path}\`, { ...init, headers });
}
const cfDelete = (path: string) => cfRequest(path, { method: 'DELETE' });
export { cfDelete as remove };
`,
      'src/app.ts': `export const ping = () => fetch('https://status.example.com/ping');\n`,
    });
    const human = cli(dir, ['anchors', 'src/lib/cloudflare.ts']);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(
      [
        'src/lib/cloudflare.ts',
        `  CF_API: base URL ${API}`,
        `  cfRequest: wrapper ${API}{path} (path: argument 1, options: argument 2)`,
        `  remove: wrapper ${API}{path} (path: argument 1, method: DELETE)`,
        '',
      ].join('\n'),
    );
    expect(human.stdout.startsWith('src/lib/cloudflare.ts\n')).toBe(true);
    expect(human.stdout).toMatch(/\n1 files visited, 0 parsed by the index, 0 export anchors, 1 modules with anchors \(\d+ ms\)\.\nProject: anchored on Cloudflare: src\/lib\/cloudflare.ts holds an API anchor; [^\n]*\n$/);
    const report = JSON.parse(cli(dir, ['anchors', '--json']).stdout);
    expect(report.files.map((f: any) => [f.path, f.anchors.map((a: any) => [a.name, a.exported])])).toEqual([
      ['src/lib/cloudflare.ts', [['CF_API', true], ['cfRequest', true], ['remove', true]]],
    ]);
  });

  test('examples/legacy-client: the modules whose calls a run changes are listed with their local anchors; its decoy is not', () => {
    const r = cli(path.join(__dirname, '..', 'examples', 'legacy-client'), ['anchors', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files).toEqual([
      { path: 'src/dns.ts', anchors: [{ name: 'cf', kind: 'instance', url: API, exported: false }] },
      { path: 'src/security.ts', anchors: [{ name: 'API', kind: 'base', url: API, exported: false }] },
      { path: 'src/settings.ts', anchors: [{ name: 'API', kind: 'base', url: API, exported: false }] },
    ]);
  });

  test("the scope of each anchor: its own package, and the modules of other packages its API anchor module imports or is imported by (issue 29)", () => {
    const json = JSON.parse(cli(CASE('untraced-monorepo-scope'), ['anchors', '--json']).stdout);
    const reasons = [{ kind: 'api-anchor', path: 'workers/mail-relay/src/cloudflare.ts', scope: 'workers/mail-relay' }];
    // The fields of before are kept; `scope` and `scopes` are added.
    expect(json.anchoring).toEqual({
      anchored: true,
      reasons,
      dependsOnCloudflare: false,
      scopes: [
        {
          path: 'workers/mail-relay',
          packageJson: 'workers/mail-relay/package.json',
          reasons,
          dependsOnCloudflare: false,
          connected: ['apps/site/src/dns-admin.ts', 'shared/paths/index.js'],
        },
      ],
    });
    const human = cli(CASE('untraced-monorepo-scope'), ['anchors']).stdout;
    expect(human).toContain(
      'Project: anchored on Cloudflare: workers/mail-relay/src/cloudflare.ts holds an API anchor; untraced deprecated endpoints are reported in its package (workers/mail-relay), and in 2 modules of other packages connected to its API anchors by imports.\n' +
        '  package workers/mail-relay: workers/mail-relay/src/cloudflare.ts holds an API anchor\n' +
        '    and apps/site/src/dns-admin.ts (connected by an import)\n' +
        '    and shared/paths/index.js (connected by an import)\n',
    );
  });

  test('several anchored packages are named each with its reason', () => {
    const dir = tempDir({
      'package.json': '{"name":"root","private":true}',
      'tools/package.json': '{"name":"tools","devDependencies":{"cloudflare":"^4.0.0"}}',
      'tools/purge.ts': 'export const purge = (zone: string) => zone;\n',
      'worker/package.json': '{"name":"worker"}',
      'worker/index.ts': 'export const token = (env: { CF_API_TOKEN: string }) => env.CF_API_TOKEN;\n',
      'site/package.json': '{"name":"site"}',
      'site/page.ts': 'export const page = (s: string) => `/organizations/${s}`;\n',
    });
    const human = cli(dir, ['anchors']).stdout;
    expect(human).toContain(
      'Project: anchored on Cloudflare in 2 packages: tools (tools/package.json depends on cloudflare), worker (worker/index.ts reads CF_API_TOKEN); untraced deprecated endpoints are reported in those packages.\n',
    );
    const json = JSON.parse(cli(dir, ['anchors', '--json']).stdout);
    expect(json.anchoring.scopes.map((s: { path: string; dependsOnCloudflare: boolean }) => [s.path, s.dependsOnCloudflare])).toEqual([['tools', true], ['worker', false]]);
    expect(json.anchoring.dependsOnCloudflare).toBe(true);
  });

  test('a missing path is a usage error', () => {
    const r = cli(CASE('wrappers-and-bases'), ['anchors', 'no-such-folder']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no-such-folder');
  });
});
