import * as fs from 'fs';
import * as path from 'path';

const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * JS/TS source files of the installed dependencies (real code nobody here wrote), sorted, at most
 * `limit` of them. Declaration files are left out: they hold types, not calls. Symbolic links are not
 * followed. Shared by the benchmark corpus and the soak test.
 */
export function dependencySourceFiles(nodeModules: string, limit = Infinity): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (out.length >= limit) return;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) walk(abs);
      else if (e.isFile() && CODE.test(e.name) && !/\.d\.[cm]?ts$/.test(e.name)) out.push(abs);
    }
  };
  walk(nodeModules);
  return out;
}

/**
 * Copies dependency sources into `dest`, keeping their paths below node_modules but renaming any
 * `node_modules` folder on the way (the runner always skips those). Files above `maxBytes` are left
 * out, so every tool timed works on the same files. Returns the relative paths written.
 */
export function copyDependencyCorpus(nodeModules: string, dest: string, maxBytes: number, limit = Infinity): string[] {
  const written: string[] = [];
  for (const abs of dependencySourceFiles(nodeModules)) {
    if (written.length >= limit) break;
    if (fs.statSync(abs).size > maxBytes) continue;
    const rel = path.relative(nodeModules, abs).split(path.sep).map((s) => (s === 'node_modules' ? '_nm' : s)).join('/');
    const target = path.join(dest, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(abs, target);
    written.push(rel);
  }
  return written;
}
