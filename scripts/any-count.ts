/**
 * Counts `any` used as a type (the `any` keyword in a type position, not the word in comments or
 * strings) in src/ and transforms/, per folder. The README's "Contributing" section records the
 * ceiling; a test fails when the count rises above it, so no new `any` appears.
 * `npm run any-count` prints the figures.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

export const COUNTED = ['src', 'transforms'];

/** The `any` type keywords in one TypeScript source text. */
export function countAnyIn(text: string, fileName = 'file.ts'): number {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let count = 0;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.AnyKeyword) count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...tsFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The count per folder (relative to root, '/'-separated) and the total over src/ and transforms/. */
export function countAny(root: string): { total: number; byFolder: Map<string, number> } {
  const byFolder = new Map<string, number>();
  let total = 0;
  for (const top of COUNTED) {
    for (const file of tsFiles(path.join(root, top)).sort()) {
      const n = countAnyIn(fs.readFileSync(file, 'utf8'), file);
      if (!n) continue;
      const folder = path.relative(root, path.dirname(file)).split(path.sep).join('/');
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + n);
      total += n;
    }
  }
  return { total, byFolder };
}

/** The ceiling the README states: "`any` as a type: at most N". */
export function statedCeiling(readme: string): number | undefined {
  const m = readme.match(/`any` as a type[^\n]*?at most \*\*(\d+)\*\*/);
  return m ? Number(m[1]) : undefined;
}

if (require.main === module) {
  const root = path.join(__dirname, '..', ...(path.basename(path.join(__dirname, '..')) === 'dist' ? ['..'] : []));
  const { total, byFolder } = countAny(root);
  for (const [folder, n] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) console.log(`${String(n).padStart(5)}  ${folder}`);
  const ceiling = statedCeiling(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
  console.log(`${String(total).padStart(5)}  total (ceiling in README.md: ${ceiling ?? 'none'})`);
}
