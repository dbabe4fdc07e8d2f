/**
 * Whether an expression is used as a condition: its truthiness is what the code asks of it, not
 * its value.
 */
import type { ASTPath } from 'jscodeshift';
import { outsideCasts, parentOf } from './paths';

const LOOP_OR_BRANCH = new Set(['IfStatement', 'ConditionalExpression', 'WhileStatement', 'DoWhileStatement', 'ForStatement']);

/**
 * Whether only the truthiness of an expression is used, through casts and the `&&` / `||` chains it
 * is part of: `if (x)`, `x ? … : …`, loop tests, `!x`, `Boolean(x)`, `x && …`, and `a && x` or
 * `x || b` where the whole is such a test.
 */
export function onlyTruthinessUsed(path: ASTPath): boolean {
  const { parent, field, path: parentPath } = parentOf(outsideCasts(path));
  if (!parent) return false;
  if (parent.type === 'LogicalExpression') {
    if (field === 'left' && parent.operator === '&&') return true;
    // `a && x`, `x || b`: as much a test as the whole expression is.
    return parent.operator !== '??' && !!parentPath && onlyTruthinessUsed(parentPath);
  }
  if (parent.type === 'UnaryExpression') return parent.operator === '!';
  if (LOOP_OR_BRANCH.has(parent.type)) return field === 'test';
  return parent.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'Boolean';
}

/**
 * Whether the expression itself, as written (no casts around it), is a guard: the left side of
 * `&&`, the operand of `!`, or the test of `if`, `?:` or `while`.
 */
export function isGuard(path: ASTPath): boolean {
  const parent = path.parentPath?.value;
  const name = path.name;
  if (parent?.type === 'LogicalExpression') return name === 'left' && parent.operator === '&&';
  if (parent?.type === 'UnaryExpression') return parent.operator === '!';
  if (parent?.type === 'IfStatement' || parent?.type === 'ConditionalExpression' || parent?.type === 'WhileStatement') return name === 'test';
  return false;
}
