import * as fs from 'fs';
import * as path from 'path';
import { DEPENDENCY_FIELDS, declaresPackage, readManifest, type Manifest } from './package-json';
import { exactVersion, rangeVersions, type VersionSet } from '../version-range';
import { lockReader } from './lock-versions';

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

/** Versions found: undefined when unknown, null when there is nothing to read here. */
type Found = VersionSet | undefined | null;

/** The range a manifest gives `cloudflare` in `fields`, as the versions it allows. */
function declared(m: Manifest, fields: readonly string[]): Found {
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

/** The installed `cloudflare` in `dir`'s node_modules (null: none installed there). */
function installed(dir: string): Found {
  const m = readManifest(path.join(dir, 'node_modules', 'cloudflare', 'package.json'));
  if (!m) return null;
  return typeof m.version === 'string' && m.name === 'cloudflare' ? exactVersion(m.version) : undefined;
}

const isFile = (file: string): boolean => !!fs.statSync(file, { throwIfNoEntry: false })?.isFile();

/**
 * The versions of `cloudflare` a file can be running with. One reader per run (package.json and
 * locks may change between runs); each folder, manifest and lock is read once.
 */
export class CloudflareVersions {
  private readonly byDir = new Map<string, VersionSet | undefined>();
  private readonly packages = new Map<string, Manifest | undefined>();
  private readonly locks = new Map<string, ((from: string) => Found) | null>();
  private readonly tops = new Map<string, boolean>();

  /** See the header; undefined when unknown. */
  of(file: string): VersionSet | undefined {
    const dir = path.dirname(path.resolve(file));
    if (!this.byDir.has(dir)) this.byDir.set(dir, this.find(dir));
    return this.byDir.get(dir);
  }

  private find(start: string): VersionSet | undefined {
    const manifest = this.nearestPackage(start);
    for (let dir = start; ; dir = path.dirname(dir)) {
      const inDir = installed(dir);
      const found = inDir !== null ? inDir : this.locked(dir, start);
      if (found !== null) {
        if (!found) return undefined;
        const peers = manifest ? declared(manifest, ['peerDependencies']) : null;
        return peers === null ? found : peers && [...found, ...peers];
      }
      if (this.isTop(dir)) break;
    }
    return (manifest && declared(manifest, DEPENDENCY_FIELDS)) ?? undefined;
  }

  /** Where a walk up stops: the repository root, or the top of the file system. */
  private isTop(dir: string): boolean {
    let top = this.tops.get(dir);
    if (top === undefined) this.tops.set(dir, (top = fs.existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir));
    return top;
  }

  /** The nearest package.json at or above `dir` that declares a package (package-json.ts), up to the repository root. */
  private nearestPackage(dir: string): Manifest | undefined {
    if (this.packages.has(dir)) return this.packages.get(dir);
    const m = readManifest(path.join(dir, 'package.json'));
    const found = m && declaresPackage(m) ? m : this.isTop(dir) ? undefined : this.nearestPackage(path.dirname(dir));
    this.packages.set(dir, found);
    return found;
  }

  /** What the lock files of `dir` give a file of `from` (null: none of them locks `cloudflare`). */
  private locked(dir: string, from: string): Found {
    const rel = path.relative(dir, from).split(path.sep).join('/');
    for (const name of LOCKS) {
      const read = this.lock(path.join(dir, name), name);
      const found = read && read(rel);
      if (found !== null) return found;
    }
    return null;
  }

  private lock(file: string, name: string): ((from: string) => Found) | null {
    if (!this.locks.has(file)) {
      let reader: ((from: string) => Found) | null = null;
      if (isFile(file)) {
        try {
          reader = lockReader(name, fs.readFileSync(file, 'utf8'));
        } catch {
          reader = () => undefined;
        }
      }
      this.locks.set(file, reader);
    }
    return this.locks.get(file)!;
  }
}
