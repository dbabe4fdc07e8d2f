/**
 * Whether a project is anchored on Cloudflare (src/project/anchored.ts), and where a run and
 * `cf-codemod anchors` say why: the switch of the second tier of recognition (src/cloudflare/untraced/untraced.ts).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { anchoringText, credentialRead, dependsOnCloudflare, textReason } from '../src/project/anchored';
import { commonFolder, PackageScopes } from '../src/project/package-scopes';
import { cli } from './helpers/cli';

const CASE = (name: string) => path.join(__dirname, '..', '__testfixtures__', 'project', name, 'input');

describe('credentials read by name', () => {
  test.each([
    ['process.env.CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_API_TOKEN'],
    ["process.env['CF_API_KEY']", 'CF_API_KEY'],
    ['env.CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_ZONE_ID'],
    ['c.env.CF_ACCOUNT_ID', 'CF_ACCOUNT_ID'],
    ["Deno.env.get('CF_API_TOKEN')", 'CF_API_TOKEN'],
    ['Bun.env.CLOUDFLARE_EMAIL', 'CLOUDFLARE_EMAIL'],
    ['import.meta.env.CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_ACCOUNT_ID'],
    ['const { CLOUDFLARE_API_KEY, PORT } = process.env;', 'CLOUDFLARE_API_KEY'],
  ])('%s', (code, name) => expect(credentialRead(code)).toBe(name));

  test.each([
    ['a name in a string or comment', "// set CLOUDFLARE_API_TOKEN first\nconst doc = 'CLOUDFLARE_API_TOKEN';"],
    ['a longer name', 'process.env.MY_CF_API_TOKEN + process.env.CLOUDFLARE_API_TOKEN_OLD'],
    ['a generic name', 'process.env.API_TOKEN'],
  ])('not: %s', (_, code) => expect(credentialRead(code)).toBeUndefined());

  test('an API anchor wins over a credential; a word alone is neither', () => {
    expect(textReason("import Cloudflare from 'cloudflare';", 'a.ts')).toEqual({ kind: 'api-anchor', path: 'a.ts' });
    expect(textReason("const u = 'https://api.cloudflare.com/client/v4';", 'a.ts')).toEqual({ kind: 'api-anchor', path: 'a.ts' });
    expect(textReason('// cloudflare and rate_limits', 'a.ts')).toBeUndefined();
  });

  test("Deno's npm specifier of the package, with or without a version; not another package's", () => {
    for (const source of ['npm:cloudflare', 'npm:cloudflare@2.9.1', 'npm:cloudflare@^4']) {
      expect(textReason(`import Cloudflare from "${source}";`, 'a.ts')).toEqual({ kind: 'api-anchor', path: 'a.ts' });
    }
    for (const source of ['npm:cloudflare-foo', 'npm:@other/cloudflare', 'npm:cloudflare-foo@1']) expect(textReason(`import C from "${source}";`, 'a.ts')).toBeUndefined();
  });
});

describe('package.json', () => {
  test('any dependency field, any version; another package of the same prefix is not it', () => {
    expect(dependsOnCloudflare('{"dependencies":{"cloudflare":"^4"}}')).toBe(true);
    expect(dependsOnCloudflare('{"peerDependencies":{"cloudflare":"*"}}')).toBe(true);
    expect(dependsOnCloudflare('{"optionalDependencies":{"cloudflare":"3.0.0"}}')).toBe(true);
    expect(dependsOnCloudflare('{"bundleDependencies":["cloudflare"]}')).toBe(true);
    expect(dependsOnCloudflare('{"dependencies":{"cloudflare-helpers":"1","@cloudflare/workers-types":"4"}}')).toBe(false);
    expect(dependsOnCloudflare('{"name":"cloudflare"}')).toBe(false);
    expect(dependsOnCloudflare('not json')).toBe(false);
  });

  test("a file's package is its nearest package.json that declares one, up to the repository root", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-anchoring-'));
    try {
      fs.mkdirSync(path.join(tmp, 'repo', '.git'), { recursive: true });
      fs.mkdirSync(path.join(tmp, 'repo', 'packages', 'app', 'src', 'esm'), { recursive: true });
      fs.mkdirSync(path.join(tmp, 'repo', 'scripts'), { recursive: true });
      // Above the repository root: never read.
      fs.writeFileSync(path.join(tmp, 'package.json'), '{"dependencies":{"cloudflare":"4"}}');
      fs.writeFileSync(path.join(tmp, 'repo', 'package.json'), '{"private":true,"workspaces":["packages/*"],"devDependencies":{"cloudflare":"4"}}');
      fs.writeFileSync(path.join(tmp, 'repo', 'packages', 'app', 'package.json'), '{"name":"app","dependencies":{"axios":"1"}}');
      // Only tells Node how to load the files under it: still the app's package.
      fs.writeFileSync(path.join(tmp, 'repo', 'packages', 'app', 'src', 'esm', 'package.json'), '{"type":"module"}');
      const scopes = new PackageScopes();
      const app = scopes.of(path.join(tmp, 'repo', 'packages', 'app', 'src', 'esm', 'a.ts'));
      expect(app).toEqual({ dir: path.join(tmp, 'repo', 'packages', 'app'), packageJson: path.join(tmp, 'repo', 'packages', 'app', 'package.json'), dependsOnCloudflare: false });
      expect(scopes.of(path.join(tmp, 'repo', 'packages', 'app', 'b.ts'))).toBe(app);
      expect(scopes.of(path.join(tmp, 'repo', 'scripts', 'deploy.ts'))).toEqual({ dir: path.join(tmp, 'repo'), packageJson: path.join(tmp, 'repo', 'package.json'), dependsOnCloudflare: true });
      fs.rmSync(path.join(tmp, 'repo', 'package.json'));
      // No package.json up to the repository root: the root is the package.
      expect(new PackageScopes().of(path.join(tmp, 'repo', 'scripts', 'deploy.ts'))).toEqual({ dir: path.join(tmp, 'repo'), dependsOnCloudflare: false });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('outside git', () => {
  test("with no package.json, a file's package is the folder of the run, not the top of the file system (shown as `(../../..)`)", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-anchoring-'));
    try {
      fs.mkdirSync(path.join(tmp, 'deno-client', 'records'), { recursive: true });
      const top = path.join(tmp, 'deno-client');
      const scopes = new PackageScopes(commonFolder([path.join(top, 'mod.ts'), path.join(top, 'records', 'srv.ts')]));
      const mod = scopes.of(path.join(top, 'mod.ts'));
      expect(mod).toEqual({ dir: top, dependsOnCloudflare: false });
      expect(scopes.of(path.join(top, 'records', 'srv.ts'))).toBe(mod);
      // A package.json above the run still names the package.
      fs.writeFileSync(path.join(tmp, 'package.json'), '{"name":"tools","dependencies":{"cloudflare":"4"}}');
      expect(new PackageScopes(top).of(path.join(top, 'mod.ts'))).toEqual({ dir: tmp, packageJson: path.join(tmp, 'package.json'), dependsOnCloudflare: true });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('the run and `anchors` say why', () => {
  test('a dependency: the summary line, the JSON report, `anchors`', () => {
    const human = cli(CASE('untraced-dependency'), ['--dry', '.']);
    expect(human.stderr).toContain('cf-codemod: anchored on Cloudflare: package.json depends on cloudflare; untraced deprecated endpoints are reported in its package (.)\n');
    const json = JSON.parse(cli(CASE('untraced-dependency'), ['--dry', '--json', '.']).stdout);
    const reasons = [{ kind: 'dependency', path: 'package.json', scope: '.' }];
    expect(json.anchoring).toEqual({
      anchored: true,
      reasons,
      dependsOnCloudflare: true,
      scopes: [{ path: '.', packageJson: 'package.json', reasons, dependsOnCloudflare: true, connected: [] }],
    });
    const anchors = cli(CASE('untraced-dependency'), ['anchors']);
    expect(anchors.stdout).toContain('Project: anchored on Cloudflare: package.json depends on cloudflare; untraced deprecated endpoints are reported in its package (.).\n');
  });

  test('a credential read by name; an API anchor', () => {
    const json = JSON.parse(cli(CASE('untraced-credential'), ['anchors', '--json']).stdout);
    const reasons = [{ kind: 'credential', path: 'src/env.ts', name: 'CF_API_TOKEN', scope: '.' }];
    expect(json.anchoring).toEqual({
      anchored: true,
      reasons,
      dependsOnCloudflare: false,
      scopes: [{ path: '.', packageJson: 'package.json', reasons, dependsOnCloudflare: false, connected: [] }],
    });
    const api = JSON.parse(cli(CASE('wrappers-and-bases'), ['anchors', '--json']).stdout);
    // That case has no package.json of its own: its package is the one above it, this repository.
    expect(api.anchoring.reasons).toEqual([{ kind: 'api-anchor', path: 'src/lib/cloudflare.ts', scope: '../../../..' }]);
  });

  test('not anchored: no summary line, and `anchors` says only traced calls count', () => {
    const human = cli(CASE('untraced-not-anchored'), ['--dry', '.']);
    expect(human.stderr).not.toContain('anchored on Cloudflare');
    const json = JSON.parse(cli(CASE('untraced-not-anchored'), ['--dry', '--json', '.']).stdout);
    expect(json.anchoring).toEqual({ anchored: false, reasons: [], dependsOnCloudflare: false, scopes: [] });
    expect(json.findings).toEqual([]);
    expect(cli(CASE('untraced-not-anchored'), ['anchors']).stdout).toContain('Project: not anchored on Cloudflare');
  });
});

test("the summary names a source file's anchor before a build's copy of it", () => {
  const reasons = [
    { kind: 'api-anchor' as const, path: 'dist/api.js', scope: '.' },
    { kind: 'api-anchor' as const, path: 'src/api.ts', scope: '.' },
  ];
  const text = anchoringText({ anchored: true, reasons, dependsOnCloudflare: false, scopes: [{ path: '.', reasons, connected: [], dependsOnCloudflare: false }] });
  expect(text).toBe('anchored on Cloudflare: src/api.ts holds an API anchor (and 1 more); untraced deprecated endpoints are reported in its package (.)');
  // Only a build's copy: it is named all the same.
  const only = [reasons[0]];
  expect(anchoringText({ anchored: true, reasons: only, dependsOnCloudflare: false, scopes: [] })).toBe('anchored on Cloudflare: dist/api.js holds an API anchor; untraced deprecated endpoints are reported');
});
