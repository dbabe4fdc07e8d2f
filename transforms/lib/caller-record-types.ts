import type { ASTNode, ASTPath, CallExpression } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { DNS_RECORDS, matchEndpoint } from '../../src/cloudflare';
import { siteContext } from '../../src/cloudflare/records/site-context';
import { currentIndex, enclosingFunction, isProperty, keyName, stringValue, unwrap, unwrapAwait, type FunctionNode, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import { ownReturns } from '../../src/flow/returns';
import { runSites, type RunSite } from '../../src/flow/run-sites';
import { functionSites } from './function-sites';
import { topLevelName } from '../../src/flow/method-sites';
import type { KeyedType } from './keyed-records';
import { recordSources } from './record-sources';
import { calledLookupType } from './lookup-function';
import { listedType, onlyValue, sameType, updatedId, writtenInFile, type FieldRead, type Sources } from './same-record-type';

/*
 * An update wrapper whose caller chooses both the record and the type (`patchRecord(zone, id, { content,
 * type = 'A' })` sending `{ type, content }` to `/dns_records/${id}`), judged at its callers
 * (docs/how-it-works.md): the type it sends is the record's own when every call of it in the run
 * (src/flow/run-sites.ts: this module's and its importers', when those are all) passes, as the type,
 * what same-record-type.ts's rule accepts in that call's module for the id it passes: the record's
 * own `.type`, or the type the lookup that found the record was filtered on, that lookup possibly a
 * function of this module (`findRecord(zone, name, type)` returning the first record of
 * `?type=${type}&name=${name}`), whose filter is then the argument the call gives it. A wrapper the
 * package publishes, handed on, or called with spread arguments is not judged so.
 */

/** Where a wrapper's parameter is: its position, the key it is destructured from there (`{ type }`), and its default. */
interface Slot {
  index: number;
  key?: string;
  fallback?: ASTNode;
}

/** What a function of this module that looks a record up returns: the first element of a list filtered on a literal type or on one of its parameters. */
type Lookup = { literal: string } | { param: number; fallback?: string };

/** The calls of this module's lookup functions in the run (their call nodes) and what each filters on. */
type LookupCalls = Map<ASTNode, Lookup>;

/** What the transform asks: its update, the type it sends, and this module's records. */
export interface CallerQuestion {
  ctx: RecognitionContext;
  call: ApiCall;
  value: MaybeNode;
  sources: Sources;
}

/** Whether every caller of the update's function passes the type of the record whose id it passes (see above). */
export function callersSendRecordType({ ctx, call, value, sources }: CallerQuestion): boolean {
  const fn = enclosingFunction(call.path);
  if (!fn) return false;
  const id = slotOf(ctx, call.path, fn.value, updatedId(call));
  // The type a parameter (the caller's choice), or a literal the function writes itself (`type: 'A'`, sent to the id it is given).
  const type = slotOf(ctx, call.path, fn.value, value);
  const literal = type ? undefined : stringValue(value) !== undefined ? unwrap(value) : undefined;
  if (!id || (!type && !literal) || (type && id.index === type.index && id.key === type.key)) return false;
  const sites = functionSites(ctx, fn);
  if (!sites || sites.length === 0) return false;
  let lookups: LookupCalls | undefined;
  const views = new Map<unknown, { ctx: RecognitionContext; sources: Sources }>();
  return sites.every((site) => {
    const key = site.module.root.get().value as unknown;
    let view = views.get(key);
    if (!view) {
      const other = siteContext(ctx, site.module);
      view = other === ctx ? { ctx, sources } : { ctx: other, sources: recordSources(other) };
      views.set(key, view);
    }
    const [idArg, typeArg] = [argumentFor(site, id), type ? argumentFor(site, type) : literal];
    if (!idArg || !typeArg) return false;
    lookups ??= lookupCalls(ctx, sources);
    const theirs = lookupKnown(view.ctx, lookups);
    const siteCtx = view.ctx;
    // Or a lookup function the engine follows the answer of (lookup-function.ts: another module's, one returning the list).
    const known = (record: FieldRead): KeyedType[] => [...theirs(record), ...calledLookupType(siteCtx, record)];
    return sameType({ ctx: view.ctx, at: site.at, id: idArg, value: typeArg, sources: view.sources, known });
  });
}

/** Where `node` (a name at `at`) is declared among `fn`'s parameters, when it is one and never written: `(id)`, `(id = …)`, `({ type = 'A' })`. */
function slotOf(ctx: RecognitionContext, at: ASTPath, fn: FunctionNode, node: MaybeNode): Slot | undefined {
  const n = unwrap(node);
  if (n?.type !== 'Identifier' || writtenInFile(ctx, n.name)) return undefined;
  const found = declarationsAt(currentIndex(ctx), at, n.name);
  if (found.length !== 1) return undefined;
  const declared = found[0].id;
  for (const [index, param] of fn.params.entries()) {
    const plain = param.type === 'AssignmentPattern' ? param.left : param;
    if (plain === declared) return { index, fallback: param.type === 'AssignmentPattern' ? param.right : undefined };
    if (plain.type !== 'ObjectPattern') continue;
    for (const p of plain.properties) {
      if (!isProperty(p) || p.computed) continue;
      const target = p.value.type === 'AssignmentPattern' ? p.value.left : p.value;
      const key = keyName(p);
      if (target === declared && key !== undefined) return { index, key, fallback: p.value.type === 'AssignmentPattern' ? p.value.right : undefined };
    }
  }
  return undefined;
}

/** What a call passes for a parameter: the argument (or its object's property), else the parameter's default when written; undefined when it cannot be told (a spread, an object the call does not write there). */
function argumentFor(site: RunSite, slot: Slot): MaybeNode {
  const args = site.at.value.arguments as ASTNode[];
  if (args.slice(0, slot.index + 1).some((a) => a.type === 'SpreadElement')) return undefined;
  const arg = unwrap(args[slot.index]);
  if (slot.key === undefined) return arg ?? slot.fallback;
  if (arg?.type !== 'ObjectExpression' || arg.properties.some((p: ASTNode) => !isProperty(p) || p.computed)) return undefined;
  const prop = arg.properties.find((p: ASTNode) => keyName(p as never) === slot.key);
  if (prop) return unwrap(prop.value);
  // Left out: the default, when one is written as a type (no default sends no type: not told here).
  return stringValue(slot.fallback) !== undefined ? slot.fallback : undefined;
}

/** The functions of this module that return one record of a list of DNS records filtered on a type, and every call of them in the run. */
function lookupCalls(ctx: RecognitionContext, sources: Sources): LookupCalls {
  const out: LookupCalls = new Map();
  const index = currentIndex(ctx);
  for (const fn of index.of('FunctionDeclaration', 'ArrowFunctionExpression', 'FunctionExpression') as ASTPath<FunctionNode>[]) {
    const name = topLevelName(fn);
    const lookup = name === undefined ? undefined : lookupOf(ctx, fn, sources);
    if (!lookup || name === undefined) continue;
    for (const site of runSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, name, kind: 'call', across: true, complete: false })) {
      if (typeof site !== 'symbol') out.set(site.at.value, lookup);
    }
  }
  return out;
}

