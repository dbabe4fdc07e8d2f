/**
 * Moving up from a path: past the casts and parentheses around an expression, and to the node that
 * holds it (past the array a list element sits in).
 */
import type { ASTNode, ASTPath } from 'jscodeshift';
import { isWrapper, unwrap } from './syntax';

/** The outermost path around `path` that only casts or parenthesises it (`(x as T)!` for `x`). */
export function outsideCasts(path: ASTPath): ASTPath {
  let cur = path;
  while (cur.name === 'expression' && cur.parentPath && isWrapper(cur.parentPath.value) && cur.parentPath.value.expression === cur.value) {
    cur = cur.parentPath;
  }
  return cur;
}

/**
 * The path above casts, parentheses and `await` around an expression, and whether an `await` was among
 * them: where a value held as a promise or a cast is read (`(await pending).zone_id`, `const { id } =
 * (await p) as unknown as T`, `(await res.json()).result`).
 */
export function outsideAwait(p: ASTPath): { path: ASTPath; awaited: boolean } {
  let cur = p;
  let awaited = false;
  while (cur.parent && (unwrap(cur.parent.value) !== cur.parent.value || cur.parent.value.type === 'AwaitExpression')) {
    cur = cur.parent;
    awaited ||= cur.value.type === 'AwaitExpression';
  }
  return { path: cur, awaited };
}

/** The path above casts, parentheses and `await` around an expression (see outsideAwait). */
export const outerExpression = (p: ASTPath): ASTPath => outsideAwait(p).path;

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
