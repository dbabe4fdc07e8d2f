/**
 * The files the project index found naming no module of the run (src/project/unlinked-files.ts): the
 * declarations' word questions do not read them again, unless the file changed since it was judged.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { ModuleResolver } from '../../src/project/resolve';
import { UnlinkedFiles } from '../../src/project/unlinked-files';

describe('UnlinkedFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unlinked-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, text: string): string => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  test('holds a file naming no module of the run, not one naming one, nor one changed since', () => {
    const lone = write('lone.ts', "import _ from 'lodash';\nexport const x = _;\n");
    const user = write('user.ts', "import { x } from './lone';\n");
    const self = write('self.ts', "export * from './self';\n");
    const resolver = new ModuleResolver([lone, user, self]);
    const unlinked = new UnlinkedFiles();
    for (const file of [lone, user, self]) unlinked.judge(file, fs.readFileSync(file, 'utf8'), resolver);
    expect(unlinked.has(lone)).toBe(true);
    expect(unlinked.has(user)).toBe(false);
    // A specifier naming the file itself names a file of the run, as the word questions count it.
    expect(unlinked.has(self)).toBe(false);
    // Written since it was judged (a longer text): judged again by whoever asks.
    fs.writeFileSync(lone, "import { x } from './user';\nexport const y = x;\n");
    expect(unlinked.has(lone)).toBe(false);
    expect(unlinked.size).toBe(0);
  });

  test('hands a file its text and verdict once, unless changed since or over the limit', () => {
    const lone = write('lone.ts', 'export const x = 1;\n');
    const user = write('user.ts', "import { x } from './lone';\n");
    const big = write('big.ts', "import { x } from './lone';\n// padding\n");
    const resolver = new ModuleResolver([lone, user, big]);
    const unlinked = new UnlinkedFiles();
    for (const file of [lone, user, big]) unlinked.judge(file, fs.readFileSync(file, 'utf8'), resolver);
    // Naming none: the word questions never read it, the reach of spelled specifiers (text-reach.ts) may.
    expect(unlinked.text(lone, 1024)).toEqual({ text: 'export const x = 1;\n', links: false });
    expect(unlinked.text(lone, 1024)).toBeUndefined();
    // Naming one: the word questions take the verdict with the text instead of judging it again.
    expect(unlinked.text(user, 1024)).toEqual({ text: "import { x } from './lone';\n", links: true });
    // Once only: the asker holds it from then on.
    expect(unlinked.text(user, 1024)).toBeUndefined();
    // Over the asker's own limit: read by the asker (which skips it).
    expect(unlinked.text(big, 10)).toBeUndefined();
    const again = write('again.ts', "import { x } from './lone';\n");
    unlinked.judge(again, fs.readFileSync(again, 'utf8'), new ModuleResolver([lone, again]));
    fs.writeFileSync(again, "import { x } from './lone';\nexport const y = x;\n");
    expect(unlinked.text(again, 1024)).toBeUndefined();
  });

  test('a file gone since it was judged is not held', () => {
    const lone = write('lone.ts', 'export const x = 1;\n');
    const unlinked = new UnlinkedFiles();
    unlinked.judge(lone, 'export const x = 1;\n', new ModuleResolver([lone]));
    fs.rmSync(lone);
    expect(unlinked.has(lone)).toBe(false);
  });
});
