import type { AssignmentExpression, ASTNode, ASTPath, CallExpression } from 'jscodeshift';
import { pathOfNode, questionIndex, type IndexContext, type NodeIndex } from '../ast/node-index';
import { isMember, keyName, memberName, unwrap, type MaybeNode, type MemberNode } from '../ast/syntax';
import { declarationsAt } from '../ast/scope';
import { changedValue, IN_PLACE_TYPES, OBJECT_WRITES } from './in-place';
import { evaluate, type Question } from './question';
import { usesOf, type Use } from './uses';
import type { HttpValue, ObjectValue, Value } from './value';

/*
 * HTTP client instances with their base (docs/value-flow.md, "What a value is"): `x.create(config)`,
 * `x.extend(config)` or a client's `x.defaults(config)` whose config object writes a base (`axios.create({ baseURL })`, `got.extend({
 * prefixUrl })`, `ky.create`, `ofetch.create`), on a receiver that is no class, instance, object or
 * function of the file (those have methods of their own: `Records.create(x)` is that method's call).
 * An instance derived from one (`api.extend({ hooks })`, `this.http.create()`) keeps its base unless
 * its config gives its own (`{ ...api.defaults, headers }` writes api's: members.ts). A config the layer cannot read whole (a parameter, an open object, a base
 * written on a branch, a spread after the base it cannot read whole: `...(test ? { baseURL } : {})`, `...opts`) makes no instance, and
 * one whose `defaults` the file writes (`api.defaults.baseURL = …`, `Object.assign(api.defaults, …)`) has no base the layer knows, but a client package's (CLIENT_PACKAGES) instance with no base
 * written or none the layer reads is one whose base is unknown: a client, never an anchor (instance-base.ts).
 */

/** The packages whose exports are request functions or client modules, whatever name they are imported under. */
export const CLIENT_PACKAGES: ReadonlySet<string> = new Set([
  'node-fetch',
  'undici',
  'axios',
  'got',
  'ky',
  'ofetch',
  'superagent',
  'needle',
  'request',
  'request-promise',
  'request-promise-native',
  'reqwest',
  'cross-fetch',
  'isomorphic-fetch',
  'http',
  'https',
  'node:http',
  'node:https',
]);

export const BASE_KEYS = new Set(['baseURL', 'baseUrl', 'prefixUrl', 'prefixURL']);
/** Members that make a client from a client: axios's and ky's `create`, got's `extend`, request's `defaults`. */
export const CREATORS: ReadonlySet<string> = new Set(['create', 'extend', 'defaults']);

/** Receivers whose `create`/`extend` may make a client: a package, a global, another client. */
const FACTORY_RECEIVERS = new Set<Value['kind']>(['import', 'unknown', 'http']);

/** The instance a `create`/`extend` call makes (`method`: the member called), or undefined when it is no such call. */
export function madeClient(q: Question, path: ASTPath<CallExpression>, method: string | undefined, depth: number): HttpValue[] | undefined {
  if (!method || !CREATORS.has(method)) return undefined;
  const receiver = evaluate(q, path.get('callee', 'object'), depth + 1);
  if (receiver.some((v) => !FACTORY_RECEIVERS.has(v.kind))) return undefined;
  // A binding of the project's own module (`Store.create({ ...cf.defaults })`) is its own factory, not a client package.
  if (receiver.some((v) => v.kind === 'import' && /^[./]/.test(v.source))) return undefined;
  // (`defaults` only of a client: request's, not lodash's `_.defaults(…)`.)
  if (method === 'defaults' && !receiver.every((v) => v.kind === 'http' || (v.kind === 'import' && CLIENT_PACKAGES.has(v.source)))) return undefined;
  const base = path.value.arguments.length > 0 ? configBase(q, path.get('arguments', 0), depth) : null;
  const call = path.value;
  const [pkg] = receiver;
  const client = receiver.length !== 1 ? undefined : pkg.kind === 'import' ? pkg.source : pkg.kind === 'http' ? pkg.client : undefined;
  const made = (bases: Array<ASTNode | undefined>): HttpValue[] => {
    const rewritten = defaultsWritten(q.ctx, path);
    return bases.map((b) => ({ kind: 'http', node: call, base: rewritten ? undefined : b, client }));
  };
  if (base) return made([base]);
  // A client package's instance with no base the layer reads (`axios.create({ headers })`, `got.extend(options)`).
  if (receiver.length === 1 && pkg.kind === 'import' && pkg.members.length === 0 && !pkg.instance && CLIENT_PACKAGES.has(pkg.source)) return made([undefined]);
  if (base === undefined) return undefined;
  // Derived: every instance it may derive from keeps its base.
  if (receiver.length === 0 || !receiver.every((v): v is HttpValue => v.kind === 'http')) return undefined;
  return made(receiver.map((v) => v.base));
}

