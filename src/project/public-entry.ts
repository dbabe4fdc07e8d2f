import * as fs from 'fs';
import * as path from 'path';
import { declaresPackage, pathsIn, readManifest, type Manifest } from './package-json';
import { tsconfigOutOf, type TsconfigOut } from './tsconfig-out';

/*
 * A package's public entry: what code outside the repository imports of it. The nearest package.json
 * above a module says it with `main`, `module`, `browser`, `types`/`typings` and `exports` (a string,
 * conditions, subpaths, `*` patterns); with none of them, Node's default `index.js` counts. A package
 * that is `"private": true` publishes nothing (an app, or a workspace package whose users are in the run). Entries usually name the build
 * (`dist/index.js`, `lib/index.d.ts`): they are mapped back to the sources they are built from, as the
 * resolver maps `./a.js` to `./a.ts`: the tsconfig's `outDir` to its `rootDir` (or the tsconfig's
 * folder and `src/`), and a first folder named like a build's (`dist`, `lib`, `build`, `out`, `esm`,
 * `cjs`, `types`, …, two deep: `dist/esm`) to `src/` (or `ts/`, `source/`) and to the package's folder. The resolver then
 * picks the visited file among these paths.
 */

export interface PackageEntries {
  /** The package's name (its folder's path when it has none). */
  name: string;
  dir: string;
  /** Absolute paths an entry may be built from (with or without extension: the resolver decides). */
  files: string[];
  /** Folders every module of which is an entry (`"./*": "./dist/*.js"` → `src`). */
  dirs: string[];
}

/** Folders a build writes to: an entry under one is built from the sources. */
/** Folders sources are kept in, a build folder's twin: `src/` mostly, `ts/` where a build tool writes `dist_ts/` from it, `source/`. */
const SOURCE_DIRS = ['src', 'ts', 'source'];

const BUILD_DIRS = new Set(['dist', 'dist_ts', 'lib', 'build', 'out', 'esm', 'cjs', 'es', 'mjs', 'umd', 'types', 'typings', 'dts', 'declarations']);

type PackageJson = Manifest;

/** The package.json holding `file` (the nearest one above it), by folder; null where none is found. */
export type PackageCache = Map<string, { dir: string; json: PackageJson } | null>;

/** The public entries of the package holding `file`; undefined when there is no package.json above it, or it publishes nothing (see above). */
export function packageEntriesOf(file: string, cache: PackageCache): PackageEntries | undefined {
  const found = nearestPackage(path.dirname(file), cache);
  if (!found) return undefined;
  const { dir, json } = found;
  // A private package is installed by nobody: its types are the run's (its workspace users are in the run).
  if (json.private === true) return undefined;
  const written = entriesWritten(json);
  if (written.length === 0) written.push('index.js');
  const files: string[] = [];
  const dirs: string[] = [];
  const outs = tsconfigOutOf(dir);
  for (const entry of written) {
    const star = entry.indexOf('*');
    if (star >= 0) {
      // A subpath pattern: every module of the folder before the `*`.
      const folder = entry.slice(0, star).replace(/[^/]*$/, '');
      dirs.push(...sourcesOf(dir, folder, outs, false));
    } else files.push(...sourcesOf(dir, entry.replace(/\.d\.[cm]?ts$/, ''), outs, true));
  }
  return { name: typeof json.name === 'string' ? json.name : dir, dir, files, dirs };
}

function nearestPackage(start: string, cache: PackageCache): { dir: string; json: PackageJson } | undefined {
  const walked: string[] = [];
  let out: { dir: string; json: PackageJson } | null = null;
  for (let dir = start; ; dir = path.dirname(dir)) {
    const known = cache.get(dir);
    if (known !== undefined) {
      out = known;
      break;
    }
    walked.push(dir);
    // The nearest package.json that declares a package (not a folder's `{ "type": "module" }`).
    const json = readManifest(path.join(dir, 'package.json'));
    if (json && declaresPackage(json)) {
      out = { dir, json };
      break;
    }
    if (path.basename(dir) === 'node_modules' || path.dirname(dir) === dir) break;
  }
  for (const dir of walked) cache.set(dir, out);
  return out ?? undefined;
}

/** Every path the package.json's entry fields name, subpaths and conditions of `exports` included. */
function entriesWritten(json: PackageJson): string[] {
  const out = [json.main, json.module, json.types, json.typings, json.exports].flatMap(pathsIn);
  if (typeof json.browser === 'string') out.push(json.browser);
  return [...new Set(out)];
}

/** The paths (files, or folders with `folder`) an entry may be built from: itself, its tsconfig source, its `src/` twin. */
function sourcesOf(dir: string, entry: string, outs: TsconfigOut | undefined, file: boolean): string[] {
  const at = path.resolve(dir, entry);
  const out = [at];
  if (outs && (at === outs.out || at.startsWith(outs.out + path.sep))) {
    for (const root of outs.root) out.push(path.join(root, path.relative(outs.out, at)));
  }
  const parts = path.relative(dir, at).split(path.sep);
  for (let i = 1; i <= 2 && i < parts.length + (file ? 0 : 1) && BUILD_DIRS.has(parts[i - 1]); i++) {
    const rest = parts.slice(i);
    const twins = SOURCE_DIRS.map((d) => path.join(dir, d, ...rest));
    // A folder's twin: the package's source folder when it has one, else the package's own folder.
    if (file) out.push(...twins, path.join(dir, ...rest));
    else out.push(twins.find((_, k) => fs.existsSync(path.join(dir, SOURCE_DIRS[k]))) ?? path.join(dir, ...rest));
  }
  return [...new Set(out)];
}
