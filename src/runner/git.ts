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
