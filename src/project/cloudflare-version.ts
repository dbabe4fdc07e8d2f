import * as fs from 'fs';
import * as path from 'path';
import { DEPENDENCY_FIELDS, declaresPackage, readManifest, type Manifest } from './package-json';
import { exactVersion, rangeVersions, type VersionSet } from '../version-range';
import { lockedVersions } from './lock-versions';

/*
 * Which versions of the `cloudflare` package a file can be running with (ctx.sdkVersions): an SDK
 * chain whose table row says it calls a deprecated endpoint only in some versions is no call of that
 * endpoint in a project entirely outside them (src/cloudflare/calls/sdk-methods.ts). Unknown
 * (undefined) whenever this cannot be told exactly; then every chain is taken as it is today.
 *
 * From the file's folder up to the repository root (the first folder with a `.git`; the top of the
 * file system outside git), the first of:
 * 1. the installed package, `node_modules/cloudflare/package.json`, where Node looks for it from the
 *    file (the version that runs);
 * 2. a lock file of that folder that locks `cloudflare` (package-lock.json or npm-shrinkwrap.json for
 *    the file's folder, else every version of `cloudflare` in yarn.lock or pnpm-lock.yaml): what an
 *    install gives, whatever the range says (a lock pinning 4.0.2 under "^3.0.0" runs 4.0.2);
 * 3. the range the nearest package.json (one that declares a package) gives `cloudflare` in its
 *    dependencies, devDependencies, peerDependencies or optionalDependencies (every version of each).
 * A package that names `cloudflare` in peerDependencies runs with its users' copy too: their range is
 * added to what 1 or 2 found. No package.json declaring a package and nothing installed or locked:
 * unknown.
 */

const LOCKS = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml'] as const;

/** The range a manifest gives `cloudflare` in `fields`, as the versions it allows: undefined when unknown, null when it names none. */
function declared(m: Manifest, fields: readonly string[]): VersionSet | undefined | null {
  let out: VersionSet | null = null;
  for (const field of fields) {
    const deps = m[field];
    if (!deps || typeof deps !== 'object' || !Object.hasOwn(deps, 'cloudflare')) continue;
    const spec = (deps as Record<string, unknown>).cloudflare;
    const set = typeof spec === 'string' ? rangeVersions(spec) : undefined;
    if (!set) return undefined;
    out = [...(out ?? []), ...set];
  }
  return out;
}

/** The installed `cloudflare` in `dir`'s node_modules: its version, undefined when it names none readable, null when none is installed there. */
function installed(dir: string): VersionSet | undefined | null {
  const m = readManifest(path.join(dir, 'node_modules', 'cloudflare', 'package.json'));
  if (!m) return null;
  return typeof m.version === 'string' && m.name === 'cloudflare' ? exactVersion(m.version) : undefined;
}

/** The versions the lock files of `dir` give the file's `cloudflare`: null when none of them locks it. */
function locked(dir: string, from: string): VersionSet | undefined | null {
  for (const name of LOCKS) {
    const file = path.join(dir, name);
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    const found = lockedVersions(name, text, path.relative(dir, from).split(path.sep).join('/'));
    if (found !== null) return found;
  }
  return null;
}

/** The versions of `cloudflare` a file can be running with, per folder; one reader per run (package.json and locks may change between runs). */
export class CloudflareVersions {
  private readonly byDir = new Map<string, VersionSet | undefined>();

  /** See the header; undefined when unknown. */
  of(file: string): VersionSet | undefined {
    const dir = path.dirname(path.resolve(file));
    if (!this.byDir.has(dir)) this.byDir.set(dir, this.find(dir));
    return this.byDir.get(dir);
  }

  private find(start: string): VersionSet | undefined {
    const manifest = nearestPackage(start);
    for (let dir = start; ; dir = path.dirname(dir)) {
      const inDir = installed(dir);
      const found = inDir !== null ? inDir : locked(dir, start);
      if (found !== null) {
        if (!found) return undefined;
        const peers = manifest ? declared(manifest, ['peerDependencies']) : null;
        return peers === null ? found : peers && [...found, ...peers];
      }
      if (isTop(dir)) break;
    }
    return manifest ? (declared(manifest, DEPENDENCY_FIELDS) ?? undefined) : undefined;
  }
}

/** Where the walk up stops: the repository root, or the top of the file system. */
const isTop = (dir: string): boolean => fs.existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir;

/** The nearest package.json at or above `start` that declares a package (package-json.ts), up to the repository root. */
function nearestPackage(start: string): Manifest | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const m = readManifest(path.join(dir, 'package.json'));
    if (m && declaresPackage(m)) return m;
    if (isTop(dir)) return undefined;
  }
}

