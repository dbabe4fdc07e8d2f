/**
 * Whether a project is anchored on Cloudflare (src/project/anchored.ts), and where a run and
 * `cf-codemod anchors` say why: the switch of the second tier of recognition (src/cloudflare/untraced.ts).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { credentialRead, dependsOnCloudflare, dependingPackages, textReason } from '../src/project/anchored';
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

  test('the package.json of a workspace package and of the root above it, up to the repository root', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-anchoring-'));
    try {
      fs.mkdirSync(path.join(tmp, 'repo', '.git'), { recursive: true });
      fs.mkdirSync(path.join(tmp, 'repo', 'packages', 'app', 'src'), { recursive: true });
      // Above the repository root: never read.
      fs.writeFileSync(path.join(tmp, 'package.json'), '{"dependencies":{"cloudflare":"4"}}');
      fs.writeFileSync(path.join(tmp, 'repo', 'package.json'), '{"devDependencies":{"cloudflare":"4"}}');
      fs.writeFileSync(path.join(tmp, 'repo', 'packages', 'app', 'package.json'), '{"dependencies":{"axios":"1"}}');
      const file = path.join(tmp, 'repo', 'packages', 'app', 'src', 'a.ts');
      expect(dependingPackages([file])).toEqual([path.join(tmp, 'repo', 'package.json')]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('the run and `anchors` say why', () => {
  test('a dependency: the summary line, the JSON report, `anchors`', () => {
    const human = cli(CASE('untraced-dependency'), ['--dry', '.']);
    expect(human.stderr).toContain('cf-codemod: anchored on Cloudflare: package.json depends on cloudflare; untraced deprecated endpoints are reported\n');
    const json = JSON.parse(cli(CASE('untraced-dependency'), ['--dry', '--json', '.']).stdout);
    expect(json.anchoring).toEqual({ anchored: true, reasons: [{ kind: 'dependency', path: 'package.json' }], dependsOnCloudflare: true });
    const anchors = cli(CASE('untraced-dependency'), ['anchors']);
    expect(anchors.stdout).toContain('Project: anchored on Cloudflare: package.json depends on cloudflare; untraced deprecated endpoints are reported.\n');
  });

  test('a credential read by name; an API anchor', () => {
    const json = JSON.parse(cli(CASE('untraced-credential'), ['anchors', '--json']).stdout);
    expect(json.anchoring).toEqual({ anchored: true, reasons: [{ kind: 'credential', path: 'src/env.ts', name: 'CF_API_TOKEN' }], dependsOnCloudflare: false });
    const api = JSON.parse(cli(CASE('wrappers-and-bases'), ['anchors', '--json']).stdout);
    expect(api.anchoring.reasons).toEqual([{ kind: 'api-anchor', path: 'src/lib/cloudflare.ts' }]);
  });

  test('not anchored: no summary line, and `anchors` says only traced calls count', () => {
    const human = cli(CASE('untraced-not-anchored'), ['--dry', '.']);
    expect(human.stderr).not.toContain('anchored on Cloudflare');
    const json = JSON.parse(cli(CASE('untraced-not-anchored'), ['--dry', '--json', '.']).stdout);
    expect(json.anchoring).toEqual({ anchored: false, reasons: [], dependsOnCloudflare: false });
    expect(json.findings).toEqual([]);
    expect(cli(CASE('untraced-not-anchored'), ['anchors']).stdout).toContain('Project: not anchored on Cloudflare');
  });
});
