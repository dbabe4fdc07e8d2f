/** A diff of a large file where most lines changed (recast reprinted a bundle) is printed, not a stack overflow. */
import { unifiedDiff } from '../src/runner/diff';
import { diffPieces } from '../src/runner/line-diff';

test('a changed block of 300,000 lines is diffed and printed', () => {
  const n = 300_000;
  const before = Array.from({ length: n }, (_, i) => `a${i}\n`).join('');
  const after = Array.from({ length: n - 25 }, (_, i) => `b${i}\n`).join(''); // not as many: one block, not pairs
  const diff = unifiedDiff('big.js', before, after);
  expect(diff.startsWith('--- a/big.js\n+++ b/big.js\n@@ -1,300000 +1,299975 @@\n-a0\n')).toBe(true);
  expect(diff.split('\n').filter((l) => l.startsWith('+b')).length).toBe(n - 25);
  const pieces = diffPieces(before.split('\n'), after.split('\n'));
  expect(pieces.reduce((sum, p) => sum + (p.added ? p.value.length : 0), 0)).toBe(n - 25);
});
