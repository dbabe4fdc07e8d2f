/**
 * Which versions of `cloudflare` a file can be running with (src/project/cloudflare-version.ts): the
 * installed copy, else a lock, else the nearest package.json's range; peerDependencies add their
 * range; what cannot be read exactly is unknown.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { CloudflareVersions } from '../../src/project/cloudflare-version';
import { showVersions } from '../../src/version-range';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-version-'));
  fs.mkdirSync(path.join(root, '.git'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, unknown>): void {
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), typeof content === 'string' ? content : JSON.stringify(content));
  }
}

const versionsOf = (rel: string): string | undefined => {
  const set = new CloudflareVersions().of(path.join(root, rel));
  return set && showVersions(set);
};

test('the nearest package.json: the range of each dependency field naming cloudflare', () => {
  write({ 'package.json': { name: 'a', dependencies: { cloudflare: '^4.1.0' } } });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.1.0 <5.0.0');
  write({ 'package.json': { name: 'a', devDependencies: { cloudflare: '~3.5.0' }, optionalDependencies: { cloudflare: '4.0.x' } } });
  expect(versionsOf('src/tunnel.ts')).toBe('>=3.5.0 <3.6.0 || >=4.0.0 <4.1.0');
});

test('unknown: no package.json, one that does not name cloudflare, a range not read', () => {
  expect(versionsOf('src/tunnel.ts')).toBeUndefined();
  write({ 'package.json': { name: 'a', dependencies: { other: '^1.0.0' } } });
  expect(versionsOf('src/tunnel.ts')).toBeUndefined();
  write({ 'package.json': { name: 'a', dependencies: { cloudflare: 'latest' } } });
  expect(versionsOf('src/tunnel.ts')).toBeUndefined();
  write({ 'package.json': { name: 'a', dependencies: { cloudflare: 'workspace:*' } } });
  expect(versionsOf('src/tunnel.ts')).toBeUndefined();
});

test('a package.json that only sets the module type is not the package', () => {
  write({ 'package.json': { name: 'a', dependencies: { cloudflare: '^3.5.0' } }, 'src/package.json': { type: 'module' } });
  expect(versionsOf('src/tunnel.ts')).toBe('>=3.5.0 <4.0.0');
});

test('a lock pinning 4.0.2 under "^3.0.0": the locked version runs', () => {
  write({
    'package.json': { name: 'a', dependencies: { cloudflare: '^3.0.0' } },
    'package-lock.json': { lockfileVersion: 3, packages: { '': { name: 'a' }, 'node_modules/cloudflare': { version: '4.0.2' } } },
  });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.0.2 <4.0.3');
});

test('a lock that does not lock cloudflare leaves the range', () => {
  write({
    'package.json': { name: 'a', dependencies: { cloudflare: '^3.0.0' } },
    'package-lock.json': { lockfileVersion: 3, packages: { '': { name: 'a' } } },
  });
  expect(versionsOf('src/tunnel.ts')).toBe('>=3.0.0 <4.0.0');
});

test('the installed copy comes before the lock; an alias installed under the name is unknown', () => {
  write({
    'package.json': { name: 'a', dependencies: { cloudflare: '^3.0.0' } },
    'package-lock.json': { lockfileVersion: 3, packages: { 'node_modules/cloudflare': { version: '3.5.0' } } },
    'node_modules/cloudflare/package.json': { name: 'cloudflare', version: '4.1.0' },
  });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.1.0 <4.1.1');
  write({ 'node_modules/cloudflare/package.json': { name: 'other', version: '4.1.0' } });
  expect(versionsOf('src/tunnel.ts')).toBeUndefined();
});

test('a workspace lock: the copy Node finds from the file, nested before hoisted; lockfileVersion 1 at the top', () => {
  write({
    'package.json': { name: 'root', workspaces: ['packages/*'] },
    'packages/a/package.json': { name: 'a', dependencies: { cloudflare: '^3.5.0' } },
    'packages/b/package.json': { name: 'b', dependencies: { cloudflare: '^4.1.0' } },
    'package-lock.json': {
      lockfileVersion: 3,
      packages: { 'packages/a/node_modules/cloudflare': { version: '3.5.0' }, 'node_modules/cloudflare': { version: '4.1.0' } },
    },
  });
  expect(versionsOf('packages/a/src/tunnel.ts')).toBe('>=3.5.0 <3.5.1');
  expect(versionsOf('packages/b/src/tunnel.ts')).toBe('>=4.1.0 <4.1.1');
  write({ 'package-lock.json': { lockfileVersion: 1, dependencies: { cloudflare: { version: '4.0.1' } } } });
  expect(versionsOf('packages/a/src/tunnel.ts')).toBe('>=4.0.1 <4.0.2');
});

test('yarn.lock (classic and berry) and pnpm-lock.yaml: every version of cloudflare they hold', () => {
  write({ 'package.json': { name: 'a', dependencies: { cloudflare: '^3.0.0' } } });
  write({ 'yarn.lock': '# yarn lockfile v1\n\n"@other/cloudflare@^1.0.0":\n  version "1.0.0"\n\ncloudflare@^4.0.0, cloudflare@^4.1.0:\n  version "4.1.0"\n  resolved "https://registry.yarnpkg.com/cloudflare/-/cloudflare-4.1.0.tgz"\n' });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.1.0 <4.1.1');
  write({ 'yarn.lock': '__metadata:\n  version: 6\n\n"cloudflare@npm:^3.5.0":\n  version: 3.5.0\n  resolution: "cloudflare@npm:3.5.0"\n\n"cloudflare@npm:^4.0.0":\n  version: 4.0.2\n' });
  expect(versionsOf('src/tunnel.ts')).toBe('>=3.5.0 <3.5.1 || >=4.0.2 <4.0.3');
  write({ 'yarn.lock': '"cloudflare@npm:other@^1.0.0":\n  version: 1.0.0\n' });
  expect(versionsOf('src/tunnel.ts')).toBeUndefined();
  fs.rmSync(path.join(root, 'yarn.lock'));
  write({ 'pnpm-lock.yaml': "lockfileVersion: '9.0'\n\nimporters:\n  .:\n    dependencies:\n      cloudflare:\n        specifier: ^4.0.0\n        version: 4.1.0\n\npackages:\n\n  cloudflare@4.1.0:\n    resolution: {integrity: sha512-x}\n\n  cloudflare-extra@9.0.0:\n    resolution: {integrity: sha512-y}\n" });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.1.0 <4.1.1');
  write({ 'pnpm-lock.yaml': "lockfileVersion: 5.4\n\npackages:\n\n  /cloudflare/4.0.2:\n    resolution: {integrity: sha512-x}\n  /cloudflare@4.1.0(encoding@0.1.13):\n    dev: false\n" });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.0.2 <4.0.3 || >=4.1.0 <4.1.1');
});

test("peerDependencies: the package runs with its users' copy too", () => {
  write({
    'package.json': { name: 'lib', peerDependencies: { cloudflare: '>=3.0.0' }, devDependencies: { cloudflare: '^4.1.0' } },
    'node_modules/cloudflare/package.json': { name: 'cloudflare', version: '4.1.0' },
  });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.1.0 <4.1.1 || >=3.0.0');
  write({ 'package.json': { name: 'lib', peerDependencies: { cloudflare: '*' } } });
  expect(versionsOf('src/tunnel.ts')).toBe('>=4.1.0 <4.1.1 || >=0.0.0');
});

test('the walk stops at the repository root', () => {
  write({ 'package.json': { name: 'outer', dependencies: { cloudflare: '^4.1.0' } }, 'inner/.git/HEAD': 'ref: x' });
  expect(versionsOf('inner/src/tunnel.ts')).toBeUndefined();
});
