import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, pathOfNode, type IndexContext } from '../../ast/node-index';
import { annotatedType } from '../../ast/typed-receivers';
import { typeKeys } from '../../flow/declared';
import { isMember, isProperty, keyName, memberName, stringValue, unwrap, loose, type Loose, type MaybeNode } from '../../ast/syntax';
import { values } from '../../flow/values';
import type { PropertyWrite, Value } from '../../flow/value';
import type { RunModules, UntracedEndpoint } from '../../types';
import { looksLikeRecord } from '../records/dns-record-types';
import { bindingOf, verbCallSends } from './verb-receiver';
import { bodyOf, methodSpelled, objectOf, saysOptions } from '../calls/request-options';
import { requestOf, type Request } from './spelled-method';

/*
 * The second tier's body condition (UntracedEndpoint.sets), for an endpoint deprecated only for what
 * an update's body sets (a DNS record's `type`: dns-record-type-change). A spelling counts only when
 * it is the URL of a request-shaped call that says PUT or PATCH and whose body sets the key:
 *
 * - the call: the spelling is an argument of it (through a template, a `+`, `[…].join('/')`, an
 *   `encodeURIComponent(…)` putting it in a relay's URL: `RELAY + encodeURIComponent(url)`) or the
 *   `url`/`uri`/`path`/`endpoint` of an options object handed to it (`this.helpers.request({ method:
 *   'PATCH', uri: … })`); it says its method by its callee's name (`.put(`, `._patch(`), by a `method`
 *   in an options object (written there, or held by a name: `const init = { method: 'PATCH', body }`,
 *   read as the first tier reads a request's options, src/cloudflare/calls/request-options.ts), or by a `'PUT'`/`'PATCH'` argument of its own (`send('PATCH', path, body)`).
 *   A call that says no method (`cache.set(path, { type })`, `store.put` aside: see below), or
 *   another one, is no update;
 * - the body: the `body`/`json`/`data` of the options object the spelling or the method is in, else
 *   the argument right after the URL for a verb-named callee (`put(url, body, options)`), else each
 *   other argument: its `body`/`json`/`data` when it holds one, and the argument itself unless it says it
 *   is options (writes `method`, `headers`, a URL…: request-options.ts `saysOptions`), since a record
 *   sent whole may have a field of that name (an SRV record's `data`); `JSON.stringify(x)` is `x`;
 * - it sets the key when the value-flow layer knows an object it may be to write the key (a literal,
 *   a converter's returned object), other than by copying it off a record (`type: rec.type`,
 *   `{ type }` after `const { type } = rec` or `const type = rec.type`: the record's own type, sent
 *   back; not off a `let`, nor a form's or a request's `req.body.type`; a spread whose written type
 *   declares the key, `...fields` with `fields: Partial<Rec>`, writes it), or when it is a parameter typed with a DNS record's shape that has the key.
 *
 * A callee named for a verb counts only when the spelling is its first argument and its receiver
 * shows it sends (verb-receiver.ts): a store's `put` (`cache.put(key, { type })`, `c.env.RECORDS.put`,
 * `objectStore('x').put(value, key)`, `records.put(path, value)`) keeps a value under the path: no request.
 */

const URL_KEYS = new Set(['url', 'uri', 'path', 'endpoint']);
const UPDATES = new Set(['PUT', 'PATCH']);

/** The method the request says (request-options.ts); one its callee's name says only when its receiver shows it sends (verb-receiver.ts). */
function methodOf(ctx: IndexContext, r: Request): { method: string; byCallee?: true } | undefined {
  const said = methodSpelled(ctx, r.call.value, r.argument, r.options);
  return said?.byCallee && !verbCallSends(ctx, r.call, r.argument) ? undefined : said;
}

/** The expressions the request may send as its body. */
function bodiesOf(ctx: IndexContext, r: Request, byCallee: boolean): ASTNode[] {
  const inOptions = bodyOf(r.options);
  const out: ASTNode[] = inOptions ? [inOptions] : [];
  // A verb-named client's `put(url, body, options)`: the body is the argument after the URL only.
  const args = r.call.value.arguments as ASTNode[];
  for (const arg of r.options ? [] : byCallee ? args.slice(1, 2) : args) {
    if (arg === r.argument || stringValue(arg as MaybeNode) !== undefined) continue;
    // Its `data`/`json`/`body` (got's and ky's `put(url, { json })`), and the object itself unless it says
    // it is options: a record's own `data` (SRV, CAA, LOC…) sent whole must not hide the record's `type`.
    const options = objectOf(ctx, arg);
    const held = bodyOf(options);
    if (held) out.push(held);
    if (!saysOptions(options)) out.push(arg);
  }
  // `JSON.stringify(x)`: x.
  return out.map((b) => {
    const n = loose(unwrap(b as MaybeNode));
    const callee = n?.type === 'CallExpression' ? loose(unwrap(n.callee)) : undefined;
    return isMember(callee) && memberName(callee) === 'stringify' && n.arguments.length > 0 ? (n.arguments[0] as ASTNode) : b;
  });
}

