/** `cf-codemod anchors`: what the project index recognises, per module (built command, run on fixture trees). */
import * as path from 'path';
import { cli } from './helpers/cli';

const CASE = (name: string) => path.join(__dirname, '..', '__testfixtures__', 'project', name, 'input');

describe('cf-codemod anchors', () => {
  test('--json lists each module with its exported anchors and the position of the path parameter', () => {
    const r = cli(CASE('wrappers-and-bases'), ['anchors', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.version).toBe(1);
    const lib = report.files.find((f: any) => f.path === 'src/lib/cloudflare.ts');
    expect(lib.anchors).toEqual([
      { name: 'CF_API', kind: 'base', url: 'https://api.cloudflare.com/client/v4' },
      { name: 'cfRequest', kind: 'wrapper', url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 0, optionsParam: 1 },
      { name: 'cfCall', kind: 'wrapper', url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 1, methodParam: 0, bodyParam: 2 },
      { name: 'cfWithToken', kind: 'wrapper', url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 2, methodParam: 1 },
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
    const patch = { name: 'patch', kind: 'wrapper', url: 'https://api.cloudflare.com/client/v4{path}', pathParam: 0, bodyParam: 1 };
    expect(anchors.createCloudflareApi).toEqual({ name: 'createCloudflareApi', kind: 'factory', returns: 'client', methods: [patch] });
    expect(anchors.openCloudflareApi.returns).toBe('client');
    expect(anchors.createCfFetch).toEqual({
      name: 'createCfFetch',
      kind: 'factory',
      returns: 'wrapper',
      url: 'https://api.cloudflare.com/client/v4{path}',
      pathParam: 0,
      optionsParam: 1,
    });
    expect(anchors.makeClient).toEqual({ name: 'makeClient', kind: 'factory', returns: 'instance', url: 'https://api.cloudflare.com/client/v4' });
    const human = cli(CASE('factories'), ['anchors']);
    expect(human.stdout).toContain('  createCfFetch: returns a wrapper https://api.cloudflare.com/client/v4{path} (path: argument 1, options: argument 2)\n');
    expect(human.stdout).toContain('  makeClient: returns an HTTP client instance https://api.cloudflare.com/client/v4\n');
  });

  test('SDK clients by binding: a module-level double named like a client of a function is not one; other exports of the package make none', () => {
    const r = cli(CASE('sdk-shadowed-import'), ['anchors', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: any) => [f.path, f.anchors])).toEqual([
      ['src/lib/client.ts', [{ name: 'cf', kind: 'sdk-client' }]],
      ['src/lib/fakes.ts', [{ name: 'liveClient', kind: 'sdk-factory' }]],
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

  test('a missing path is a usage error', () => {
    const r = cli(CASE('wrappers-and-bases'), ['anchors', 'no-such-folder']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no-such-folder');
  });
});
