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
