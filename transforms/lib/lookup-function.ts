import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { DNS_RECORDS, findApiCalls, matchEndpoint } from '../../src/cloudflare';
import { currentIndex, enclosingFunction, isInside, isMember, isProperty, keyName, memberName, pathOfNode, stringValue, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import { objectAt, sureWrite, values } from '../../src/flow';
import { importedTopLevel, topLevel } from '../../src/ast/top-level';
import { allMethodSites, functionSites, type MethodSitesQuery } from '../../src/flow/method-sites';
import { nothing, returnsAnswer } from '../../src/cloudflare/anchors/answer-returns';
import { returnedValues } from '../../src/flow/returns';
import { moduleContext, siteContext } from '../../src/cloudflare/records/site-context';
import type { KeyedType } from './keyed-records';
import { heldCallOf, heldRead } from './lookup-answer';
import { keptFollow, keptNames } from './lookup-kept';
import { matchesAny } from './list-filters';
import { listedType, onlyValue, sends, writtenInFile, type FieldRead } from './same-record-type';

/*
 * A record found by a call of a lookup function, of this module or imported (dns-record-type-change,
 * docs/how-it-works.md): a function whose one DNS-record request (other GETs beside it, as the zone
 * found by name first) is a GET of DNS records, every return of it
 * handing out that request's answer (src/cloudflare/anchors/answer-returns.ts), its type filter one of
 * its parameters or a key of one (`listRecords(token, zone, { type, name })` writing `type` into its
 * query: `?type=${opts.type}`, `new URLSearchParams({ type: opts.type })`, `q.set('type', kind)` with
 * `kind` destructured from the options, search-params-type.ts; `if (opts.type)` around it or an empty
default `opts.type ?? ''`: no type given filters on none and sends none). At the call, the filter is what the
 * call passes there (`{ type: kind }`, `{ kind }`): the record's type is that, when nothing changes the
 * list or the record in between (lookup-kept.ts). The function's other
 * requests, a parameter it writes, or a call that spreads its arguments or builds its options object
 * elsewhere leave the type unknown. A function sending nothing itself may hand out another lookup's
 * first hit (relayedFilter), and a record may be a parameter's or else the lookup's (eitherTypes).
 */

/** Where a parameter is: its position, the key it is read from there (`{ type }`, `opts.type`), and the type its default writes (`type = 'A'`). */
interface Slot {
  index: number;
  key?: string;
  fallback?: string;
}

/** What the code knows of a record's type from the lookup function call it was read from (see above); `into`: a call it is handed to that the asker judges itself. */
export function calledLookupType(ctx: RecognitionContext, record: FieldRead, into?: unknown): KeyedType[] {
  // `const entry = known ?? (await this.findOne(host, kind))`: what both sides are known to have.
  const either = eitherTypes(ctx, record);
  if (either) return either;
  // The list and the record must still hold what the lookup answered (lookup-kept.ts).
  const made = keptFollow(ctx, record.at, record.holder, { valueOf: onlyValue, follow: heldCallOf, into });
  const at = made && (pathOfNode(ctx, made) as ASTPath<CallNode> | undefined);
  if (!at || at.value.type !== 'CallExpression') return [];
  const target = lookupTarget(ctx, at);
  // The key the record is read under off what the lookup returns (`found.record`), when it returns an object holding it.
  const under = heldRead(ctx, record.at, record.holder, onlyValue)?.key;
  const filter = target && lookupFilter(target.ctx, target.fn, under);
  if (!filter) return [];
  if ('literal' in filter) return [filter];
  const args = at.value.arguments as ASTNode[];
  if (args.slice(0, filter.index + 1).some((a) => a.type === 'SpreadElement')) return [];
  const arg = unwrap(args[filter.index]);
  // `(zone, name, type = 'A')`: a call that leaves the type out looks up A records.
  if (!arg && filter.key === undefined && filter.fallback !== undefined) return [{ literal: filter.fallback }];
  const sent = filter.key === undefined ? arg : (keyOf(arg, filter.key) ?? namedKey(ctx, at.get('arguments', filter.index), filter.key));
  if (!sent) return [];
  const literal = stringValue(sent);
  return [literal !== undefined ? { literal } : { expression: sent }];
}

/** The value an object literal written at the call gives `key` (`{ type: kind }`, `{ type }`); none when it spreads or computes a key. */
function keyOf(arg: MaybeNode, key: string): MaybeNode {
  if (arg?.type !== 'ObjectExpression' || arg.properties.some((p: ASTNode) => !isProperty(p as never) || (p as { computed?: boolean }).computed)) return undefined;
  const prop = arg.properties.find((p: ASTNode) => keyName(p as never) === key) as { value?: ASTNode } | undefined;
  return prop ? unwrap(prop.value) : undefined;
}

/**
 * The value an options object passed by name surely gives `key` (`const opts = { type, name };
 * listRecords(zone, opts)`): the layer's object, written before the call and not changed out of sight
 * (src/flow/sure-write.ts). None for anything else.
 */
function namedKey(ctx: RecognitionContext, arg: ASTPath, key: string): MaybeNode {
  if (unwrap(arg.value)?.type !== 'Identifier') return undefined;
  const object = objectAt(ctx, arg);
  return unwrap(object && sureWrite(object, key)?.value);
}

/** The function a call's callee is, as the value-flow layer knows it, with the context of the module it is written in. */
export function lookupTarget(ctx: RecognitionContext, at: ASTPath<CallNode>): { ctx: RecognitionContext; fn: ASTPath<FunctionNode> } | undefined {
  const found = values(ctx, at.get('callee'));
  if (found.length !== 1) return undefined;
  const [v] = found;
  if (v.kind === 'function') {
    const fn = pathOfNode(ctx, v.fn) as ASTPath<FunctionNode> | undefined;
    return fn && { ctx, fn };
  }
  const modules = ctx.modules;
  // A function imported, or a method called on an instance of an imported class (`api.find(…)`, `const api = new EntryApi(…)`).
  if (v.kind !== 'import' || v.members.length !== (v.instance ? 1 : 0) || !modules) return undefined;
  const declared = importedTopLevel(modules, v.source, v.name);
  if (!declared) return undefined;
  const theirs = moduleContext(ctx, modules, { path: declared.module, program: declared.program });
  const node = v.instance ? calledMethod(ctx, at, { root: theirs.root, modules: theirs.modules, className: declared.name, method: v.members[0] }) : declared.node;
  const fn = node && (pathOfNode(theirs, unwrap(node) ?? node) as ASTPath<FunctionNode> | undefined);
  const isFunction = fn && ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassMethod'].includes(fn.value.type);
  return isFunction && fn ? { ctx: theirs, fn } : undefined;
}

/**
 * The class's method a call on an instance of it runs: only when every call of that method in the run is
 * known to be on an instance of the class and this call is one of them (src/flow/method-sites.ts), so no
 * subclass, other `this` or member written on the instance can make it another function.
 */
function calledMethod(ctx: RecognitionContext, at: ASTPath<CallNode>, q: Omit<MethodSitesQuery, 'j'>): ASTNode | undefined {
  const sites = allMethodSites({ j: ctx.j, ...q });
  if (!sites?.some((site) => site.at.value === at.value)) return undefined;
  const cls = topLevel(q.root.get().value, q.className) as { body: { body: ASTNode[] } };
  return cls.body.body.find((m) => m.type === 'ClassMethod' && keyName(m as never) === q.method);
}

/** What a function filters its one DNS-record list request on (see above): a type written, or the slot of the parameter it comes from. */
function lookupFilter(ctx: RecognitionContext, fn: ASTPath<FunctionNode>, under?: string, depth = 0): { literal: string } | Slot | undefined {
  const inside = findApiCalls(ctx).filter((c) => isInside(c.path, fn.value));
  if (inside.length === 0) return under === undefined && depth < 3 ? relayedFilter(ctx, fn, depth) : undefined;
  // One DNS-record list GET, every return its answer; other GETs beside it (the zone found by name first), no other record request.
  const lists = inside.filter(answersList);
  const others = inside.filter((c) => !lists.includes(c));
  if (lists.length !== 1 || others.some((c) => c.method !== 'GET' || matchEndpoint(c.endpoint, DNS_RECORDS))) return undefined;
  const [call] = lists;
  if (!returnsAnswer(ctx, fn.value, call.path.value, undefined, under)) return undefined;
  // `match=any`, wherever it is written: records of any type come back when another filter holds (list-filters.ts).
  if (matchesAny(ctx, call)) return undefined;
  const listed = listedType(ctx, call);
  if (listed && 'literal' in listed) return listed;
  const expression = withoutEmptyDefault(listed?.expression);
  return expression ? slotOf(ctx, call.path, fn.value, expression) : undefined;
}

/**
 * An optional filter's value without its empty default (`opts.type ?? ''`, `opts.type || ''`): when the
 * caller gives no type, the list is not filtered, but the type it then sends is that same nothing.
 */
function withoutEmptyDefault(node: MaybeNode): MaybeNode {
  const n = unwrap(node);
  return n?.type === 'LogicalExpression' && (n.operator === '??' || n.operator === '||') && stringValue(n.right) === '' ? unwrap(n.left) : n;
}

/** A GET of a list of DNS records (raw or through a wrapper). */
function answersList(call: ApiCall): boolean {
  return call.method === 'GET' && matchEndpoint(call.endpoint, DNS_RECORDS) && !call.sharedWith;
}

/** The parameter `node` reads, never written: `kind` of `(kind)` or `({ kind })`, `opts.type` of `(opts)`. */
function slotOf(ctx: RecognitionContext, at: ASTPath, fn: FunctionNode, node: MaybeNode): Slot | undefined {
  const n = unwrap(node);
  const read = isMember(n) && !n.computed && unwrap(n.object)?.type === 'Identifier' ? { name: unwrap(n.object).name as string, key: memberName(n) } : n?.type === 'Identifier' ? { name: n.name as string } : undefined;
  if (!read || writtenInFile(ctx, read.name) || (read.key !== undefined && memberWritten(ctx, read.name))) return undefined;
  const found = declarationsAt(currentIndex(ctx), at, read.name);
  if (found.length !== 1) return undefined;
  const declared = found[0].id;
  for (const [index, param] of fn.params.entries()) {
    // `(zone, opts = {})`: a call that leaves the options out filters on nothing and is not followed (no argument there);
    // `(zone, type = 'A')` one that leaves the type out filters on the default.
    if (param === declared) return { index, key: read.key };
    if (param.type === 'AssignmentPattern' && param.left === declared) return { index, key: read.key, fallback: read.key === undefined ? stringValue(param.right) || undefined : undefined };
    if (param.type !== 'ObjectPattern' || read.key !== undefined) continue;
    for (const p of param.properties) {
      const key = isProperty(p) && !p.computed ? keyName(p) : undefined;
      if (key !== undefined && isProperty(p) && p.value === declared) return { index, key };
    }
  }
  return undefined;
}

/** Whether a member of the name is written (`opts.type = …`) or the name handed to `Object.assign`. */
function memberWritten(ctx: RecognitionContext, name: string): boolean {
  const named = (n: MaybeNode) => unwrap(n)?.type === 'Identifier' && unwrap(n).name === name;
  const index = currentIndex(ctx);
  if (index.of('AssignmentExpression').some((p) => isMember(p.value.left) && named(p.value.left.object))) return true;
  return index.of('CallExpression').some((p) => memberName(p.value.callee) === 'assign' && named(p.value.arguments[0]));
}

/**
 * A function that sends no request itself but hands out what one call of another lookup function
 * answers (`const all = await this.listMatching(host, kind); return all[0] ?? null`), nothing changing
 * it on the way (lookup-kept.ts): that lookup's filter as the call gives it, a type written there or
 * the parameter of this function the call passes.
 */
function relayedFilter(ctx: RecognitionContext, fn: ASTPath<FunctionNode>, depth: number): { literal: string } | Slot | undefined {
  const calls = new Set<MaybeNode>();
  for (const r of returnedValues(fn.value)) {
    if (nothing(r)) continue;
    const at = pathOfNode(ctx, r);
    const n = unwrapAwait(r);
    const part = n?.type === 'LogicalExpression' && (n.operator === '??' || n.operator === '||') && nothing(n.right) ? n.left : r;
    calls.add(at ? keptFollow(ctx, at, part, { valueOf: onlyValue, follow: heldCallOf }) : undefined);
  }
  const [inner] = calls;
  const at = calls.size === 1 && inner ? (pathOfNode(ctx, inner) as ASTPath<CallNode> | undefined) : undefined;
  if (!at || at.value.type !== 'CallExpression' || !returnsAnswer(ctx, fn.value, at.value)) return undefined;
  const target = lookupTarget(ctx, at);
  const filter = target && lookupFilter(target.ctx, target.fn, undefined, depth + 1);
  if (!filter || 'literal' in filter) return filter;
  const args = at.value.arguments as ASTNode[];
  if (args.slice(0, filter.index + 1).some((a) => a.type === 'SpreadElement')) return undefined;
  const arg = unwrap(args[filter.index]);
  const sent = filter.key === undefined ? arg : keyOf(arg, filter.key);
  const literal = stringValue(sent);
  return literal !== undefined ? { literal } : sent ? slotOf(ctx, at, fn.value, sent) : undefined;
}

/** A type known of a record, keyed for comparing two sides: the type written, or the parameter of `fn` it is. */
function typeKey(ctx: RecognitionContext, fn: FunctionNode, k: KeyedType): string | undefined {
  if ('literal' in k) return `'${k.literal.toUpperCase()}`;
  const at = pathOfNode(ctx, k.expression);
  const slot = at && unwrap(k.expression)?.type === 'Identifier' ? slotOf(ctx, at, fn, k.expression) : undefined;
  return slot && slot.key === undefined ? String(slot.index) : undefined;
}

/**
 * A record held by a name given one choice (`const entry = known ?? (await this.findOne(host, kind))`,
 * `||` too), nothing changing it (lookup-kept.ts): the types both sides are known to have, each a
 * lookup call's (calledLookupType) or a parameter's every call passes a record looked up so
 * (passedTypes). Undefined when the name holds no such choice.
 */
function eitherTypes(ctx: RecognitionContext, record: FieldRead): KeyedType[] | undefined {
  const holder = unwrap(record.holder);
  const value = holder?.type === 'Identifier' ? unwrapAwait(onlyValue(ctx, record.at, holder.name)) : undefined;
  if (value?.type !== 'LogicalExpression' || (value.operator !== '??' && value.operator !== '||')) return undefined;
  const fn = enclosingFunction(record.at);
  if (!fn || !keptNames(ctx, [{ at: record.at, name: holder.name }])) return [];
  const side = (node: MaybeNode): KeyedType[] => {
    const n = unwrapAwait(node);
    const at = pathOfNode(ctx, n);
    if (!at) return [];
    return n?.type === 'Identifier' ? passedTypes(ctx, at, fn) : calledLookupType(ctx, { holder: n, field: record.field, at });
  };
  const right = side(value.right);
  const left = new Set(side(value.left).map((k) => typeKey(ctx, fn.value, k)));
  return right.filter((k) => left.has(typeKey(ctx, fn.value, k)));
}

/**
 * The types a parameter of `fn` (`known` of `write(host, address, kind, known?)`) holds a record of,
 * never written: every call of `fn` in the run (`functionSites`, src/flow/method-sites.ts) passes there a record a lookup
 * call found (calledLookupType, in the call's module) by a type the call also passes for another of
 * `fn`'s parameters (`this.write(host, a, kind, found)` after `found = await this.findOne(host, kind)`):
 * that parameter; or by a type written. A call leaving the parameter out passes no record.
 */
function passedTypes(ctx: RecognitionContext, at: ASTPath, fn: ASTPath<FunctionNode>): KeyedType[] {
  const param = slotOf(ctx, at, fn.value, at.value);
  if (!param || param.key !== undefined || !keptNames(ctx, [{ at, name: (at.value as { name: string }).name }])) return [];
  const sites = functionSites(ctx, fn);
  if (!sites || sites.length === 0) return [];
  let common: Map<string, KeyedType> | undefined;
  for (const site of sites) {
    const args = site.at.value.arguments as ASTNode[];
    if (args.slice(0, param.index + 1).some((a) => a.type === 'SpreadElement')) return [];
    const arg = unwrap(args[param.index]);
    if (!arg) continue;
    const theirs = siteContext(ctx, site.module);
    const found = new Map<string, KeyedType>();
    // Handed to `fn` itself, which keeps it (checked above).
    for (const k of calledLookupType(theirs, { holder: arg, field: 'id', at: site.at }, site.at.value)) {
      if ('literal' in k) found.set(`'${k.literal.toUpperCase()}`, k);
      const q = 'literal' in k ? -1 : args.findIndex((a, i) => i !== param.index && sends(theirs, { node: unwrap(a), at: site.at }, k));
      const own = q >= 0 && fn.value.params[q];
      if (own && own.type === 'Identifier') found.set(String(q), { expression: own });
    }
    common = common ? new Map([...common].filter(([key]) => found.has(key))) : found;
  }
  return [...(common?.values() ?? [])];
}