/** Names of what a client receives, not a record it read back (`req.body`, `form`, `event.detail`). */
const RECEIVED = /^(?:req|request|body|query|params|form|formdata|input|inputs|args|argv|event|payload|fields|values|options|opts|ctx)$/i;

/** An object whose `key` is a record's own (`rec`, `this.current`), not a form's or a request's (`req.body`, `form`). */
function recordObject(node: MaybeNode): boolean {
  const n = loose(unwrap(node));
  if (n?.type === 'ThisExpression') return true;
  if (n?.type === 'Identifier') return !RECEIVED.test(n.name as string);
  return isMember(n) && !n.computed && !RECEIVED.test(memberName(n) ?? '') && recordObject(n.object);
}

/**
 * `key: rec.key`, or a name holding a record's `key` (`const { type } = rec`, `const type = rec.type`):
 * the record's own value sent back. Only off a `const` (a `let` may be given another type before it is
 * sent) and a record's object, not a form's or a request's (`req.body.type`, `const { type } = form`).
 */
function copied(ctx: IndexContext, w: PropertyWrite): boolean {
  const value = loose(unwrap(w.value as MaybeNode));
  if (isMember(value)) return !value.computed && memberName(value) === w.key && recordObject(value.object);
  if (value?.type !== 'Identifier') return false;
  const d = bindingOf(ctx, value);
  const declarator = loose(d?.declarator?.value);
  if (!declarator || loose(d?.declarator?.parent?.value)?.kind !== 'const') return false;
  const init = unwrap(declarator.init);
  if (declarator.id?.type === 'ObjectPattern') {
    // `const { type } = rec` (not `const { kind: type } = rec`, nor `const { type } = form`).
    return recordObject(init) && declarator.id.properties.some((q: Loose) => isProperty(q) && keyName(q) === w.key && unwrap(q.value)?.type === 'Identifier' && unwrap(q.value).name === value.name);
  }
  return declarator.id === d?.id && isMember(init) && !init.computed && memberName(init) === w.key && recordObject(init.object);
}

/** Whether one value the body may be writes the key (see the top of this file). */
function writesKey(ctx: IndexContext & { modules?: RunModules }, v: Value, key: string): boolean {
  // A spread whose written type declares the key copies it as `key: x.key` would (`{ ...rec }`: the record's own).
  if (v.kind === 'object') return v.writes.some((w) => w.key === key && !copied(ctx, w)) || !!v.declared?.some((w) => w.key === key && !recordObject(w.value));
  if (v.kind !== 'unknown' || v.origin.kind !== 'parameter') return false;
  const param = loose(v.origin.fn.params[v.origin.index]);
  const typed = param?.type === 'AssignmentPattern' ? param.left : param?.type === 'TSParameterProperty' ? param.parameter : param;
  const at = pathOfNode(ctx, typed);
  const members = at ? typeKeys(currentIndex(ctx), ctx.modules, at, annotatedType(typed)) : [];
  return members.includes(key) && looksLikeRecord(members);
}

/**
 * Whether an untraced endpoint with `sets` counts for a spelling: it is the URL of a PUT or PATCH
 * whose body sets the key (see the top of this file). Endpoints without `sets` always count.
 */
export function allowsBody(ctx: IndexContext & { modules?: RunModules }, endpoint: UntracedEndpoint, spelling: ASTPath): boolean {
  if (endpoint.sets === undefined) return true;
  const found = requestOf(ctx, spelling);
  // The spelling sent as itself, or as the URL of the options object it is written in, handed to the call.
  const request = found?.options && (!URL_KEYS.has(found.key ?? '') || unwrap(found.argument) !== found.options) ? undefined : found;
  const said = request && methodOf(ctx, request);
  if (!request || !said || !UPDATES.has(said.method)) return false;
  return bodiesOf(ctx, request, !!said.byCallee).some((b) => {
    const at = pathOfNode(ctx, b);
    return !!at && values(ctx, at).some((v) => writesKey(ctx, v, endpoint.sets!));
  });
}
