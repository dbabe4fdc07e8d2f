import type { ASTNode } from 'jscodeshift';
import type { IndexContext } from '../ast/node-index';
import { paramAt } from '../ast/this-parameter';
import { values } from './values';
import type { UrlBinding } from './value';
import type { TemplatePart } from './template-parts';

/*
 * A URL object made in a function and reached through calls of it (the layer's `bound`, value.ts):
 * `const settingUrl = (z, s) => new URL(\`${API}/zones/${z}/settings/${s}\`)` called as
 * `settingUrl(zone, 'brotli')`. The template question reads the object's input, base and changes where they are
 * written, in the function; a part that is one of the function's parameters (the layer says which:
 * an unknown of origin `parameter`) is read as the call's argument (or the parameter's default when
 * the call gives none), read as any expression of the question (with the caller's bases). A parameter used any
 * other way (`encodeURIComponent(s)`, `s.trim()`) stays one dynamic part: precision first.
 */

/** The parts of an expression of the function, and of an argument at the call. */
type ReadParts = (expression: ASTNode) => TemplatePart[];

/**
 * `read`, with each parameter of the bound functions in what it reads replaced by what the binding
 * call passes for it, innermost call first (an argument that is a parameter of the function around
 * that call is read as the next call's argument).
 */
export function boundReader(ctx: IndexContext, bindings: UrlBinding[], read: ReadParts): ReadParts {
  return bindings.reduce<ReadParts>((inner, binding) => (expression) => inner(expression).flatMap((p) => argumentParts(ctx, binding, p, inner) ?? [p]), read);
}

/** What a dynamic part that is a parameter of `binding.fn` stands for at its call: the argument's parts; undefined for any other part. */
function argumentParts(ctx: IndexContext, { fn, call }: UrlBinding, part: TemplatePart, read: ReadParts): TemplatePart[] | undefined {
  if (part.kind !== 'dynamic' || part.node?.type !== 'Identifier') return undefined;
  const found = values(ctx, part.node as ASTNode);
  const origin = found.length === 1 && found[0].kind === 'unknown' ? found[0].origin : undefined;
  if (origin?.kind !== 'parameter' || origin.fn !== fn) return undefined;
  const argument = argumentOf(fn, call, origin.index);
  return argument ? read(argument) : undefined;
}

/** The expression a call gives a parameter: its argument, or the default written for it when the call passes none; undefined after a spread. */
export function argumentOf(fn: UrlBinding['fn'], call: UrlBinding['call'], index: number): ASTNode | undefined {
  const args = call.arguments as ASTNode[];
  if (args.slice(0, index + 1).some((a) => a.type === 'SpreadElement')) return undefined;
  if (index < args.length) return args[index];
  const param = paramAt(fn, index);
  return param?.type === 'AssignmentPattern' ? param.right : undefined;
}
