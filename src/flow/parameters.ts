import type { ASTNode } from 'jscodeshift';
import { currentIndex, nodeIndex, type IndexContext } from '../ast/node-index';
import type { FunctionNode } from '../ast/syntax';
import { values } from './values';
import { writesOf } from './writes';
import { paramAt } from '../ast/this-parameter';

/** A parameter of a function of the file, by its position. */
export interface HeldParameter {
  fn: FunctionNode;
  index: number;
}

/**
 * The parameter an expression holds whole, as its caller passed it: its one value is the parameter's
 * hole (no text around it, no `.replace`, no default it falls back from), and nothing in the function
 * writes the parameter (`url = url.replace(…)`, `url += '?x'`: then it is not what the caller passed).
 * Undefined for anything else. A destructured parameter is not one (the layer holds no hole for it).
 */
export function wholeParameter(ctx: IndexContext, node: ASTNode): HeldParameter | undefined {
  const found = values(ctx, node);
  const [value] = found;
  if (found.length !== 1 || value.kind !== 'unknown' || value.origin.kind !== 'parameter' || value.beforeDefault) return undefined;
  const { fn, index } = value.origin;
  const param = paramAt(fn, index);
  const id = param?.type === 'AssignmentPattern' ? param.left : param;
  if (id?.type !== 'Identifier') return undefined;
  const tree = ctx.memo ? currentIndex(ctx) : nodeIndex(ctx.j, ctx.root);
  return writesOf(tree, ctx.root, fn, id.name).length === 0 ? { fn, index } : undefined;
}
