import * as fs from 'fs';
import * as path from 'path';
import type { Ignore } from 'ignore';
import { UsageError } from './errors';
import { listWorkTree, repositoryByFiles } from './git';
import { CONFIG_FILE } from './config';

export interface DiscoverOptions {
  cwd: string;
  /** Extensions (no dot) of code files. */
  extensions: string[];
  /** Whether a file name is also visited as a text file (decided by the transforms due). */
  isTextFile: (name: string) => boolean;
  /** gitignore-syntax patterns, relative to cwd. */
  ignorePatterns: string[];
  gitignore: boolean;
  /** In a git work tree, ask git for the files instead of walking the folders (default true; for tests). */
  useGit?: boolean;
}

export interface Discovered {
  /** Absolute paths of files to visit, sorted. */
  files: string[];
  /** Files found but not visited: symbolic links, pipes and devices, unreadable folders. */
  skipped: Array<{ file: string; reason: string }>;
  /** The files named on the command line (absolute), as opposed to found in a folder. */
  named: Set<string>;
  /** What the listing says aside (once each): git could not be run, so the folders were walked. */
  notes: string[];
  /** Configuration files (cf-codemod.config.json) found in the folders, visited or not, for a run to say when it does not read one. */
  configFiles: string[];
  /**
   * Whether a folder read while listing held an entry of that name (of any type), from that one read;
   * undefined for a folder the listing did not read (ask the disk). The package scopes ask it for the
   * package.json and `.git` of every folder of the visited files.
   */
  hasEntry?: (dir: string, name: string) => boolean | undefined;
}

/** The `ignore` module, loaded when first needed: a run in a git work tree with no --ignore-pattern never needs it (issue 31: start-up). */
const ignore = (): Ignore => (require('ignore') as typeof import('ignore'))();

const ALWAYS_SKIPPED = new Set(['node_modules', '.git']);
/** A '/'-separated path with one of ALWAYS_SKIPPED among its parts. */
const SKIPPED_PART = /(?:^|\/)(?:node_modules|\.git)(?:\/|$)/;

interface Rules {
  dir: string;
  ig: Ignore;
}

function readGitignore(dir: string): Rules | undefined {
  return readRules(dir, path.join(dir, '.gitignore'));
}

