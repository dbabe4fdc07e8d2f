import type { ASTPath, VariableDeclarator } from 'jscodeshift';
import { declarationsAt, type Declaration } from '../../src/ast/scope';
import { currentIndex, isCall, isFunction, isMember, unwrap, unwrapAwait, type MaybeNode, type NodeIndex } from '../../src/ast';
import type { IndexContext } from '../../src/ast/node-index';

/*
 * dns-record-type-change: a record the code holds, however it got it (a list's `.find`, a helper
 * `pickFirst(list.filter(…))`, `list.filter(…)[0]`, rows of the app's own store). Sending its
 * `type` (or spreading it) to an update of its own `id` re-sends the type the record was read with.
 * Not a value handed in by a caller (a parameter, or read off one: `req.body`, `await req.json()`),
 * who may have changed its type, nor an object built in the file (`{ ...record, type: kind }`),
 * which holds whatever type it was given.
 */

/** Whether a declaration is a function's parameter (not its own name). */
function isParameter(d: Declaration): boolean {
  return !d.declarator && isFunction(d.scope) && d.scope.id !== d.id;
}

/**
 * Whether a value is built in the file as an object literal, or read off (or asked of) a parameter,
 * through the variables it is read from (`const next = copy; const copy = { ...rec, type }`), a few deep.
 */
function builtOrHandedIn(index: NodeIndex, at: ASTPath, value: MaybeNode, depth = 0): boolean {
  let n = unwrapAwait(value);
  if (n?.type === 'ObjectExpression') return true;
  // Down to the variable the value is read from: `req.body.record` → req, `req.json()` → req, `pick(list)` → pick.
  for (;;) {
    if (isMember(n)) n = unwrapAwait(n.object);
    else if (isCall(n) && isMember(unwrap(n.callee))) n = unwrapAwait(unwrap(n.callee).object);
    else break;
  }
  if (n?.type !== 'Identifier') return false;
  const declared = declarationsAt(index, at, n.name);
  if (declared.length !== 1) return false;
  const from = declared[0].declarator as ASTPath<VariableDeclarator> | undefined;
  if (from?.value.init && depth < 4) return builtOrHandedIn(index, from, from.value.init, depth + 1);
  return isParameter(declared[0]);
}

/**
 * Whether `name` at `at` is a variable (a const or let, or a `for … of` element) whose value is
 * neither built in the file as an object literal nor handed in through a parameter: a record the
 * code holds. Whether it is written again is the caller's question (the transform's `sameRecord`).
 */
export function heldRecord(ctx: IndexContext, at: ASTPath, name: string | undefined): boolean {
  if (name === undefined) return false;
  const index = currentIndex(ctx);
  const declared = declarationsAt(index, at, name);
  const declarator = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator) return false;
  const declaration = declarator.parent;
  const loop = declaration?.parent?.value;
  const value = declarator.value.init ?? (loop?.type === 'ForOfStatement' && loop.left === declaration.value ? loop.right : undefined);
  return value !== undefined && value !== null && !builtOrHandedIn(index, declarator, value);
}
