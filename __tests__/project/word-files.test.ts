/**
 * The run's files holding a word and naming a module of the run (src/project/word-files.ts, asked by
 * the declarations' importers and reexportedAs): each file is read once however many words are
 * asked, and the answer is the one a fresh read of every file gives.
 */
import * as path from 'path';
import { ModuleResolver } from '../../src/project/resolve';
import { WordFiles } from '../../src/project/word-files';

const dir = path.resolve('/virtual/run');
const texts: Record<string, string> = {
  'a.ts': "import { b } from './b';\nexport const alpha = b;\n",
  'b.ts': 'export const b = 1; // alpha beta\n',
  'c.ts': "import _ from 'lodash';\nexport const beta = _;\n",
  'd.ts': "const { alpha } = require('./a');\nmodule.exports = { beta: alpha, gamma: 2 };\n",
  'e.ts': "export * from './d';\n",
};
const files = Object.keys(texts).map((f) => path.join(dir, f));

function wordFiles(): { words: WordFiles; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const read = (file: string): string | undefined => {
    reads.set(file, (reads.get(file) ?? 0) + 1);
    return texts[path.basename(file)];
  };
  return { words: new WordFiles(files, new ModuleResolver(files), read), reads };
}

/** What the answer must be: every file read afresh, holding the word and naming a module of the run. */
function expected(word: string): string[] {
  const resolver = new ModuleResolver(files);
  return files.filter((file) => {
    const text = texts[path.basename(file)];
    const specs = [...text.matchAll(/(?:from|require\()\s*'([^']+)'/g)].map((m) => m[1]);
    return text.includes(word) && specs.some((s) => resolver.resolve(file, s) !== undefined);
  });
}

describe('WordFiles', () => {
  test('gives the files holding each word that name a module of the run, reading each file once', () => {
    const { words, reads } = wordFiles();
    for (const word of ['alpha', 'beta', 'gamma', 'delta', 'alpha', 'd']) {
      expect(words.filesHolding(word)).toEqual(expected(word));
    }
    expect(words.filesHolding('alpha').map((f) => path.basename(f))).toEqual(['a.ts', 'd.ts']);
    // b.ts and c.ts hold the words too, but name no module of the run.
    expect(words.filesHolding('beta').map((f) => path.basename(f))).toEqual(['d.ts']);
    expect([...reads.values()]).toEqual(files.map(() => 1));
    // The text handed out is the one read, without a new read.
    expect(words.text(files[0])).toBe(texts['a.ts']);
    expect(reads.get(files[0])).toBe(1);
  });

  test('words said before are found in one scan with the same answers', () => {
    const { words, reads } = wordFiles();
    words.prepare(['alpha', 'beta', 'gamma', 'delta', 'alp']);
    for (const word of ['alpha', 'beta', 'gamma', 'delta', 'alp', 'd']) expect(words.filesHolding(word)).toEqual(expected(word));
    expect([...reads.values()]).toEqual(files.map(() => 1));
  });

  test('files the index found naming no module of the run are not read, with the same answers', () => {
    const reads = new Map<string, number>();
    const read = (file: string): string | undefined => {
      reads.set(file, (reads.get(file) ?? 0) + 1);
      return texts[path.basename(file)];
    };
    const judged = new Set(['b.ts', 'c.ts']);
    const words = new WordFiles(files, new ModuleResolver(files), read, (file) => judged.has(path.basename(file)));
    words.prepare(['alpha', 'beta']);
    for (const word of ['alpha', 'beta', 'gamma', 'delta', 'd']) expect(words.filesHolding(word)).toEqual(expected(word));
    expect([...reads.keys()].map((f) => path.basename(f))).toEqual(['a.ts', 'd.ts', 'e.ts']);
  });

  test('a file that cannot be read holds no word', () => {
    const words = new WordFiles(files, new ModuleResolver(files), (file) => (file.endsWith('a.ts') ? undefined : texts[path.basename(file)]));
    expect(words.filesHolding('alpha').map((f) => path.basename(f))).toEqual(['d.ts']);
  });
});
