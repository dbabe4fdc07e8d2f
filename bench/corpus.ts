import * as fs from 'fs';
import * as path from 'path';

const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * JS/TS source files of the installed dependencies (real code nobody here wrote), sorted, at most
 * `limit` of them. Declaration files are left out: they hold types, not calls. Symbolic links are not
 * followed. Shared by the benchmark corpora and the soak test.
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