const defaultsWrites = new WeakMap<NodeIndex, ReadonlySet<ASTNode>>();

/**
 * The `x.defaults` members the file writes a base into or replaces (`x.defaults.baseURL = …`, `x.defaults[k] = …`, `x.defaults = …`,
 * `Object.assign(x.defaults, …)`), or hands to a name that does (`const d = x.defaults; d.baseURL = …`: its uses, uses.ts).
 */
function writtenDefaults(ctx: IndexContext): ReadonlySet<ASTNode> {
  const index = questionIndex(ctx);
  let found = defaultsWrites.get(index);
  if (!found) {
    const members = new Set<ASTNode>();
    let named = false;
    for (const p of index.of(...IN_PLACE_TYPES)) {
      const target = unwrap(p.value.type === 'AssignmentExpression' ? p.value.left : (p.value as { argument?: MaybeNode }).argument);
      const changed = unwrap(changedValue(p.value));
      const base = p.value.type === 'CallExpression' ? assignsBase(p.value) : !isMember(target) || target.computed || BASE_KEYS.has(memberName(target) ?? '');
      if (isMember(target) && memberName(target) === 'defaults') members.add(target);
      else if (isMember(changed) && memberName(changed) === 'defaults' && base) members.add(changed);
      else named ||= changed?.type === 'Identifier' && base;
    }
    // A name written so may hold a client's defaults: each `x.defaults` read whose value goes to such a write.
    const writes = (u: Use): boolean => (u.kind === 'member' ? !!u.written && (u.key === undefined || BASE_KEYS.has(u.key)) : u.kind === 'argument' ? u.index === 0 && OBJECT_WRITES.has(memberName((u.via?.value as { callee?: MaybeNode } | undefined)?.callee) ?? '') : u.kind === 'unknown');
    if (named) for (const p of index.of('MemberExpression')) if (memberName(p.value) === 'defaults' && !members.has(p.value) && usesOf(ctx, p).some(writes)) members.add(p.value);
    defaultsWrites.set(index, (found = members));
  }
  return found;
}

/**
 * Whether the file may write the `defaults` of the value at `at` (the instance a call makes, a name an import declares: `mock.defaults.baseURL = LOCAL`): through a
 * name it reaches (uses.ts), or anywhere when it goes where the forward question does not follow (a member, a call, an export).
 */
export function defaultsWritten(ctx: IndexContext, at: ASTNode | ASTPath): boolean {
  const written = writtenDefaults(ctx);
  if (written.size === 0) return false;
  const own = 'parentPath' in at ? (at as ASTPath).value as ASTNode : (at as ASTNode);
  const reaches = (uses: Use[]): boolean =>
    uses.some((u) => {
      if (u.kind === 'member') return u.key === 'defaults' && written.has(u.at.value);
      if (u.kind === 'chosen' || u.kind === 'awaited') return reaches(usesOf(ctx, u.at));
      if (['called', 'dropped', 'other', 'reassigned'].includes(u.kind)) return false;
      // Handed on: any write may be its, except one on a name the file gives another instance it makes.
      return [...written].some((m) => !otherInstance(ctx, m, own));
    });
  return reaches(usesOf(ctx, at));
}

/** Whether `member` (`x.defaults`) is read off a `const` the file declares with another client's creation (`const metrics = axios.create(…)`), not `own`. */
function otherInstance(ctx: IndexContext, member: ASTNode, own: ASTNode): boolean {
  const object = unwrap((member as MemberNode).object);
  const at = object?.type === 'Identifier' ? pathOfNode(ctx, member) : undefined;
  const [d, more] = at ? declarationsAt(questionIndex(ctx), at, (object as { name: string }).name) : [];
  const init = unwrap((d?.declarator?.value as { init?: MaybeNode } | undefined)?.init);
  const kind = (d?.declarator?.parent?.value as { kind?: string } | undefined)?.kind;
  if (!d || more || kind !== 'const' || init === own || init?.type !== 'CallExpression' || !isMember(unwrap(init.callee))) return false;
  return CREATORS.has(memberName(unwrap(init.callee) as MemberNode) ?? '');
}

