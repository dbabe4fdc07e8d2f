/*
 * A walk over a Babel tree as the project layer holds it (plain objects, no paths): whether some
 * node, seen with its parent and the key it sits at, passes a test. Positions, comments and parser
 * extras are not walked.
 */

export type PlainNode = { type: string; [key: string]: unknown };

export const isPlainNode = (v: unknown): v is PlainNode => typeof v === 'object' && v !== null && typeof (v as PlainNode).type === 'string';

/** Keys that hold no code. */
const SKIP = new Set(['loc', 'start', 'end', 'range', 'extra', 'leadingComments', 'trailingComments', 'innerComments', 'comments', 'tokens']);

/** Whether `test` holds for some node under `root` (`root` included; its parent is undefined). */
export function someNode(root: unknown, test: (node: PlainNode, parent: PlainNode | undefined, key: string) => boolean): boolean {
  const visit = (node: PlainNode, parent: PlainNode | undefined, key: string): boolean => {
    if (test(node, parent, key)) return true;
    for (const k of Object.keys(node)) {
      if (SKIP.has(k)) continue;
      const v = node[k];
      if (Array.isArray(v)) {
        for (const c of v) if (isPlainNode(c) && visit(c, node, k)) return true;
      } else if (isPlainNode(v) && visit(v, node, k)) return true;
    }
    return false;
  };
  return isPlainNode(root) && visit(root, undefined, '');
}
