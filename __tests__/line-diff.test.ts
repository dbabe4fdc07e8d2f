/**
 * The bounded line diff: the same hunks as jsdiff's structuredPatch wherever the shortest diff is
 * looked for, a patch that still applies where it is not, and no blow-up on files whose every line
 * changed.
 */
import * as fs from 'fs';
import * as path from 'path';
import { applyPatch, structuredPatch } from 'diff';
import { diffHunks, pairedHunks, unifiedDiff } from '../src/runner/diff';
import { diffPieces, MAX_EDITS, pairedChanges } from '../src/runner/line-diff';
import { keepOriginalLines } from '../src/runner/keep-original';

const FIXTURES = path.join(__dirname, '..', '__testfixtures__');

const pairs: Array<[string, string, string]> = fs.readdirSync(FIXTURES).flatMap((id) =>
  fs
    .readdirSync(path.join(FIXTURES, id))
    .filter((f) => /\.input\./.test(f) && fs.existsSync(path.join(FIXTURES, id, f.replace('.input.', '.output.'))))
    .map((f): [string, string, string] => [
      `${id}/${f}`,
      fs.readFileSync(path.join(FIXTURES, id, f), 'utf8'),
      fs.readFileSync(path.join(FIXTURES, id, f.replace('.input.', '.output.')), 'utf8'),
    ]),
);

const edgeCases: Array<[string, string, string]> = [
  ['no final newline, changed last line', 'a\nb\nc', 'a\nb\nC'],
  ['final newline added', 'a\nb', 'a\nb\n'],
  ['final newline dropped', 'a\nb\n', 'a\nb'],
  ['from empty', '', 'a\nb\n'],
  ['to empty', 'a\nb\n', ''],
  ['CRLF', 'a\r\nb\r\nc\r\n', 'a\r\nB\r\nc\r\n'],
  ['lone CR inside a line', 'a\rb\nc\n', 'a\rB\nc\n'],
  ['far apart', Array.from({ length: 40 }, (_, i) => `l${i}\n`).join(''), Array.from({ length: 40 }, (_, i) => (i % 13 === 0 ? `L${i}\n` : `l${i}\n`)).join('')],
];

const stripped = (h: any) => ({ oldStart: h.oldStart, oldLines: h.oldLines, newStart: h.newStart, newLines: h.newLines, lines: h.lines });

describe('diffHunks', () => {
  it('has fixture pairs of every transform to compare', () => {
    const ids = fs.readdirSync(FIXTURES).filter((id) => id !== 'project');
    expect(ids.filter((id) => !pairs.some(([name]) => name.startsWith(`${id}/`)))).toEqual([]);
  });

  it.each([...pairs, ...edgeCases])('%s: the hunks of structuredPatch', (_name, before, after) => {
    expect(diffHunks(before, after)).toEqual(structuredPatch('a', 'b', before, after, '', '', { context: 3 }).hunks.map(stripped));
  });

  // Where pairing lines in order is the shortest diff, the fallback's layout is structuredPatch's.
  it.each(edgeCases)('%s: the hunks of the paired lines are laid out as structuredPatch lays them out', (_name, before, after) => {
    expect(pairedHunks(before, after)).toEqual(structuredPatch('a', 'b', before, after, '', '', { context: 3 }).hunks.map(stripped));
  });

  it('gives a patch that applies when every line of a large file changed', () => {
    const n = 6000;
    const before = Array.from({ length: n }, (_, i) => `fetch('https://api.cloudflare.com/client/v4/zones/z${i}/script_monitor');\n`).join('');
    const after = before.replace(/script_monitor/g, 'page_shield');
    const patch = unifiedDiff('big.js', before, after);
    expect(applyPatch(before, patch)).toBe(after);
    expect(patch.split('\n').filter((l) => l.startsWith('-f')).length).toBe(n);
  });
});

describe('diffPieces', () => {
  const apply = (before: string[], changes: ReturnType<typeof diffPieces>): string[] => {
    const out: string[] = [];
    let i = 0;
    for (const c of changes) {
      if (c.added) out.push(...c.value);
      else if (c.removed) {
        expect(before.slice(i, i + c.value.length)).toEqual(c.value);
        i += c.value.length;
      } else {
        expect(before.slice(i, i + c.value.length)).toEqual(c.value);
        out.push(...c.value);
        i += c.value.length;
      }
    }
    expect(i).toBe(before.length);
    return out;
  };

  it.each([
    [['a', 'b', 'c'], ['a', 'x', 'c']],
    [['a', 'b'], ['a', 'b', 'c', 'd']],
    [['a', 'b', 'c', 'd'], ['d']],
    [[], ['a']],
    [['a'], []],
    [['s', '1', '2', '3', 'e'], ['s', 'x', '2', 'y', 'e']],
  ])('paired changes of %j → %j rebuild the second list', (before, after) => {
    expect(apply(before, pairedChanges(before, after))).toEqual(after);
  });

  it('pairs the lines in order beyond MAX_EDITS edits, keeping the equal ones common', () => {
    const before = Array.from({ length: MAX_EDITS * 2 }, (_, i) => `old ${i}`);
    const after = before.map((l, i) => (i % 7 === 0 ? l : `new ${i}`));
    const changes = diffPieces(before, after);
    expect(apply(before, changes)).toEqual(after);
    expect(changes.filter((c) => !c.added && !c.removed).reduce((n, c) => n + c.value.length, 0)).toBe(Math.ceil((MAX_EDITS * 2) / 7));
  });

  it('keeps the original line endings of a file whose every line changed', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `const u${i} = '/zones/z/script_monitor';\r\n`).join('');
    const printed = before.replace(/\r\n/g, '\n').replace(/script_monitor/g, 'page_shield');
    expect(keepOriginalLines(before, printed)).toBe(before.replace(/script_monitor/g, 'page_shield'));
  });
});