/** Whether `Object.assign(target, …sources)` may write a base: a source that is not an object literal of plain keys, or one naming a base key. */
function assignsBase(call: CallExpression): boolean {
  return call.arguments.slice(1).some((a) => {
    const o = unwrap(a as MaybeNode);
    return o?.type !== 'ObjectExpression' || !plainWithoutBase(o.properties);
  });
}

/** The base a config object writes (its last write of a base key), null when it writes none, undefined when the layer cannot tell. */
function configBase(q: Question, at: ASTPath, depth: number): ASTNode | null | undefined {
  const found = evaluate(q, at, depth + 1);
  if (found.length !== 1 || found[0].kind !== 'object') return undefined;
  const object = found[0];
  const writes = object.writes.filter((w) => BASE_KEYS.has(w.key));
  if (writes.some((w) => w.branch) || (object.anyKey?.length ?? 0) > 0 || spreadAfterBase(q, object, depth)) return undefined;
  if (writes.length === 0) return object.open ? undefined : null;
  return writes[writes.length - 1].value;
}

/** Whether the literal spreads, after its last base, what the layer cannot read whole (`...(test ? { baseURL: mock } : {})`, `...opts`): it may give another base. */
function spreadAfterBase(q: Question, object: ObjectValue, depth: number): boolean {
  const at = pathOfNode(q.ctx, object.node);
  let open = false;
  object.node.properties.forEach((p, i) => {
    if (p.type !== 'SpreadElement' && (p.type as string) !== 'SpreadProperty') {
      if (BASE_KEYS.has(keyName(p as never) ?? '')) open = false;
      return;
    }
    const argument = at?.get('properties', i, 'argument');
    // `...(token && { headers })` spreads nothing or its right side.
    const maybe = unwrap(argument?.value)?.type === 'LogicalExpression' && (unwrap(argument?.value) as { operator: string }).operator === '&&';
    const spread = argument ? evaluate(q, maybe ? argument.get('right') : argument, depth + 1) : [];
    const [one] = spread;
    // Each object it may be writes no base (`...(slow ? { timeout: 30000 } : {})`): the base stays; one object writing it: its base is last.
    if (spread.length > 0 && spread.every((v) => v.kind === 'object' && !v.open && !v.writes.some((w) => BASE_KEYS.has(w.key)))) return;
    open = maybe || spread.length !== 1 || one.kind !== 'object' || !one.writes.some((w) => BASE_KEYS.has(w.key) && !w.branch);
  });
  return open;
}

/**
 * Whether a write `this.name = this.name.extend({ headers })` derives the member from itself with a
 * config written in place that gives no base: it keeps whatever base the member's other writes give
 * (classes.ts leaves it out of the member's values).
 */
export function derivedFromItself(write: AssignmentExpression, name: string): boolean {
  const call = unwrap(write.right);
  if (call?.type !== 'CallExpression' || !isMember(unwrap(call.callee))) return false;
  const callee = unwrap(call.callee) as MemberNode;
  const from = unwrap(callee.object);
  if (!CREATORS.has(memberName(callee) ?? '') || !isMember(from) || unwrap(from.object)?.type !== 'ThisExpression' || memberName(from) !== name) return false;
  const config = call.arguments.length === 0 ? undefined : unwrap(call.arguments[0] as MaybeNode);
  if (call.arguments.length > 1 || (config && config.type !== 'ObjectExpression')) return false;
  return plainWithoutBase(config?.properties ?? []);
}

/** Whether an object literal's properties are all plain keys (no spread, no computed key) and none a base key. */
function plainWithoutBase(properties: readonly unknown[]): boolean {
  return (properties as Array<{ type: string; computed?: boolean }>).every((p) => (p.type === 'ObjectProperty' || p.type === 'Property') && !p.computed && !BASE_KEYS.has(keyName(p as never) ?? ''));
}
