import type { ASTNode, ASTPath } from 'jscodeshift';
import { nodesIn, pathOfNode, type IndexContext } from '../../ast/node-index';
import { isMember, isProperty, keyName, memberName, unwrap, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { argumentParams } from '../../ast/this-parameter';
import { usesOf, type Use } from '../../flow/uses';
import type { ParamRef } from '../urls/wrapper-params';
import { calleeName, READERS } from '../../flow/objects';
import type { Wrapper } from '../shapes';
import { BODY_KEYS } from '../calls/client-names';

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
function keepsRecordBody(w: Wrapper): boolean {
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
interface SentBody {
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
  if (touched(ctx, fn, ref, passed)) return { ref, converted: true };
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

/**
 * Whether the function changes the body `ref` stands for, before or after sending it (the layer does
 * not order them: either counts), or reads a field of it: the places its parameter goes
 * (flow/uses.ts), through a name given it (`const b = opts.body`, `const { body } = opts`). Changed:
 * the body or a member of it written (`body.ttl = 1`, `delete opts.body.id`, `opts.body = …`, `opts[k] =
 * …`), the parameter given another value (`opts = {…}`), the body handed to a call that may change it
 * (`Object.assign(body, …)`, `tweak(body)`; not a reader such as JSON.stringify, not the request's
 * argument `sent`). Read: a member of it read (`console.log(rec.data.service)`, `if (body.type ===
 * 'SRV')`, destructured): it depends on the shape its caller wrote, so a migration of the caller's
 * object changes what the wrapper does. What the question cannot follow counts as changed.
 */
function touched(ctx: IndexContext, fn: FunctionNode, ref: ParamRef, sent: MaybeNode): boolean {
  const param = argumentParams(fn)[ref.param] as ASTNode | undefined;
  const path = param && pathOfNode(ctx, param.type === 'AssignmentPattern' ? param.left : param);
  if (!path) return true;
  const bodies: ASTPath[] = ref.key === undefined ? [path] : [];
  for (const use of ref.key === undefined ? [] : usesOf(ctx, path)) {
    // A rest element holds the keys not named: not the body.
    if ((use.kind === 'unknown' && use.why !== 'pattern') || use.kind === 'reassigned' || (use.kind === 'member' && use.written && (use.key === undefined || use.key === ref.key))) return true;
    if (use.kind === 'member' && use.key === ref.key) bodies.push(use.at);
  }
  return bodies.some((body) => usesOf(ctx, body).some((use) => changes(use, sent)));
}

/** Whether a use of the body changes or reads it (see touched). */
function changes(use: Use, sent: MaybeNode): boolean {
  if (use.kind === 'member' || use.kind === 'reassigned' || use.kind === 'unknown') return true;
  // Kept somewhere other than the request (`pending.last = record`, returned): read there later, perhaps.
  if (use.kind === 'stored' || use.kind === 'assigned' || use.kind === 'returned') return unwrap(use.at.value) !== unwrap(sent);
  if (use.kind !== 'argument' || unwrap(use.at.value) === unwrap(sent) || use.via?.value.type !== 'CallExpression') return false;
  const callee = calleeName(use.via.value.callee) ?? '';
  return (callee === 'Object.assign' && use.index === 0) || !READERS.has(callee);
}

/** The value a wrapper passes on as the body: `body`, `JSON.stringify(body)`, `body ? JSON.stringify(body) : undefined`, `body && …`, `body ?? {}`. */
function passedValue(node: MaybeNode): MaybeNode {
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

/** What a wrapper does itself to the caller's options it passes on whole (optionsTouched). */
interface OptionsTouched {
  /** Reads or may write the body (`JSON.parse(init.body)`, `init.body = …`, `Object.assign(init, …)`). */
  body: boolean;
  /** May write the method (`init.method = …`, `Object.assign(init, …)`, `init = {…}`). */
  method: boolean;
}

/**
 * Whether a wrapper reads or writes the options its caller passes, which it sends on whole (`fetch(url,
 * init)`, `{ ...init, signal }`), `name` being the name it sends them under: the parameter or the rest
 * of a pattern destructuring it (`const { timeout, ...init } = options`). A body read (`JSON.parse(init.body)`,
 * `const { body } = init`) or written counts as the wrapper's: the caller's body is then not what is
 * sent as the caller wrote it. A write of the method, the object handed to a call that may change it
 * (`Object.assign(init, …)`, not a reader such as JSON.stringify, not the request itself), the name
 * given another value, or what the question cannot follow: both. The object kept somewhere
 * (stored, assigned, returned) may be read there: the body counts as read.
 */
export function optionsTouched(ctx: IndexContext, fn: FunctionNode, name: MaybeNode, sent: MaybeNode): OptionsTouched {
  const none = { body: false, method: false };
  const n = unwrap(name);
  if (n?.type !== 'Identifier') return none;
  const binding = bindingOf(ctx, fn, n.name);
  if (!binding) return { body: true, method: true };
  const touched = { ...none };
  const uses = usesOf(ctx, binding);
  const calleeOf = (use: Use): string => (use.via?.value.type === 'CallExpression' ? calleeName(use.via.value.callee) ?? '' : '');
  // The request itself, and the same request sent again (a retry: `fetch(url, init)` twice).
  const request = uses.find((use) => use.kind === 'argument' && unwrap(use.at.value) === unwrap(sent));
  for (const use of uses) {
    if (use.kind === 'spread' || use.kind === 'dropped' || use.kind === 'other' || use.kind === 'awaited') continue;
    if (use.kind === 'argument' && use.via?.value.type === 'CallExpression') {
      const callee = calleeOf(use);
      if (request && use.index === request.index && callee !== '' && callee === calleeOf(request)) continue;
      if (READERS.has(callee)) continue;
      return { body: true, method: true };
    }
    if (use.kind === 'member') {
      if (use.key === undefined) {
        if (use.written) return { body: true, method: true };
        touched.body = true;
      } else if (BODY_KEYS.has(use.key)) touched.body = true;
      else if (use.key === 'method' && use.written) touched.method = true;
      continue;
    }
    if (use.kind === 'stored' || use.kind === 'assigned' || use.kind === 'returned' || use.kind === 'chosen') {
      touched.body = true;
      continue;
    }
    return { body: true, method: true };
  }
  return touched;
}

/** The declared name `name` of the function: a parameter, or the rest of a pattern in its parameter list or body (paramReader's rests). */
function bindingOf(ctx: IndexContext, fn: FunctionNode, name: string): ASTPath | undefined {
  for (const param of argumentParams(fn) as ASTNode[]) {
    const inner = param.type === 'AssignmentPattern' ? param.left : param;
    if (inner.type === 'Identifier' && inner.name === name) return pathOfNode(ctx, inner);
  }
  const within = [...(argumentParams(fn) as ASTNode[]), ...(fn.body.type === 'BlockStatement' ? [fn.body] : [])];
  const rests = within.flatMap((node) => nodesIn(ctx, node, ['RestElement'])).filter((r) => r.value.argument.type === 'Identifier' && r.value.argument.name === name);
  return rests.length === 1 ? pathOfNode(ctx, rests[0].value.argument) : undefined;
}
