/**
 * `npm run bench:scaling`: every fixture input repeated in one file, each copy in its own async
 * function (imports kept once at the top, `export` dropped), at two sizes, each file timed once with
 * `cf-codemod --dry`. A transform whose time per edit grows with the file shows as growth well
 * above the size ratio; prints the slowest cases and the largest growth.
 *
 * usage: node dist/bench/fixture-scaling.js [copies]   (default 60; the larger file has 4 ×)
 */
import * as fs from 'fs';
import * as path from 'path';
import { assertParses } from '../src/parse/parse';
import { runOnce } from './measure';

const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, '__testfixtures__');
const OUT = path.join(ROOT, 'bench', '.corpus', 'scaling');
const BIN = path.join(ROOT, 'dist', 'bin', 'cf-codemod.js');
const CODE = /\.input\.([cm]?[jt]sx?)$/;

/** The fixture's import statements, and the rest with `export` taken off so it fits in a function. */
function split(source: string): { imports: string; body: string } {
  const imports: string[] = [];
  const rest: string[] = [];
  let open = false;
  for (const line of source.split('\n')) {
    if (open || /^import\b/.test(line)) {
      imports.push(line);
      open = !/from\s+['"][^'"]+['"]\s*;?\s*$/.test(line) && !/^import\s+['"]/.test(line) && !/;\s*$/.test(line);
    } else rest.push(line);
  }
  return { imports: imports.join('\n'), body: rest.join('\n').replace(/^export default /gm, '').replace(/^export /gm, '') };
}

function write(copies: number): string[] {
  const cases: string[] = [];
  for (const id of fs.readdirSync(FIXTURES)) {
    for (const file of fs.readdirSync(path.join(FIXTURES, id))) {
      const ext = CODE.exec(file)?.[1];
      if (!ext || file.startsWith('decoy')) continue;
      const { imports, body } = split(fs.readFileSync(path.join(FIXTURES, id, file), 'utf8'));
      const text = `${imports}\n${Array.from({ length: copies }, (_, k) => `async function copy${k}() {\n${body}\n}\n`).join('')}`;
      try {
        assertParses(text, `x.${ext}`);
      } catch {
        continue; // a fixture that cannot live inside a function (a module.exports, a declare)
      }
      const name = `${id}--${file.replace(CODE, '')}`;
      const dir = path.join(OUT, `${copies}`, name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `file.${ext}`), text);
      cases.push(name);
    }
  }
  return cases;
}

function main(): void {
  const copies = Number(process.argv[2] ?? 60);
  fs.rmSync(OUT, { recursive: true, force: true });
  const cases = write(copies);
  write(copies * 4);
  const time = (n: number, name: string) =>
    runOnce({ label: name, argv: ['node', BIN, '--dry', '--no-gitignore', '--as-of', '2999-12-31', path.join(OUT, `${n}`, name)], cwd: ROOT }).seconds;
  const rows = cases.map((name) => ({ name, small: time(copies, name), large: time(copies * 4, name) }));
  const show = (r: (typeof rows)[number]) =>
    `  ${r.name.padEnd(52)} ${r.small.toFixed(2).padStart(6)} s ${r.large.toFixed(2).padStart(6)} s  x${(r.large / r.small).toFixed(1)}`;
  process.stdout.write(`${rows.length} fixture inputs, ${copies} and ${copies * 4} copies in one file (linear: about x4)\n`);
  process.stdout.write('slowest:\n');
  [...rows].sort((a, b) => b.large - a.large).slice(0, 8).forEach((r) => process.stdout.write(`${show(r)}\n`));
  process.stdout.write('largest growth:\n');
  [...rows].sort((a, b) => b.large / b.small - a.large / a.small).slice(0, 8).forEach((r) => process.stdout.write(`${show(r)}\n`));
}

main();