/** What a function filters the record it returns on (see Lookup), when each of its returns is a record of one list request so filtered. */
function lookupOf(ctx: RecognitionContext, fn: ASTPath<FunctionNode>, sources: Sources): Lookup | undefined {
  const body = fn.value.body;
  const returned: Array<{ node: MaybeNode; at: ASTPath }> = body.type === 'BlockStatement' ? ownReturns(currentIndex(ctx), fn.value).map((r) => ({ node: r.value.argument, at: r })) : [{ node: body, at: fn.get('body') }];
  if (returned.length === 0) return undefined;
  const found = new Set<string>();
  let lookup: Lookup | undefined;
  for (const r of returned) {
    // `return null` when nothing matched: no record, no update.
    if (isNothing(r.node)) continue;
    const source = sources.get(withoutFallback(r.node));
    const list = source?.call;
    if (!list || list.method !== 'GET' || !matchEndpoint(list.endpoint, DNS_RECORDS)) return undefined;
    const listed = listedType(ctx, list);
    lookup = listed && 'literal' in listed ? listed : listed && paramOf(ctx, r.at, fn.value, listed.expression);
    if (!lookup) return undefined;
    found.add(JSON.stringify(lookup));
  }
  return found.size === 1 ? lookup : undefined;
}

/** `null`, `undefined`, or no value at all. */
function isNothing(node: MaybeNode): boolean {
  const n = unwrap(node);
  return !n || n.type === 'NullLiteral' || (n.type === 'Identifier' && n.name === 'undefined') || (n.type === 'Literal' && n.value === null);
}

/** A returned record without `?? null` / `|| null` after it (nothing, when no record matched), nor `await`. */
function withoutFallback(node: MaybeNode): MaybeNode {
  const n = unwrapAwait(node);
  const fallback = n?.type === 'LogicalExpression' && (n.operator === '??' || n.operator === '||');
  return fallback && unwrap(n.right) && isNothing(n.right) ? unwrapAwait(n.left) : n;
}

/** The position of the plain parameter (`(zone, name, type)`, `type = 'A'`) `node` names, never written. */
function paramOf(ctx: RecognitionContext, at: ASTPath, fn: FunctionNode, node: MaybeNode): Lookup | undefined {
  const slot = slotOf(ctx, at, fn, node);
  if (!slot || slot.key !== undefined) return undefined;
  // `(zone, name, type = 'A')`: a call that leaves the type out looks up A records.
  const fallback = slot.fallback && stringValue(slot.fallback);
  return slot.fallback === undefined ? { param: slot.index } : fallback ? { param: slot.index, fallback } : undefined;
}

/** What a caller's module knows of a record's type from the lookup call that returned it (`const rec = await findRecord(z, n, t)`): `t`, or the literal filtered on. */
function lookupKnown(ctx: RecognitionContext, lookups: LookupCalls): (record: FieldRead) => KeyedType[] {
  return (record) => {
    const holder = unwrap(record.holder);
    const init = holder?.type === 'Identifier' ? onlyValue(ctx, record.at, holder.name) : holder;
    const made = unwrapAwait(init) as CallExpression | undefined;
    const lookup = made ? lookups.get(made) : undefined;
    if (!made || !lookup) return [];
    if ('literal' in lookup) return [lookup];
    const args = made.arguments as ASTNode[];
    if (args.slice(0, lookup.param + 1).some((a) => a.type === 'SpreadElement')) return [];
    const arg = args[lookup.param];
    if (!arg) return lookup.fallback ? [{ literal: lookup.fallback }] : [];
    const literal = stringValue(arg);
    return [literal !== undefined ? { literal } : { expression: arg }];
  };
}
