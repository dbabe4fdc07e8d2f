/**
 * Moving up from a path: past the casts and parentheses around an expression, and to the node that
 * holds it (past the array a list element sits in).
 */
import type { ASTNode, ASTPath } from 'jscodeshift';
import { isWrapper } from './syntax';

/** The outermost path around `path` that only casts or parenthesises it (`(x as T)!` for `x`). */
export function outsideCasts(path: ASTPath): ASTPath {
  let cur = path;
  while (cur.name === 'expression' && cur.parentPath && isWrapper(cur.parentPath.value) && cur.parentPath.value.expression === cur.value) {
    cur = cur.parentPath;
  }
  return cur;
}

/** Where a path sits: the node holding it, the field it is in (a list's field for a list element) and that node's path. */
export interface Holder {
  parent: ASTNode | undefined;
  field: string | number | undefined;
  path: ASTPath | undefined;
}

/** The node `path` sits in and its field there, past the array of a list element. */
export function parentOf(path: ASTPath): Holder {
  const up = path.parentPath;
  if (!up) return { parent: undefined, field: undefined, path: undefined };
  if (Array.isArray(up.value)) return { parent: up.parentPath?.value, field: up.name, path: up.parentPath ?? undefined };
  return { parent: up.value, field: path.name, path: up };
}
