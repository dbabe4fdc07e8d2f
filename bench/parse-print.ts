/**
 * The floor for a run where every file is a candidate: parse each code file once for editing (recast
 * over @babel/parser, with the options cf-codemod picks from the extension) and print it once with
 * recast. Run as its own process by the benchmark. Prints the number of files and of parse errors.
 *
 * usage: node dist/bench/parse-print.js <folder>
 */
import * as fs from 'fs';
import * as path from 'path';
import { loadRecast, parseForEdit } from '../src/parse/parse';

const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

let files = 0;
let errors = 0;
let printed = 0;
const walk = (dir: string): void => {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) walk(abs);
    else if (e.isFile() && CODE.test(e.name)) {
      files++;
      try {
        printed += loadRecast().print(parseForEdit(fs.readFileSync(abs, 'utf8'), abs)).code.length;
      } catch {
        errors++;
      }
    }
  }
};
walk(path.resolve(process.argv[2] ?? '.'));
process.stdout.write(`${files} files, ${errors} errors, ${printed} characters printed\n`);
