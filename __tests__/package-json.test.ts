/**
 * One reading of package.json for the package scopes, the public entries, the build folders and the
 * resolver (src/project/package-json.ts), and what follows from it for a package's public entries.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { declaresPackage, parseManifest, pathsIn } from '../src/project/package-json';
import { packageEntriesOf, type PackageCache } from '../src/project/public-entry';

test.each([
  ['{ "name": "a" }', true],
  ['{ "workspaces": ["packages/*"] }', true],
  ['{ "dependencies": {} }', true],
  ['{ "main": "dist/index.js" }', true],
  ['{ "type": "module" }', false],
  ['{}', false],
])('declaresPackage(%s) is %s', (text, expected) => {
  expect(declaresPackage(parseManifest(text)!)).toBe(expected);
});

test('parseManifest takes JSON objects only', () => {
  expect(parseManifest('[1]')).toBeUndefined();
  expect(parseManifest('not json')).toBeUndefined();
  expect(parseManifest('"x"')).toBeUndefined();
});

test('pathsIn reads strings, arrays and nested export conditions', () => {
  expect(pathsIn({ '.': { types: './dist/index.d.ts', import: './dist/index.mjs' }, './cli': ['./bin/cli.js'] })).toEqual([
    './dist/index.d.ts',
    './dist/index.mjs',
    './bin/cli.js',
  ]);
  expect(pathsIn(3)).toEqual([]);
});

describe('a package\'s public entries', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const tree = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-pkg-'));
    made.push(dir);
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    return dir;
  };

  test('a source folder\'s { "type": "module" } is passed over for the package above it', () => {
    const dir = tree({ 'package.json': '{ "name": "kit", "main": "dist/index.js" }', 'src/package.json': '{ "type": "module" }', 'src/index.ts': '' });
    const entries = packageEntriesOf(path.join(dir, 'src', 'index.ts'), new Map() as PackageCache);
    expect(entries?.name).toBe('kit');
    expect(entries?.files).toContain(path.join(dir, 'src', 'index.js'));
  });

  test('a private package publishes nothing, entries or not', () => {
    const dir = tree({ 'package.json': '{ "name": "panel", "private": true, "main": "dist/server.js" }', 'src/server.ts': '' });
    expect(packageEntriesOf(path.join(dir, 'src', 'server.ts'), new Map() as PackageCache)).toBeUndefined();
  });

  test('entries built from ts/ map back to it', () => {
    const dir = tree({ 'package.json': '{ "name": "kit", "main": "dist/index.js" }', 'ts/index.ts': '' });
    expect(packageEntriesOf(path.join(dir, 'ts', 'index.ts'), new Map() as PackageCache)?.files).toContain(path.join(dir, 'ts', 'index.js'));
  });
});
