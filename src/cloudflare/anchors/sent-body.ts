import type { ASTNode } from 'jscodeshift';
import { nodesIn, type IndexContext } from '../../ast/node-index';
import { isMember, isProperty, keyName, memberName, unwrap, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import type { ParamRef } from '../urls/wrapper-params';
import { calleeName, READERS } from '../../flow/objects';
import type { Wrapper } from '../shapes';

/*
 * The body a wrapper sends, seen from its parameters (Wrapper.bodyParam, bodyConverted, bodyAdds): the
 * caller's body as it is (`JSON.stringify(body)`, `JSON.stringify(opts.body)`), spread into an object
 * that adds keys written as literals (`JSON.stringify({ ...body, ttl: 1 })`), or converted (anything
 * else made from it, `toApi(body)`, or a body the wrapper writes to before sending it: `body.ttl = 1`,
 * `delete opts.body.id`, `Object.assign(body, …)`, `opts = {…}`, or one whose fields it reads:
 * `log(rec.data.service)`).
 */

/**
 * The keys of a DNS record's body the record transforms read or write (srv-data-to-name: type, data,
 * name; dns-record-type-change: type; dns-record-locked: locked; content beside them): a wrapper that
 * adds one of them changes what the caller's object says about the record.
 */
const RECORD_KEYS: readonly string[] = ['type', 'data', 'name', 'content', 'locked'];

/**
 * Whether the caller's object is still the record body a wrapper sends, though spread into one with
 * keys of its own (`{ ...body, ttl: 1 }`): to a DNS records endpoint, none of the keys a record
 * transform reads. Otherwise the caller's object is not the body sent, and a call through the wrapper
 * has no body (left, as a body made by a converter is).
 */
export function keepsRecordBody(w: Wrapper): boolean {
  return w.bodyAdds !== undefined && w.ownEndpoint?.includes('/dns_records') === true && !w.bodyAdds.some((k) => RECORD_KEYS.includes(k));
}

/**
 * Whether the body a wrapper sends is its caller's argument, as the caller wrote it: one the wrapper
 * sends as it is, or spreads with keys no record transform reads (keepsRecordBody). Not one it
 * converts, writes to or reads fields of (Wrapper.bodyConverted): a body migration then leaves the
 * caller's argument alone and reports. The one rule for a call in the wrapper's module
 * (wrapper-call.ts) and one in another (module-exports.ts).
 */
export function isCallersBody(w: Wrapper): boolean {
  return w.bodyParam !== undefined && (!w.bodyConverted || keepsRecordBody(w));
}

/** How a wrapper sends the body its caller passes: the parameter (and key) it comes from. */
export interface SentBody {
  ref: ParamRef;
  /** What is sent is not the caller's object itself. */
  converted: boolean;
  /** The keys a body spread into an object literal gets beside the caller's (`{ ...body, ttl: 1 }`: ttl). */
  adds?: string[];
}

/** The body `bodyNode` (the wrapper's request's) sends of the wrapper's parameters, read by `refOf`; undefined when it sends none of them. */
export function sentBody(ctx: IndexContext, fn: FunctionNode, bodyNode: MaybeNode, refOf: (node: MaybeNode) => ParamRef | undefined): SentBody | undefined {
  const passed = unwrap(passedValue(bodyNode));
  const spread = passed?.type === 'ObjectExpression' ? spreadWithKeys(passed, refOf) : undefined;
  const ref = spread?.ref ?? refOf(passed);
  if (!ref) return undefined;
  const question = { ctx, fn, ref, refOf };
  if (written(question, unwrap(passedValue(bodyNode))) || readsFields(question)) return { ref, converted: true };
  if (spread) return { ref, converted: true, adds: spread.adds };
  return { ref, converted: !sentAsIs(bodyNode) };
}

/** `{ ...body, ttl: 1 }`: one spread of a parameter, the other entries plain keys (no computed key, method or other spread). */
function spreadWithKeys(object: ASTNode, refOf: (node: MaybeNode) => ParamRef | undefined): { ref: ParamRef; adds: string[] } | undefined {
  if (object.type !== 'ObjectExpression') return undefined;
  let ref: ParamRef | undefined;
  const adds: string[] = [];
  for (const p of object.properties as ASTNode[]) {
    if (p.type === 'SpreadElement' || (p.type as string) === 'SpreadProperty') {
      const from = refOf((p as { argument: ASTNode }).argument);
      if (!from || ref) return undefined;
      ref = from;
      continue;
    }
    const key = isProperty(p) && !(p as { computed?: boolean }).computed ? keyName(p) : undefined;
    if (key === undefined) return undefined;
    adds.push(key);
  }
  return ref ? { ref, adds } : undefined;
}

/** What the search for writes to a body asks about: the wrapper's function, the body's parameter, its reader of parameters. */
interface BodyQuestion {
  ctx: IndexContext;
  fn: FunctionNode;
  ref: ParamRef;
  refOf: (node: MaybeNode) => ParamRef | undefined;
}

/**
 * Whether the function writes to the body `ref` stands for before or after sending it (the layer does
 * not order them: either counts): an assignment, `++`, `delete`, `Object.assign` on it, on it through a
 * `const` holding it (`const b = opts.body`), or the body handed to a call that may change it (not a
 * reader such as JSON.stringify, not the request, whose argument `sent` is).
 */
function written(q: BodyQuestion, sent: MaybeNode): boolean {
  const { ctx, fn, ref, refOf } = q;
  const { aliases, isBody } = bodyNames(q);
  for (const p of nodesIn(ctx, fn.body, ['AssignmentExpression', 'UpdateExpression', 'UnaryExpression', 'CallExpression'])) {
    const n = p.value as ASTNode;
    let target: MaybeNode;
    if (n.type === 'AssignmentExpression') target = n.left;
    else if (n.type === 'UpdateExpression') target = n.argument;
    else if (n.type === 'UnaryExpression') target = n.operator === 'delete' ? n.argument : undefined;
    else if (n.type === 'CallExpression' && calleeName(n.callee) === 'Object.assign') target = n.arguments[0];
    else if (n.type === 'CallExpression' && !READERS.has(calleeName(n.callee) ?? '')) {
      if (n.arguments.some((a) => unwrap(a) !== sent && isBody(a))) return true;
    }
    if (target && (changes(target, ref, refOf) || changesAlias(target, aliases))) return true;
  }
  return false;
}

/** The names of the function's `const`s holding the body (`const b = opts.body`), and whether a node is the body (the parameter, its key, such a `const`). */
function bodyNames(q: BodyQuestion): { aliases: ReadonlySet<string>; isBody: (node: MaybeNode) => boolean } {
  const { ctx, fn, ref, refOf } = q;
  const aliases = new Set<string>();
  for (const d of nodesIn(ctx, fn.body, ['VariableDeclarator'])) {
    const r = d.value.id.type === 'Identifier' ? refOf(d.value.init) : undefined;
    if (r && r.param === ref.param && r.key === ref.key && d.value.id.type === 'Identifier') aliases.add(d.value.id.name);
  }
  const isBody = (node: MaybeNode): boolean => {
    const n = unwrap(node);
    if (n?.type === 'Identifier' && aliases.has(n.name)) return true;
    const r = refOf(n);
    return r !== undefined && r.param === ref.param && r.key === ref.key;
  };
  return { aliases, isBody };
}

/**
 * Whether the function reads a field of the body (`console.log(rec.data.service)`, `if (body.type ===
 * 'SRV')`): it depends on the shape its caller wrote, so a migration of the caller's object changes
 * what the wrapper does, and the caller's argument is not simply the body sent.
 */
function readsFields(q: BodyQuestion): boolean {
  const { isBody } = bodyNames(q);
  return nodesIn(q.ctx, q.fn.body, ['MemberExpression', 'OptionalMemberExpression']).some((p) => isBody((p.value as { object: ASTNode }).object));
}

/** Whether `target` is a `const` holding the body, or a member of one. */
function changesAlias(target: ASTNode, aliases: ReadonlySet<string>): boolean {
  let n: MaybeNode = unwrap(target);
  while (isMember(n)) n = unwrap(n.object);
  return n?.type === 'Identifier' && aliases.has(n.name);
}

/** Whether writing `target` changes the body `ref` stands for: a write on it or in it, the whole options object replaced, a computed key of it. */
function changes(target: ASTNode, ref: ParamRef, refOf: (node: MaybeNode) => ParamRef | undefined): boolean {
  let n: MaybeNode = unwrap(target);
  let child: MaybeNode;
  while (n) {
    const r = refOf(n);
    if (r && r.param === ref.param) {
      // The body itself or any key of it (`body.type = …` for a body parameter, `opts.body.ttl = …`).
      if (r.key === ref.key || ref.key === undefined) return true;
      // The whole parameter replaced (`opts = {…}`), or a key of it the code does not spell (`opts[k] = …`).
      if (r.key === undefined) return child === undefined || (isMember(child) && child.computed === true);
      return false;
    }
    if (!isMember(n)) return false;
    child = n;
    n = unwrap(n.object);
  }
  return false;
}

/** The value a wrapper passes on as the body: `body`, `JSON.stringify(body)`, `body ? JSON.stringify(body) : undefined`, `body && …`, `body ?? {}`. */
export function passedValue(node: MaybeNode): MaybeNode {
  const n = unwrap(node);
  if (n?.type === 'ConditionalExpression') {
    // `body === undefined ? undefined : JSON.stringify(body)`: the branch that passes something.
    const c = passedValue(n.consequent);
    return (c?.type === 'Identifier' && c.name === 'undefined') || c?.type === 'NullLiteral' ? passedValue(n.alternate) : c;
  }
  if (n?.type === 'LogicalExpression') return passedValue(defaulted(n) ?? n.right);
  if (n?.type === 'CallExpression' && n.arguments.length >= 1) return passedValue(n.arguments[0]);
  return n;
}

/**
 * `body ?? {}`, `body || {}`: the caller's body, or an empty object when the caller passes none (which
 * then carries nothing of the caller's either): the body is the left side. Undefined for any other
 * logical expression (`body && JSON.stringify(body)` sends its right side).
 */
function defaulted(n: ASTNode): MaybeNode {
  if (n.type !== 'LogicalExpression' || (n.operator !== '??' && n.operator !== '||')) return undefined;
  const fallback = unwrap(n.right);
  return fallback?.type === 'ObjectExpression' && fallback.properties.length === 0 ? n.left : undefined;
}

/** Whether a body is sent as its value is, at most serialised (`body`, `JSON.stringify(body)`, `body ? JSON.stringify(body) : undefined`, `JSON.stringify(body ?? {})`). */
function sentAsIs(node: MaybeNode): boolean {
  const n = unwrap(node);
  if (n?.type === 'ConditionalExpression') return [n.consequent, n.alternate].every((side) => isNothing(side) || sentAsIs(side));
  if (n?.type === 'LogicalExpression') return sentAsIs(defaulted(n) ?? n.right);
  if (n?.type === 'CallExpression') return n.arguments.length === 1 && isMember(n.callee) && memberName(n.callee) === 'stringify' && sentAsIs(n.arguments[0]);
  return n?.type === 'Identifier' || isMember(n);
}

const isNothing = (node: MaybeNode): boolean => {
  const n = unwrap(node);
  return (n?.type === 'Identifier' && n.name === 'undefined') || n?.type === 'NullLiteral';
};
