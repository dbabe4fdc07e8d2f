import { spanOf } from '../../ast/span';
import type { FunctionNode } from '../../ast/syntax';

/** Something found at a call of the file (a request): the call it is at. */
interface AtCall {
  call: unknown;
}

/** A list's items with offsets, by where they start: their starts, ends and places in the list. */
interface ByStart {
  length: number;
  starts: number[];
  ends: number[];
  places: number[];
}

const byStart = new WeakMap<readonly AtCall[], ByStart>();

/** The list's items by start offset, made again when the list has grown since (a list is only appended to). */
function sortedOf(items: readonly AtCall[]): ByStart {
  const known = byStart.get(items);
  if (known && known.length === items.length) return known;
  const placed: Array<{ start: number; end: number; place: number }> = [];
  items.forEach((item, place) => {
    const span = spanOf(item.call);
    if (span) placed.push({ ...span, place });
  });
  placed.sort((a, b) => a.start - b.start || a.place - b.place);
  const sorted = { length: items.length, starts: placed.map((p) => p.start), ends: placed.map((p) => p.end), places: placed.map((p) => p.place) };
  byStart.set(items, sorted);
  return sorted;
}

/**
 * The items of `items` (requests of a file, by the call they are at) whose call lies within a
 * function's body, in the list's order. Found by offsets in the list sorted once: asking every
 * function of a file about every request cost functions × requests, the square of a generated file
 * of thousands of wrappers (issue 31).
 */
export function insideFunction<T extends AtCall>(items: readonly T[], fn: FunctionNode): T[] {
  const body = spanOf(fn.body);
  if (!body) return [];
  const { starts, ends, places } = sortedOf(items);
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] < body.start) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let k = lo; k < starts.length && starts[k] <= body.end; k++) if (ends[k] <= body.end) found.push(places[k]);
  return found.sort((a, b) => a - b).map((place) => items[place]);
}
