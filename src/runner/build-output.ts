import * as fs from 'fs';
import * as path from 'path';
import { pathsIn, readManifest, type Manifest } from '../project/package-json';
import { tsconfigOutOf } from '../project/tsconfig-out';
import { actionEntriesOf } from '../project/action-entries';

/**
 * Telling a compiler's or bundler's output committed to the tree from the sources it is built from,
 * by where it sits (minified.ts tells it by its text, when it ends with a `sourceMappingURL` comment):
 *
 * - a source map beside it (`index.js.map`, `types.d.ts.map`): it was emitted, its source is elsewhere;
 * - it lies in a `dist`, `build`, `out` or `lib` folder that a package.json points at (`main`,
 *   `module`, `types`, `typings`, `bin`, `exports`, `files`) while a `src` folder sits beside it: the
 *   package is built from `src` into that folder. A committed `dist/types.d.ts` with no map comment
 *   was edited (and kept being edited, run after run) while its `src/types.ts` was migrated too.
 *
 * - it lies in the `outDir` of a tsconfig in a folder above it, up to the package's folder: TypeScript
 *   writes there and never takes a file there as a source (a package whose `lib/` is the source and
 *   whose `dist/` its build, with no `src/` and no map beside each output).
 *
 * - a GitHub Action's action.yml in a folder above it names it (`runs.main`, `runs.pre`,
 *   `runs.post`) and it lies in a build folder there (lib/ only with a src/ beside it): the action's
 *   committed bundle (`ncc build index.js -o dist`), while package.json's `main` still names the source.
 *
 * The package is the nearest package.json above the file that names a package or an entry (one
 * holding only `"type": "module"`, as dual builds write into `dist/esm/`, is passed over). A `lib`
 * folder that is the package's own source (no `src` beside it) is not build output, nor is anything
 * a package.json points at inside `src`.
 */

const BUILD_FOLDERS = new Set(['dist', 'build', 'out', 'lib']);
const ENTRY_FIELDS = ['main', 'module', 'types', 'typings', 'bin', 'exports', 'files'] as const;

/** Why the file at `abs` is build output, or undefined when nothing says so. */
export function buildOutputReason(abs: string): string | undefined {
  if (isFile(`${abs}.map`)) return 'generated: compiled output, a source map beside it (its source is elsewhere)';
  return outDirReason(abs) ?? actionReason(abs) ?? packageReason(abs);
}

/**
 * Why the file is a JavaScript action's bundle: named by an action.yml above it, up to the repository's
 * root, inside a build folder there (a `lib/` only with a `src/` beside it: without, lib/ is the source).
 */
function actionReason(abs: string): string | undefined {
  for (let dir = path.dirname(abs); ; ) {
    const named = actionEntriesOf(dir).get(abs);
    const folder = path.relative(dir, abs).split(path.sep)[0];
    const built = BUILD_FOLDERS.has(folder) && (folder !== 'lib' || isFolder(path.join(dir, 'src')));
    if (named && built) return `build output: ${named} names it, in ${folder}/ (the action is built from the rest of its repository)`;
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, '.git'))) return undefined;
    dir = parent;
  }
}

/**
 * Why the file is in a tsconfig's `outDir`: a tsconfig in a folder above it, up to the repository's
 * root (a `.git` beside it). Not the nearest package.json's folder: builds copy package.json into
 * their `dist/`.
 */
function outDirReason(abs: string): string | undefined {
  for (let dir = path.dirname(abs); ; ) {
    const out = tsconfigOutOf(dir)?.out;
    if (out && out !== dir && abs.startsWith(out + path.sep)) {
      return `build output: in ${path.relative(dir, out).split(path.sep).join('/')}/, the outDir of ${path.relative(path.dirname(abs), dir).split(path.sep).join('/') || '.'}/tsconfig.json (its sources are elsewhere)`;
    }
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, '.git'))) return undefined;
    dir = parent;
  }
}

/** Why the file is in a build folder its package.json points at, with a `src/` beside it. */
function packageReason(abs: string): string | undefined {
  for (let dir = path.dirname(abs); ; ) {
    const manifest = readManifest(path.join(dir, 'package.json'));
    // The nearest package.json that is a package's (one holding only `"type": "module"`, as builds
    // write into dist/esm/, is passed over).
    if (manifest && ('name' in manifest || ENTRY_FIELDS.some((f) => f in manifest))) {
      const folder = path.relative(dir, abs).split(path.sep)[0];
      const field = builtFolders(dir, manifest).get(folder);
      return field ? `build output: package.json's "${field}" points into ${folder}/, built from the src/ beside it` : undefined;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The build folders the package at `dir` points at, each with the field that names it first; none when no `src` folder is beside them. */
function builtFolders(dir: string, manifest: Manifest): Map<string, string> {
  const folders = new Map<string, string>();
  for (const field of ENTRY_FIELDS) {
    for (const entry of pathsIn(manifest[field])) {
      const first = entry.replace(/^\.\//, '').split('/')[0];
      if (BUILD_FOLDERS.has(first) && !folders.has(first)) folders.set(first, field);
    }
  }
  return folders.size > 0 && isFolder(path.join(dir, 'src')) ? folders : new Map();
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function isFolder(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}
