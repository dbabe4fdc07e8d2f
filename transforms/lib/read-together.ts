import type { ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../../src/cloudflare';
import { isCall, isMember, isProperty, keyName, memberName, unwrap, type MaybeNode } from '../../src/ast';
import { assignedChoices } from '../../src/flow';
import { keptNames } from './lookup-kept';

/*
 * dns-record-type-change: `edit(zone, current.id, { content, type: current.type })`, `current` a
 * variable the code gives several values (`let current = null`, then `current = page.result.find(…)`
 * in one function, `current = answer.result` in another). Read in one go, with nothing that runs code
 * between the two reads, the id and the type come off the same value, whatever it holds then. That
 * value re-sends its own type when every value the variable is given is a record the code read from
 * the API (a list's element, a GET's result: the module's known records), an object the code writes
 * with no type (`{ id: settings.recordId }`: no type is sent), or nothing (`null`, `undefined`); and
 * nothing changes what it holds in place (lookup-kept.ts).
 */

/** What readTogether is asked: the update call, its id and type as written, and whether a node is a record read from the API. */
export interface TogetherQuestion {
  at: ASTPath;
  id: MaybeNode;
  value: MaybeNode;
  isRecord: (node: MaybeNode) => boolean;
}

/** `holder.field` off a plain name: the name, or undefined. */
function readOff(node: MaybeNode, field: string): string | undefined {
  const n = unwrap(node);
  return isMember(n) && !n.computed && memberName(n) === field && unwrap(n.object)?.type === 'Identifier' ? unwrap(n.object).name : undefined;
}

/** A node whose reading runs no code of the module: a literal, a name, a plain read off one, a template of those. */
function quiet(node: MaybeNode): boolean {
  const n = unwrap(node);
  if (!n) return true;
  if (n.type === 'Identifier' || /Literal$/.test(n.type)) return n.type !== 'TemplateLiteral' || n.expressions.every(quiet);
  return isMember(n) && !n.computed && quiet(n.object);
}

/** `null`, `undefined` or `void 0`: the empty start of a variable given its record later. */
export function isNothing(node: MaybeNode): boolean {
  const n = unwrap(node);
  return n?.type === 'NullLiteral' || (n?.type === 'Literal' && n.value === null) || (n?.type === 'Identifier' && n.name === 'undefined') || (n?.type === 'UnaryExpression' && n.operator === 'void');
}

/** An object literal with plain keys only, none of them `type`. */
function typeless(node: MaybeNode): boolean {
  const n = unwrap(node);
  return n?.type === 'ObjectExpression' && n.properties.every((p: MaybeNode) => isProperty(p) && !p.computed && keyName(p) !== undefined && keyName(p) !== 'type');
}

/**
 * Whether the id is read, then the type, in the update call's own arguments with only quiet ones
 * between: the id argument, the arguments after it, and the body's properties before `type`.
 */
function inOneGo(call: MaybeNode, id: MaybeNode, value: MaybeNode): boolean {
  if (!isCall(call)) return false;
  const args: MaybeNode[] = call.arguments;
  const at = args.findIndex((a) => unwrap(a) === unwrap(id));
  const body = args.findIndex((a) => unwrap(a)?.type === 'ObjectExpression' && unwrap(a).properties.some((p: MaybeNode) => isProperty(p) && unwrap(p.value) === unwrap(value)));
  if (at < 0 || body <= at || !args.slice(at + 1, body).every(quiet)) return false;
  const props: MaybeNode[] = unwrap(args[body]).properties;
  const typeAt = props.findIndex((p) => isProperty(p) && unwrap(p.value) === unwrap(value));
  return props.slice(0, typeAt).every((p) => isProperty(p) && !p.computed && quiet(p.value));
}

/** Whether the type sent is the type of the value whose id is sent, that value always a record or typeless (see above). */
export function readTogether(ctx: RecognitionContext, { at, id, value, isRecord }: TogetherQuestion): boolean {
  const name = readOff(id, 'id');
  if (name === undefined || readOff(value, 'type') !== name || !inOneGo(at.value, id, value)) return false;
  const choices = assignedChoices(ctx, at, unwrap(unwrap(id).object));
  if (!Array.isArray(choices)) return false;
  if (!choices.every((c) => isNothing(c) || typeless(c) || isRecord(c))) return false;
  return keptNames(ctx, [{ at, name }]);
}
