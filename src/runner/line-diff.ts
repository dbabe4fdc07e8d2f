import { diffArrays, type ArrayChange } from 'diff';

/*
 * Diffs of a file's lines (or a line's tokens) with a bounded cost. jsdiff finds the shortest diff
 * with Myers' algorithm, whose cost grows with lines × edits: fine for the few edits of most files,
 * but a generated file whose thousands of lines all changed (9,000 rewritten URLs) took 38 s, three
 * diffs per file. Beyond MAX_EDITS edits, the pieces between the common start and end are paired in
 * order instead: a correct diff, not always the shortest, found in linear time.
 */

/** Edits up to which the shortest diff is looked for. */
export const MAX_EDITS = 500;

/** The changes that turn `before` into `after` (jsdiff's change list: common, removed and added runs). */
export function diffPieces(before: string[], after: string[]): ArrayChange<string>[] {
  const shortest = diffArrays(before, after, { maxEditLength: MAX_EDITS }) as ArrayChange<string>[] | undefined;
  return shortest ?? pairedChanges(before, after);
}

/**
 * The common start and end, and in between each piece paired with the one at the same place: equal
 * pairs are common, others a removal and an addition. When the middles differ in length, the whole
 * middle is one removal and one addition.
 */
export function pairedChanges(before: string[], after: string[]): ArrayChange<string>[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  const out: ArrayChange<string>[] = [];
  const push = (value: string[], kind: 'common' | 'removed' | 'added'): void => {
    if (value.length === 0) return;
    const last = out[out.length - 1];
    if (last && kindOf(last) === kind) {
      for (const v of value) last.value.push(v); // push(...value) overflows the stack past ~100,000 lines
      last.count = last.value.length;
      return;
    }
    out.push({ value: [...value], count: value.length, added: kind === 'added' || undefined, removed: kind === 'removed' || undefined });
  };
  push(before.slice(0, start), 'common');
  const oldMiddle = before.slice(start, before.length - end);
  const newMiddle = after.slice(start, after.length - end);
  if (oldMiddle.length === newMiddle.length) {
    oldMiddle.forEach((piece, i) => {
      if (piece === newMiddle[i]) push([piece], 'common');
      else {
        push([piece], 'removed');
        push([newMiddle[i]], 'added');
      }
    });
  } else {
    push(oldMiddle, 'removed');
    push(newMiddle, 'added');
  }
  push(before.slice(before.length - end), 'common');
  return out;
}

const kindOf = (c: ArrayChange<string>): 'common' | 'removed' | 'added' => (c.added ? 'added' : c.removed ? 'removed' : 'common');
