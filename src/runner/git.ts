import { spawnSync } from 'child_process';
import * as path from 'path';

function git(cwd: string, args: string[]): string | undefined {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return r.status === 0 ? r.stdout : undefined;
}

/** The work tree that contains `dir`, or undefined outside git (or when git is not installed). */
export function gitRoot(dir: string): string | undefined {
  const out = git(dir, ['rev-parse', '--show-toplevel']);
  return out ? path.resolve(out.trim()) : undefined;
}

/**
 * Work trees among `dirs` with uncommitted changes, untracked files included (a rewritten untracked
 * file could not be restored from git). Ignored files do not count.
 */
export function dirtyWorkTrees(dirs: string[]): string[] {
  const roots = new Set<string>();
  for (const d of dirs) {
    const root = gitRoot(d);
    if (root) roots.add(root);
  }
  return [...roots].filter((root) => (git(root, ['status', '--porcelain']) ?? '').trim() !== '');
}

/** What git lists in a work tree, relative to the folder it was asked about. */
export interface GitListing {
  /** Tracked files and untracked ones no ignore rule excludes; `dir` for a submodule or a nested repository (its files are not listed). */
  entries: Array<{ path: string; dir: boolean }>;
  /** Folders git could not read, with the reason it gave. */
  unreadable: Array<{ path: string; reason: string }>;
}

/** A tracked entry of `ls-files --stage`: mode, object id, stage, then the path. */
const STAGED = /^([0-7]{6}) [0-9a-f]{40,64} [0-3]\t/;
const GITLINK = '160000';
const UNREADABLE = /^warning: could not open directory '(.*)\/': (.*)$/;

/**
 * The files of the work tree under `dir` as git sees them, from one `git ls-files` process: tracked
 * files (also those deleted from the disk: the caller checks what is there) and untracked files that
 * .gitignore files, .git/info/exclude and the user's global excludes leave. Undefined outside a work
 * tree, or when git is missing or refuses the repository (someone else's, without safe.directory).
 */
export function listWorkTree(dir: string): GitListing | undefined {
  const r = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--stage', '-z'], {
    cwd: dir,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (r.error || r.status !== 0) return undefined;
  const seen = new Set<string>();
  const entries: GitListing['entries'] = [];
  for (const item of r.stdout.toString('utf8').split('\0')) {
    if (item === '') continue;
    const staged = STAGED.exec(item);
    // Untracked folders listed whole (`nested/`) are repositories of their own.
    const file = staged ? item.slice(staged[0].length) : item.replace(/\/$/, '');
    if (seen.has(file)) continue; // a conflicted file is listed once per stage
    seen.add(file);
    entries.push({ path: file, dir: staged ? staged[1] === GITLINK : item.endsWith('/') });
  }
  const unreadable: GitListing['unreadable'] = [];
  for (const line of r.stderr.toString('utf8').split('\n')) {
    const m = UNREADABLE.exec(line);
    if (m) unreadable.push({ path: m[1], reason: m[2] === 'Permission denied' ? 'EACCES' : m[2] });
  }
  return { entries, unreadable };
}
