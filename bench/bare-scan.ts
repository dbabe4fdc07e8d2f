/**
 * The floor for a run that finds (almost) nothing to do: walk the folders, read every code file and
 * test one regular expression on it. Run as its own process by the benchmark, like the tools timed
 * beside it, so the node start-up is on both sides. Prints the number of files and of matches.
 *
 * usage: node dist/bench/bare-scan.js <folder>
 */
import * as fs from 'fs';
import * as path from 'path';

const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const WORDS = /script_monitor|cloudflare-eth\.com|settings\/brotli|dns_records|error_chain|firewall\/rules/;

let files = 0;
let matches = 0;
const walk = (dir: string): void => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) walk(abs);
    else if (e.isFile() && CODE.test(e.name)) {
      files++;
      if (WORDS.test(fs.readFileSync(abs, 'utf8'))) matches++;
    }
  }
};
walk(path.resolve(process.argv[2] ?? '.'));
process.stdout.write(`${files} files, ${matches} matching\n`);
