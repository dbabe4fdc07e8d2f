import { spawnSync } from 'child_process';
import * as fs from 'fs';
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

/** What the git guard knows of the work trees around some folders. */
export interface WorkTreeStates {
  /** Work trees with uncommitted changes, untracked files included (a rewritten untracked file could not be restored from git). Ignored files do not count. */
  dirty: string[];
  /** Work trees (or folders that may be in one) whose state git could not tell, with the reason: git missing, or refusing the repository. */
  unknown: Array<{ dir: string; reason: string }>;
}

/** git's own words, one line: `fatal: detected dubious ownership in repository at '/x'` → `detected dubious …`. */
const gitSays = (stderr: string): string => (stderr.split('\n').find((l) => l.trim() !== '') ?? '').replace(/^(fatal|error): /, '').trim();

/**
 * The repository `dir` is in, judged without git (for when it is not installed): the folder with a
 * `.git` folder or file, `dir` or one above it (`dir` itself when GIT_DIR is set). Undefined when
 * there is none.
 */
export function repositoryByFiles(dir: string): string | undefined {
  if (process.env.GIT_DIR) return dir;
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * The state of the work trees around `dirs`, for the git guard. It fails closed: a folder in a work
 * tree whose state git cannot tell (git not installed, or refusing the repository, e.g. one owned by
 * another user without `safe.directory`) is `unknown`, never taken for clean. A folder outside any
 * repository is neither (a run there proceeds).
 */
export function workTreeStates(dirs: string[]): WorkTreeStates {
  const roots = new Set<string>();
  const unknown = new Map<string, string>();
  for (const d of dirs) {
    const r = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: d, encoding: 'utf8' });
    if (r.error) {
      const repo = repositoryByFiles(d);
      const missing = (r.error as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync(d);
      if (repo) unknown.set(repo, missing ? 'git is not installed (not found on PATH)' : `cannot run git: ${r.error.message}`);
    } else if (r.status === 0) {
      roots.add(path.resolve(r.stdout.trim()));
    } else if (!/not a git repository/i.test(r.stderr)) {
      unknown.set(d, `git refuses it: ${gitSays(r.stderr) || `git exited with ${r.status ?? r.signal}`}`);
    }
  }
  const dirty: string[] = [];
  for (const root of roots) {
    const r = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
    if (r.error || r.status !== 0) unknown.set(root, `git status failed: ${gitSays(r.stderr ?? '') || r.error?.message || `exit ${r.status}`}`);
    else if (r.stdout.trim() !== '') dirty.push(root);
  }
  return { dirty, unknown: [...unknown].map(([dir, reason]) => ({ dir, reason })) };
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
 * tree, or when git refuses the repository (someone else's, without safe.directory); `cannotRun`
 * when git cannot be run at all (not installed), with the reason.
 */
export function listWorkTree(dir: string): GitListing | { cannotRun: string } | undefined {
  const r = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--stage', '-z'], {
    cwd: dir,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (r.error) {
    const missing = (r.error as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync(dir);
    return { cannotRun: missing ? 'git is not installed (not found on PATH)' : `cannot run git: ${r.error.message}` };
  }
  if (r.status !== 0) return undefined;
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
