import * as fs from 'fs';
import * as path from 'path';
import { DEPENDENCY_FIELDS, declaresPackage, parseManifest, readManifest, type Manifest } from './package-json';

/*
 * The package each visited file belongs to: the scope of an anchor of the second tier (anchored.ts,
 * issue 29). A monorepo's packages are anchored one by one: a worker that calls the API anchors its
 * own package, not the site beside it.
 */

/** One package of the visited tree: the folder of its package.json, or the repository root when no package.json declares one. */
export interface PackageScope {
  /** The folder (absolute). */
  dir: string;
  /** Its package.json (absolute), when it has one. */
  packageJson?: string;
  /** The package.json depends on `cloudflare`. */
  dependsOnCloudflare: boolean;
}

/** What a package.json says here: whether it declares a package, and whether it depends on `cloudflare`. */
function packageFacts(p: Manifest | undefined): { isPackage: boolean; dependsOnCloudflare: boolean } {
  if (!p) return { isPackage: false, dependsOnCloudflare: false };
  const has = (v: unknown) => !!v && typeof v === 'object' && (Array.isArray(v) ? v.includes('cloudflare') : Object.hasOwn(v, 'cloudflare'));
  const depends = DEPENDENCY_FIELDS.some((f) => has(p[f])) || has(p.bundleDependencies) || has(p.bundledDependencies);
  return { isPackage: declaresPackage(p) || depends, dependsOnCloudflare: depends };
}

/** A package.json text read: whether it declares a package, and whether it depends on `cloudflare`. */
export const readPackageJson = (json: string): { isPackage: boolean; dependsOnCloudflare: boolean } => packageFacts(parseManifest(json));

/** Whether a package.json text depends on `cloudflare` in any dependency field (bundled ones too). */
export const dependsOnCloudflare = (json: string): boolean => readPackageJson(json).dependsOnCloudflare;

/**
 * The packages of the visited files: each file's nearest folder, from its own up to the repository
 * root (the first folder with a `.git`; the top of the file system outside git), whose package.json
 * declares a package; else the repository root, with no package.json (outside git: `top`, the folder
 * holding every visited file).
 * Each folder is looked at once, and only up to the nearest package. A folder above the run is not
 * the user's: a scope there was shown as `(../../..)`.
 */
export class PackageScopes {
  private readonly byDir = new Map<string, PackageScope>();

  /**
   * `top`: see above. `hasEntry`: what a read of the folder made before says of a name in it (discovery's,
   * files.ts), undefined when unknown: a folder with no `package.json` or `.git` entry is not asked
   * of the disk again (one stat of each for every folder of the bench's git tree, 2,139 folders).
   */
  constructor(
    private readonly top?: string,
    private readonly hasEntry: (dir: string, name: string) => boolean | undefined = () => undefined,
  ) {}

  /** The package of a file. */
  of(file: string): PackageScope {
    return this.ofDir(path.dirname(file));
  }

  /** Every package found so far (those of the files asked about). */
  all(): PackageScope[] {
    return [...new Set(this.byDir.values())];
  }

  private ofDir(start: string): PackageScope {
    const known = this.byDir.get(start);
    if (known) return known;
    const walked: string[] = [];
    let found: PackageScope | undefined;
    for (let dir = start; ; dir = path.dirname(dir)) {
      const cached = this.byDir.get(dir);
      if (cached) {
        found = cached;
        break;
      }
      walked.push(dir);
      const pkg = path.join(dir, 'package.json');
      // Most folders have none: readManifest tells so without an exception; an unreadable one is no package.
      const read = packageFacts(this.hasEntry(dir, 'package.json') === false ? undefined : readManifest(pkg));
      if (read.isPackage) {
        found = { dir, packageJson: pkg, dependsOnCloudflare: read.dependsOnCloudflare };
        break;
      }
      if (this.hasEntry(dir, '.git') !== false && fs.existsSync(path.join(dir, '.git'))) {
        found = { dir, dependsOnCloudflare: false };
        break;
      }
      if (path.dirname(dir) === dir) {
        // Outside git: the folder of the run, not the top of the file system.
        const top = this.top && (start === this.top || start.startsWith(this.top + path.sep)) ? this.top : dir;
        found = this.byDir.get(top) ?? { dir: top, dependsOnCloudflare: false };
        break;
      }
    }
    for (const dir of walked) this.byDir.set(dir, found);
    return found;
  }
}

/** The deepest folder holding every one of `files` (absolute paths); undefined for none. */
export function commonFolder(files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  let top = path.dirname(files[0]);
  let prefix = top + path.sep;
  for (const file of files) {
    while (top !== path.dirname(top) && !file.startsWith(prefix)) {
      top = path.dirname(top);
      prefix = top + path.sep;
    }
  }
  return top;
}
