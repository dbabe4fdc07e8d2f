import type { ASTNode, ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import { questionIndex, pathOfNode, type IndexContext } from '../ast/node-index';
import { writtenOnce } from '../ast/bindings';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isMember, isProperty, keyName, memberName, unwrap } from '../ast/syntax';
import { paramAt } from '../ast/this-parameter';
import { argumentOf } from './bound-parts';
import { wholeParameter, type HeldParameter } from './parameters';
import { usesOf } from './uses';
import type { UrlBinding } from './value';

/*
 * An object literal made in a function and reached through calls of it (the layer's `bound`,
 * value.ts): `paramsFor(zone, entry)` returning `{ zone_id: zone, type: entry.type, … }`. Its writes are
 * expressions of the function; what one of them reads off a parameter (`entry.type`) is, at the call,
 * read off the argument the call passes for it (`current.type` for `paramsFor(zone, current)`), as long
 * as the function does nothing else with the parameter than read its members.
 */

/**
 * The argument a parameter that `expression` holds whole stands for at the calls that bind it,
 * innermost first (an argument that is itself a parameter of the function around that call, bound by
 * the next call, is read as the next call's argument). Each parameter on the way must be read only:
 * nothing writes it (wholeParameter), and each use of it in its function reads a member of it
 * (`entry.type`; not `entry.type = …`, `delete entry.type`, nor the parameter handed to a call, a
 * spread or another name), but for being the argument of the call bound before it (`outer(x)` calling
 * `inner(x)`). Undefined for anything else, or when the expression is not a parameter of the innermost
 * bound function.
 */
export function boundArgument(ctx: IndexContext, bindings: readonly UrlBinding[], expression: ASTNode): ASTNode | undefined {
  const found = follow(ctx, bindings, 0, expression);
  return found === expression ? undefined : found;
}

/** boundArgument from the binding `from` on: the expression itself when it is no parameter of that binding's function; undefined when a parameter on the way is not read only. */
function follow(ctx: IndexContext, bindings: readonly UrlBinding[], from: number, expression: ASTNode): ASTNode | undefined {
  let at = expression;
  for (let i = from; i < bindings.length; i++) {
    const binding = bindings[i];
    const held = wholeParameter(ctx, at);
    if (held?.fn !== binding.fn) break;
    const argument = argumentOf(binding.fn, binding.call, held.index);
    if (!argument || !readOnly(ctx, held, bindings[i - 1]?.call)) return undefined;
    at = argument;
  }
  return at;
}

/**
 * The argument whose member `field` a value written in the innermost bound function reads, at the
 * calls that bind it (boundArgument): `entry.type` read whole; a name written once given such a read
 * (`const kind = entry.type`); a name destructured from a parameter (`function f(z, { type })`: the
 * second argument's `type`) or from a name written once (`const { type } = entry`). Undefined for any
 * other value (a default `{ type = 'A' }`, a renamed or nested pattern, a name written again).
 */
export function boundMember(ctx: IndexContext, bindings: readonly UrlBinding[], value: ASTNode, field: string): ASTNode | undefined {
  const read = memberOfParameter(ctx, bindings, value, field);
  if (!read) return undefined;
  if (read.kind === 'member') return boundArgument(ctx, bindings, read.object);
  const [first] = bindings;
  const argument = argumentOf(first.fn, first.call, read.index);
  if (!argument) return undefined;
  // The argument may itself be a parameter of the function around the call, bound by the next call.
  return follow(ctx, bindings, 1, argument);
}

/**
 * Whether a value written in a bound function reads one of the functions' parameters: the parameter
 * itself (`type: kind` for a parameter `kind`), a member of it, or a name given either (followed as
 * boundMember follows it). What such a value holds is the caller's choice, whether or not the calls
 * can be read back; a value read off nothing the caller passes is not.
 */
export function readsParameter(ctx: IndexContext, bindings: readonly UrlBinding[], value: ASTNode, field: string): boolean {
  const bound = (node: ASTNode) => {
    const held = wholeParameter(ctx, node);
    return !!held && bindings.some((b) => b.fn === held.fn);
  };
  if (bound(unwrap(value))) return true;
  const read = memberOfParameter(ctx, bindings, value, field);
  return read?.kind === 'pattern' || (read?.kind === 'member' && bound(read.object));
}

type MemberRead = { kind: 'member'; object: ASTNode } | { kind: 'pattern'; index: number };

/** What a value reads `field` off: a member read's object, or the position of the parameter a name is destructured from. */
function memberOfParameter(ctx: IndexContext, bindings: readonly UrlBinding[], value: ASTNode, field: string, depth = 0): MemberRead | undefined {
  const node = unwrap(value);
  if (isMember(node)) return memberName(node) === field ? { kind: 'member', object: unwrap(node.object) } : undefined;
  if (node?.type !== 'Identifier' || depth > 4 || !bindings.length) return undefined;
  const at = pathOfNode(ctx, node as Identifier);
  const index = questionIndex(ctx);
  const seen = at ? declarationsAt(index, at, node.name) : [];
  if (seen.length !== 1 || !writtenOnce(ctx, seen[0])) return undefined;
  const [declared] = seen;
  const declarator = (declared.declarator as ASTPath<VariableDeclarator> | undefined)?.value;
  // `const kind = entry.type`: the initialiser.
  if (declarator?.id === declared.id) return declarator.init ? memberOfParameter(ctx, bindings, declarator.init, field, depth + 1) : undefined;
  const owner = patternOwner(ctx, declared, field);
  if (!owner) return undefined;
  // `const { type } = entry`: entry's `type`.
  if (declarator) return declarator.id === owner && declarator.init ? { kind: 'member', object: unwrap(declarator.init) } : undefined;
  // `function f(zone, { type })`: the parameter's position, in the innermost bound function.
  const fn = bindings[0].fn;
  if (declared.scope !== fn) return undefined;
  const position = fn.params.findIndex((p: ASTNode) => (p.type === 'AssignmentPattern' ? p.left : p) === owner);
  return position >= 0 ? { kind: 'pattern', index: position } : undefined;
}

/** The object pattern a declared name is the unrenamed, undefaulted property `field` of (`{ type }`), or undefined. */
function patternOwner(ctx: IndexContext, declared: Declaration, field: string): ASTNode | undefined {
  const path: ASTPath | undefined = pathOfNode(ctx, declared.id);
  const property = path?.parent;
  const pattern = property?.parent?.value;
  if (!property || !isProperty(property.value) || property.value.value !== declared.id || property.value.computed) return undefined;
  if (keyName(property.value) !== field || pattern?.type !== 'ObjectPattern') return undefined;
  return pattern;
}

/** Whether a parameter's every use reads a member of it, or is the argument of `inner` (the call that bound the step before). */
function readOnly(ctx: IndexContext, { fn, index }: HeldParameter, inner: ASTNode | undefined): boolean {
  const param = paramAt(fn, index);
  const id = param?.type === 'AssignmentPattern' ? param.left : param;
  if (id?.type !== 'Identifier') return false;
  return usesOf(ctx, id).every((use) => (use.kind === 'member' && !use.written) || (use.kind === 'argument' && inner !== undefined && use.via?.value === inner));
}
