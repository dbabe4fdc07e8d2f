import * as fs from 'fs';
import * as path from 'path';
import type { Cache as TsconfigCache, TsConfigResult } from 'get-tsconfig';
import { readManifest, type Manifest } from './package-json';

/*
 * Module resolution as the user's tools do it, limited to the visited tree: relative specifiers with
 * and without extension, `index.*` files, `.js` specifiers that name a `.ts` file, tsconfig/jsconfig
 * `baseUrl` + `paths` (with `extends`, read by get-tsconfig, the reader tsx and eslint-plugin-import-x
 * use: no dependencies of its own beyond one tiny one, about 2 ms to load), SvelteKit's `$lib`, and
 * packages of the same workspace by their package.json `name`. A specifier that resolves to no visited file (a dependency
 * in node_modules, a file outside the paths given) resolves to nothing: it is never followed.
 */

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** What a compiled specifier may stand for in the sources: `./a.js` is `./a.ts` before the build. */
const SOURCE_OF: Record<string, string[]> = {
  '.js': ['.ts', '.tsx', '.jsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

/** The files get-tsconfig looks for, the first before the second (matcherFor). */
const CONFIGS = ['tsconfig.json', 'jsconfig.json'];

const SVELTE_CONFIGS = ['svelte.config.js', 'svelte.config.mjs', 'svelte.config.cjs', 'svelte.config.ts'];

interface Workspace {
  dir: string;
  entries: string[];
}

export class ModuleResolver {
  private readonly files: Set<string>;
  private readonly matchers = new Map<string, ((spec: string) => string[]) | null>();
  private readonly tsconfigCache: TsconfigCache = new Map();
  private packages?: Map<string, Workspace>;
  private readonly memo = new Map<string, string | undefined>();
  /** Each file's path less its extension, and each folder holding an `index.*` file (see mayName). */
  private stems?: Set<string>;

  constructor(files: Iterable<string>) {
    this.files = new Set(files);
  }

  /** The visited file `spec` names when imported from `from`, or undefined. */
  resolve(from: string, spec: string): string | undefined {
    const dir = path.dirname(from);
    const key = `${dir}\0${spec}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const found = this.find(dir, spec);
    this.memo.set(key, found);
    return found;
  }

  private find(dir: string, spec: string): string | undefined {
    if (spec.startsWith('.') || path.isAbsolute(spec)) {
      const base = path.resolve(dir, spec);
      return this.mayName(base) ? this.file(base) : undefined;
    }
    if (spec.startsWith('node:') || !/^[@\w#~$]/.test(spec)) return undefined;
    for (const candidate of this.aliases(dir, spec)) {
      const hit = this.file(candidate);
      if (hit) return hit;
    }
    return this.svelteLib(dir, spec) ?? this.workspacePackage(spec);
  }

  /**
   * SvelteKit's `$lib` alias: `src/lib` of the project whose folder holds a svelte.config.*. SvelteKit
   * writes it into the tsconfig it generates under `.svelte-kit/` (which the project's tsconfig
   * extends), a folder a checkout does not hold, so the tsconfig answers nothing for it.
   */
  private svelteLib(dir: string, spec: string): string | undefined {
    if (spec !== '$lib' && !spec.startsWith('$lib/')) return undefined;
    for (let d = dir; ; d = path.dirname(d)) {
      if (SVELTE_CONFIGS.some((c) => this.files.has(path.join(d, c)))) return this.file(path.join(d, 'src', 'lib', spec.slice('$lib'.length)));
      if (path.dirname(d) === d) return undefined;
    }
  }

  /** The visited file an absolute path names: as written, with an extension, a `.js` path's `.ts` source, a folder's index file. */
  fileAt(base: string): string | undefined {
    return this.file(base);
  }

  /** A path with or without extension, or a folder with an index file. */
  private file(base: string): string | undefined {
    if (this.files.has(base)) return base;
    const ext = path.extname(base);
    for (const source of SOURCE_OF[ext] ?? []) {
      const named = base.slice(0, -ext.length) + source;
      if (this.files.has(named)) return named;
    }
    for (const e of EXTENSIONS) if (this.files.has(base + e)) return base + e;
    const index = path.join(base, 'index');
    for (const e of EXTENSIONS) if (this.files.has(index + e)) return index + e;
    return undefined;
  }

  /**
   * False when `file(base)` surely finds nothing for `base`, a normalized path (path.resolve's): every
   * file it can answer is `base` or a file named like it (`.js` for `.ts`) or `base` with an extension
   * (each less its extension is `base`, or `base` less its own), or an index file in the folder `base`.
   * Most specifiers a text spells name no visited file (a dependency, a string starting with `/`): those
   * cost a lookup here instead of the eighteen candidates of `file` (issue 31: the index's cost).
   */
  private mayName(base: string): boolean {
    const stems = (this.stems ??= stemsOf(this.files));
    if (stems.has(base)) return true;
    const ext = path.extname(base);
    return ext !== '' && stems.has(base.slice(0, -ext.length));
  }

  /** Candidates from the nearest tsconfig.json / jsconfig.json: `paths` patterns, else `baseUrl`. */
  private aliases(dir: string, spec: string): string[] {
    const matcher = this.matcherOf(dir);
    return matcher ? matcher(spec) : [];
  }

  /**
   * A folder holding neither tsconfig.json nor jsconfig.json has its parent's (get-tsconfig looks up
   * from the folder for a path that exists): one check of the folder instead of a search from it, and
   * none of get-tsconfig loaded in a tree that has neither (issue 31: about 60 ms of the index's build
   * on the bench's sparse tree, 385 folders).
   */
  private matcherOf(dir: string): ((spec: string) => string[]) | null {
    let matcher = this.matchers.get(dir);
    if (matcher === undefined) {
      const parent = path.dirname(dir);
      // A relative path's last folder (`.`) is left to get-tsconfig, which looks on above the working directory.
      if (CONFIGS.some((name) => fs.existsSync(path.join(dir, name))) || (parent === dir && !path.isAbsolute(dir))) matcher = this.matcherFor(dir);
      else matcher = parent === dir ? null : this.matcherOf(parent);
      this.matchers.set(dir, matcher);
    }
    return matcher;
  }

  private matcherFor(dir: string): ((spec: string) => string[]) | null {
    // Loaded on first use: runs whose files import nothing by alias never read a tsconfig.
    const { getTsconfig, createPathsMatcher } = require('get-tsconfig') as typeof import('get-tsconfig');
    let found: TsConfigResult | null;
    try {
      found = getTsconfig(dir, 'tsconfig.json', this.tsconfigCache) ?? getTsconfig(dir, 'jsconfig.json', this.tsconfigCache);
    } catch {
      return null; // a malformed tsconfig: no aliases (the run itself does not depend on it)
    }
    if (!found) return null;
    const paths = createPathsMatcher(found);
    const baseUrl = found.config.compilerOptions?.baseUrl;
    const baseDir = baseUrl !== undefined ? path.resolve(path.dirname(found.path), baseUrl) : undefined;
    if (!paths && !baseDir) return null;
    return (spec) => [...(paths ? paths(spec) : []), ...(baseDir ? [path.join(baseDir, spec)] : [])];
  }

  /** The name of the workspace package (of the tree) holding a file, if any. */
  packageOf(file: string): string | undefined {
    const packages = (this.packages ??= this.findPackages());
    let best: { name: string; dir: string } | undefined;
    for (const [name, p] of packages) {
      if (file.startsWith(p.dir + path.sep) && (!best || p.dir.length > best.dir.length)) best = { name, dir: p.dir };
    }
    return best?.name;
  }

  /** `@acme/cloudflare` or `@acme/cloudflare/client` where a package.json of the tree has that name. */
  private workspacePackage(spec: string): string | undefined {
    const packages = (this.packages ??= this.findPackages());
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const pkg = packages.get(name);
    if (!pkg) return undefined;
    const rest = spec.slice(name.length + 1);
    if (rest) return this.file(path.join(pkg.dir, rest)) ?? this.file(path.join(pkg.dir, 'src', rest));
    for (const entry of pkg.entries) {
      const hit = this.file(path.resolve(pkg.dir, entry));
      if (hit) return hit;
    }
    return this.file(path.join(pkg.dir, 'src', 'index')) ?? this.file(path.join(pkg.dir, 'index'));
  }

  /** The package.json files in the folders of the visited files and above them (up to the filesystem root once per folder). */
  private findPackages(): Map<string, Workspace> {
    const out = new Map<string, Workspace>();
    const seen = new Set<string>();
    for (const file of this.files) {
      for (let dir = path.dirname(file); !seen.has(dir); dir = path.dirname(dir)) {
        seen.add(dir);
        const json = readManifest(path.join(dir, 'package.json'));
        if (json && typeof json.name === 'string' && !out.has(json.name)) out.set(json.name, { dir, entries: entriesOf(json) });
        if (path.dirname(dir) === dir) break;
      }
    }
    return out;
  }
}

/** Each file's path less its extension, and the folder of each `index.*` file (see ModuleResolver.mayName). */
function stemsOf(files: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const file of files) {
    const ext = path.extname(file);
    const stem = ext === '' ? file : file.slice(0, -ext.length);
    out.add(stem);
    if (path.basename(stem) === 'index') out.add(path.dirname(stem));
  }
  return out;
}

/** Where a package's own code starts: `source`, `exports['.']` (its conditions), `module`, `main`, `types`. */
function entriesOf(json: Manifest): string[] {
  const out: string[] = [];
  const add = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') for (const k of ['source', 'import', 'require', 'default', 'types', 'node']) add((v as Record<string, unknown>)[k]);
  };
  add(json.source);
  const exp = json.exports;
  add(typeof exp === 'object' && exp && '.' in exp ? (exp as Record<string, unknown>)['.'] : exp);
  add(json.module);
  add(json.main);
  add(json.types);
  return out;
}
