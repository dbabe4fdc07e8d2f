import * as fs from 'fs';
import * as path from 'path';

/** The version in our own package.json, found from this file whether it runs from src/ or dist/. */
export function packageVersion(): string {
  for (let dir = __dirname; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pkg.name === 'cf-codemod') return pkg.version;
    } catch {
      /* keep looking upwards */
    }
  }
  return 'unknown';
}
