import * as fs from 'fs';
import * as path from 'path';

export interface Example {
  /** The fixture file name the example comes from. */
  file: string;
  before: string;
  after: string;
}

const FIXTURES = '__testfixtures__';

/** The before/after pair of a transform's `example` fixture case, read from the fixture folder. */
export function readExampleFrom(root: string, id: string, caseName: string): Example | undefined {
  const dir = path.join(root, FIXTURES, id);
  let files: string[];
  try {
    files = fs.readdirSync(dir);
  } catch {
    return undefined;
  }
  const input = files.find((f) => f.startsWith(`${caseName}.input.`));
  if (!input) return undefined;
  const output = input.replace('.input.', '.output.');
  const before = fs.readFileSync(path.join(dir, input), 'utf8');
  const after = files.includes(output) ? fs.readFileSync(path.join(dir, output), 'utf8') : before;
  return { file: input.replace('.input.', '.'), before, after };
}

/** The examples bundled into dist/examples.json at build time, so `explain` works from an installed package. */
export function bundledExample(id: string): Example | undefined {
  try {
    const all = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'examples.json'), 'utf8'));
    return all[id];
  } catch {
    return undefined;
  }
}