function isIgnored(rules: Rules[], abs: string, isDir: boolean): boolean {
  for (const r of rules) {
    const rel = path.relative(r.dir, abs).split(path.sep).join('/');
    if (!rel || rel.startsWith('..')) continue;
    if (r.ig.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}

/** A file of gitignore rules, applied from `dir`; undefined when it cannot be read. */
function readRules(dir: string, file: string): Rules | undefined {
  try {
    const rules = fs.readFileSync(file, 'utf8');
    return { dir, ig: ignore().add(rules) };
  } catch {
    return undefined;
  }
}

/**
 * The repository's own excludes, which git reads besides .gitignore files: `info/exclude` of its git
 * folder (`.git`, or the folder a `.git` file names, or that one's common folder for a linked work
 * tree) and the user's global file at its default place ($XDG_CONFIG_HOME/git/ignore or
 * ~/.config/git/ignore; a core.excludesFile set elsewhere takes git to read).
 */
function excludeRules(root: string): Rules[] {
  let gitDir = path.join(root, '.git');
  try {
    if (fs.statSync(gitDir).isFile()) {
      const named = /^gitdir:\s*(.+)$/m.exec(fs.readFileSync(gitDir, 'utf8'))?.[1]?.trim();
      if (named) gitDir = path.resolve(root, named);
      const common = path.join(gitDir, 'commondir');
      if (fs.existsSync(common)) gitDir = path.resolve(gitDir, fs.readFileSync(common, 'utf8').trim());
    }
  } catch {
    return [];
  }
  const config = process.env.XDG_CONFIG_HOME || path.join(process.env.HOME ?? '', '.config');
  return [readRules(root, path.join(config, 'git', 'ignore')), readRules(root, path.join(gitDir, 'info', 'exclude'))].filter((r): r is Rules => !!r);
}

/**
 * The rules above `dir` of the work tree it is in: the repository's excludes (excludeRules), then the
 * .gitignore files between the work tree's top (or the filesystem root) and `dir`, outermost first.
 */
function ancestorRules(dir: string): Rules[] {
  const chain: string[] = [];
  let root: string | undefined;
  for (let d = dir; ; d = path.dirname(d)) {
    chain.unshift(d);
    if (fs.existsSync(path.join(d, '.git'))) root = d;
    if (root || path.dirname(d) === d) break;
  }
  const own = chain.slice(0, -1).map(readGitignore).filter((r): r is Rules => !!r);
  return root ? [...excludeRules(root), ...own] : own;
}

/**
 * Lists the files a run visits: the given files as named, and inside folders every file with a code
 * extension (or a text-file name a due transform reads), skipping node_modules and .git always,
 * what .gitignore files exclude (nested ones too, and those of parent folders up to the work tree's
 * top) unless `gitignore` is off, and what --ignore-pattern excludes. Symbolic links are not followed.
 * In a git work tree git lists the files (one process, instead of a read of every folder and an
 * attempted read of a .gitignore in each); elsewhere, and with `gitignore` off, the folders are walked.
 */
export function discoverFiles(paths: string[], options: DiscoverOptions): Discovered {
  const extensions = new Set(options.extensions.map((e) => e.replace(/^\./, '').toLowerCase()));
  let userIgnore: Ignore | undefined;
  const files = new Set<string>();
  const named = new Set<string>();
  const skipped: Discovered['skipped'] = [];
  const configFiles: string[] = [];
  const notes = new Set<string>();
  const wanted = (name: string): boolean => {
    const dot = name.lastIndexOf('.');
    return (dot > 0 && extensions.has(name.slice(dot + 1).toLowerCase())) || options.isTextFile(name);
  };
  const userIgnored = (abs: string, isDir: boolean): boolean => {
    if (options.ignorePatterns.length === 0) return false;
    const rel = path.relative(options.cwd, abs).split(path.sep).join('/');
    return !!rel && !rel.startsWith('..') && (userIgnore ??= ignore().add(options.ignorePatterns)).ignores(isDir ? `${rel}/` : rel);
  };

  const walk = (dir: string, rules: Rules[]): void => {
    const own = options.gitignore ? readGitignore(dir) : undefined;
    const active = own ? [...rules, own] : rules;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      skipped.push({ file: dir, reason: `cannot read folder: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` });
      return;
    }
    for (const entry of entries) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (ALWAYS_SKIPPED.has(entry.name)) continue;
        if (userIgnored(abs, true) || (options.gitignore && isIgnored(active, abs, true))) continue;
        walk(abs, active);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        if (entry.name === CONFIG_FILE && !userIgnored(abs, false)) configFiles.push(abs);
        if (!wanted(entry.name)) continue;
        if (userIgnored(abs, false) || (options.gitignore && isIgnored(active, abs, false))) continue;
        if (entry.isSymbolicLink()) skipped.push({ file: abs, reason: 'symbolic link, not followed' });
        else files.add(abs);
      }
    }
  };

  /**
   * A folder of a git work tree, listed by one `git ls-files` (which reads the ignore rules itself),
   * then only the wanted names looked at on the disk; false outside a work tree. Unlike the walk, a
   * tracked file is visited even when an ignore rule matches it: git does not ignore tracked files.
   */
  const listedByGit = (dir: string): boolean => {
    const listing = listWorkTree(dir);
    if (!listing) return false;
    if ('cannotRun' in listing) {
      // In a work tree (by its .git), git is what should list it: say why the folders are walked instead.
      const repo = repositoryByFiles(dir);
      if (repo) notes.add(`${listing.cannotRun}: listing the files of the work tree at ${path.relative(options.cwd, repo) || '.'} by walking its folders (its .gitignore files and .git/info/exclude apply)`);
      return false;
    }
    for (const u of listing.unreadable) skipped.push({ file: path.join(dir, u.path), reason: `cannot read folder: ${u.reason}` });
    const top = dir.endsWith(path.sep) ? dir : dir + path.sep;
    const native = (rel: string): string => (path.sep === '/' ? rel : rel.split('/').join(path.sep));
    for (const entry of listing.entries) {
      const rel = entry.path;
      if (SKIPPED_PART.test(rel)) continue;
      // git's paths are relative to `dir`, normalised, '/'-separated: joined and split as text (path.join,
      // which normalises, took about 3% of a run's profile on the bench's git tree of 9,578 files).
      const abs = top + native(rel);
      if (entry.dir) {
        // A submodule or a nested repository: git lists the folder, not its files.
        if (!userIgnored(abs, true)) visitFolder(abs, fs.existsSync(path.join(abs, '.git')));
        continue;
      }
      const slash = rel.lastIndexOf('/');
      const name = rel.slice(slash + 1);
      if (name === CONFIG_FILE && !userIgnored(abs, false) && fs.existsSync(abs)) configFiles.push(abs);
      if (!wanted(name) || userIgnored(abs, false)) continue;
      const stat = entryType(slash < 0 ? dir : top + native(rel.slice(0, slash)), name, abs);
      if (!stat) continue; // tracked but deleted from the disk (or in a folder git could not read)
      if (stat.isSymbolicLink()) skipped.push({ file: abs, reason: 'symbolic link, not followed' });
      else if (stat.isFile()) files.add(abs);
    }
    return true;
  };
  // What a listed name is on the disk, from one read of its folder (the folders of a tree are far
  // fewer than its files); an lstat of the file where the folder cannot be read.
  const folders = new Map<string, Map<string, fs.Dirent> | undefined>();
  const entryType = (dir: string, name: string, abs: string): { isSymbolicLink(): boolean; isFile(): boolean } | undefined => {
    let entries = folders.get(dir);
    if (!folders.has(dir)) {
      try {
        entries = new Map(fs.readdirSync(dir, { withFileTypes: true }).map((e) => [e.name, e]));
      } catch {
        entries = undefined;
      }
      folders.set(dir, entries);
    }
    if (entries) return entries.get(name);
    try {
      return fs.lstatSync(abs);
    } catch {
      return undefined;
    }
  };
  const visitFolder = (dir: string, mayUseGit: boolean): void => {
    const git = mayUseGit && options.gitignore && options.useGit !== false;
    if (!(git && listedByGit(dir))) walk(dir, options.gitignore ? ancestorRules(dir) : []);
  };

  for (const p of paths) {
    const abs = path.resolve(options.cwd, p);
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(abs);
    } catch {
      throw new UsageError(`path does not exist: ${p}`);
    }
    if (stat.isDirectory()) visitFolder(abs, true);
    else if (stat.isSymbolicLink()) skipped.push({ file: abs, reason: 'symbolic link, not followed' });
    else if (stat.isFile()) {
      files.add(abs);
      named.add(abs);
    }
    // A named pipe, socket or device: reading it could block forever or never end.
    else skipped.push({ file: abs, reason: 'not a regular file' });
  }
  const skippedFiles = new Set(skipped.map((s) => s.file));
  const hasEntry = (dir: string, name: string): boolean | undefined => {
    const entries = folders.get(dir);
    return entries ? entries.has(name) : undefined;
  };
  return { files: [...files].filter((f) => !skippedFiles.has(f)).sort(), skipped, named, notes: [...notes], configFiles: configFiles.sort(), hasEntry };
}
