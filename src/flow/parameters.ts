import type { ASTNode } from 'jscodeshift';
import { questionIndex, type IndexContext } from '../ast/node-index';
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
  return unwritten(ctx, value.origin);
}

/**
 * The parameter a URL expression holds whole with at most a query or fragment after it
 * (`` `${url}?page=${n}` ``, `url + '#top'`): its one value starts with the parameter's hole and what
 * follows starts with `?` or `#`, so the path is the caller's as passed. Or the parameter itself
 * (wholeParameter). Undefined for anything else: text before it, or after it in the path
 * (`url + '/x'`), a `.replace` of it, a default it falls back from.
 */
export function parameterWithQuery(ctx: IndexContext, node: ASTNode): HeldParameter | undefined {
  const found = values(ctx, node);
  const [value] = found;
  if (found.length !== 1 || value.beforeDefault) return undefined;
  if (value.kind === 'unknown') return value.origin.kind === 'parameter' ? unwritten(ctx, value.origin) : undefined;
  if (value.kind !== 'string') return undefined;
  const parts = value.parts.filter((p) => !(p.kind === 'text' && p.text === ''));
  const [head, next] = parts;
  if (head?.kind !== 'hole' || head.origin.kind !== 'parameter') return undefined;
  if (next !== undefined && !(next.kind === 'text' && /^[?#]/.test(next.text))) return undefined;
  return unwritten(ctx, head.origin);
}

/** The parameter, when it is a plain name nothing in its function writes. */
function unwritten(ctx: IndexContext, { fn, index }: HeldParameter): HeldParameter | undefined {
  const param = paramAt(fn, index);
  const id = param?.type === 'AssignmentPattern' ? param.left : param;
  if (id?.type !== 'Identifier') return undefined;
  const tree = questionIndex(ctx);
  return writesOf(tree, ctx.root, fn, id.name).length === 0 ? { fn, index } : undefined;
}
