/**
 * Where a node is written: Babel's `start` and `end` offsets in the text it was parsed from. ast-types
 * does not declare them, and nodes built in code have none.
 */

export interface Span {
  start: number;
  end: number;
}

/** The offsets of a node in the text it was parsed from; undefined for a node built in code (or not a node). */
export function spanOf(node: unknown): Span | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  const { start, end } = node as { start?: unknown; end?: unknown };
  return typeof start === 'number' && typeof end === 'number' ? { start, end } : undefined;
}

/** Whether a value is a node whose offsets hold the span (read in place: this runs for every child on a walk down). */
export function holds(outer: unknown, span: Span): boolean {
  if (outer === null || typeof outer !== 'object') return false;
  const { start, end } = outer as { start?: unknown; end?: unknown };
  return typeof start === 'number' && typeof end === 'number' && start <= span.start && span.end <= end;
}

/** Below this many items a list is scanned from its start. */
const SCANNED = 16;

/**
 * The index of an item of a list (a program's or block's statements, an object's properties) whose
 * offsets hold the span, -1 when none does. A long list is searched by halves first, as siblings
 * parsed from a text lie in order and apart (items built in code, without offsets, are stepped over);
 * when that finds none (siblings an edit put out of order) the list is scanned from its start, which
 * gives the first item that holds it. A scan for every look-up made the descent to each of a file's
 * n calls cost n steps at the program's level: the square of the file's size.
 */
export function holderIndex(items: readonly unknown[], span: Span): number {
  if (items.length >= SCANNED) {
    let lo = 0;
    let hi = items.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      let k = mid;
      while (k <= hi && spanOf(items[k]) === undefined) k++;
      const at = k <= hi ? spanOf(items[k]) : undefined;
      if (!at || at.start > span.start) hi = mid - 1;
      else if (at.end < span.end) lo = k + 1;
      else return k;
    }
  }
  return items.findIndex((item) => holds(item, span));
}
