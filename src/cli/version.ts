import * as fs from 'fs';
import * as path from 'path';

/** Our own package.json and its folder, found from this file whether it runs from src/ or dist/. */
function ownPackage(): { dir: string; json: { version?: string; homepage?: string } } | undefined {
  for (let dir = __dirname; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    try {
      const json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (json.name === 'cf-codemod') return { dir, json };
    } catch {
      /* keep looking upwards */
    }
  }
  return undefined;
}

/** The version in our own package.json. */
export function packageVersion(): string {
  return ownPackage()?.json.version ?? 'unknown';
}

/** Where the documentation is: the package's homepage, else the README that ships in the package. */
export function docsLink(): string {
  const pkg = ownPackage();
  if (pkg?.json.homepage) return pkg.json.homepage;
  return pkg ? path.join(pkg.dir, 'README.md') : 'README.md';
}
