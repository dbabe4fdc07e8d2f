import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { siteContext } from '../../src/cloudflare/records/site-context';
import { functionSites } from '../../src/flow/method-sites';
import { codeOf } from '../../src/edit/text-edits';
import { currentIndex, enclosingFunction, isMember, isProperty, keyName, stringValue, unwrap, type FunctionNode, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import type { RunSite } from '../../src/flow/run-sites';
import type { KeyedType } from './keyed-records';
import { recordSources } from './record-sources';
import { calledLookupType } from './lookup-function';
import { fieldRead, heldUnretyped, sameChain, sameHeld, sameType, updatedId, writtenInFile, type FieldRead, type Sources } from './same-record-type';

/*
 * An update wrapper whose caller chooses both the record and the type (`patchRecord(zone, id, { content,
 * type = 'A' })` sending `{ type, content }` to `/dns_records/${id}`), judged at its callers
 * (docs/how-it-works.md): the type it sends is the record's own when every call of it in the run
 * (src/flow/run-sites.ts: this module's and its importers', when those are all) passes, as the type,
 * what same-record-type.ts's rule accepts in that call's module for the id it passes: the record's
 * own `.type`, or the type the lookup that found the record was filtered on (lookup-function.ts:
 * `findRecord(zone, name, type)` returning the first record of `?type=${type}&name=${name}` filters on
 * the argument the call gives it). A wrapper the
 * package publishes, handed on, or called with spread arguments is not judged so.
 */

/** Where a wrapper's parameter is: its position, the key it is destructured from there (`{ type }`), and its default. */
interface Slot {
  index: number;
  key?: string;
  fallback?: ASTNode;
}

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
  const viewOf = siteViews(ctx, sources);
  return sites.every((site) => {
    const [idArg, typeArg] = [argumentFor(site, id), type ? argumentFor(site, type) : literal];
    return !!idArg && !!typeArg && sameAtSite(viewOf(site), site, idArg, typeArg);
  });
}

/** What a site is judged with: its module's context and records (this module's own for its own sites). */
interface SiteView {
  ctx: RecognitionContext;
  sources: Sources;
}

/** Each site's view, built once per module. */
function siteViews(ctx: RecognitionContext, sources: Sources): (site: RunSite) => SiteView {
  const views = new Map<unknown, SiteView>();
  return (site) => {
    const key = site.module.root.get().value as unknown;
    let view = views.get(key);
    if (!view) {
      const other = siteContext(ctx, site.module);
      view = other === ctx ? { ctx, sources } : { ctx: other, sources: recordSources(other) };
      views.set(key, view);
    }
    return view;
  };
}

/** Whether a site passes, for the id `idArg`, that record's own type `typeArg` (same-record-type.ts, or the type its lookup filtered on). */
function sameAtSite(view: SiteView, site: RunSite, idArg: MaybeNode, typeArg: MaybeNode): boolean {
  const known = (record: FieldRead): KeyedType[] => calledLookupType(view.ctx, record);
  return sameType({ ctx: view.ctx, at: site.at, id: idArg, value: typeArg, sources: view.sources, known });
}

/**
 * An SDK update whose body is a parameter of the function sending it, given whole (`cf.dnsRecords.edit(zone,
 * hit.id, fields)`): the type each call of that function in the run writes in the object it passes
 * (`change(zone, label, { type: kind.toUpperCase(), … })`). A fetch in such a function makes it a
 * wrapper, whose calls are requests with the caller's body; an SDK call does not, so it asks the same
 * sites here. Undefined when no call passes a type other than the record's (an object without `type`,
 * the record's own `.type` for the id passed beside it, the record itself); else the type to name:
 * the caller's, or `fields.type` when a call passes anything else or the calls are not all known.
 */
export function callersBodyType({ ctx, call, sources }: Omit<CallerQuestion, 'value'>): string | undefined {
  const fn = enclosingFunction(call.path);
  const sent = unwrap(call.bodyNode);
  const body = fn && sent?.type === 'Identifier' ? slotOf(ctx, call.path, fn.value, sent) : undefined;
  if (!fn || !body || body.key !== undefined) return undefined;
  const hedged = `${(sent as { name: string }).name}.type`;
  const sites = functionSites(ctx, fn);
  if (!sites) return hedged;
  const id = slotOf(ctx, call.path, fn.value, updatedId(call));
  // Sent to its own id (`edit(zone, entry.id, entry)`, or `const id = entry.id`; `entry.type` never written): a record read from the API, passed as read, keeps its type.
  const idRead = fieldRead(ctx, call.path, updatedId(call));
  const own = idRead?.field === 'id' && sameChain(idRead.holder, sent) && sameHeld(ctx, { node: sent, at: call.path }, { node: sent, at: call.path }, 'type');
  const viewOf = siteViews(ctx, sources);
  for (const site of sites) {
    const passed = argumentFor(site, body);
    const idArg = id && argumentFor(site, id);
    // The record itself, sent to its own id (`change(zone, rec.id, rec)`).
    if (own && heldUnretyped(viewOf(site).ctx, site.at, passed, viewOf(site).sources)) continue;
    if (passed?.type === 'Identifier' && isMember(idArg) && unwrap(idArg.object)?.type === 'Identifier' && (unwrap(idArg.object) as { name: string }).name === passed.name) continue;
    if (passed?.type !== 'ObjectExpression' || passed.properties.some((p: ASTNode) => !isProperty(p) || p.computed)) return hedged;
    const typed = passed.properties.find((p: ASTNode) => keyName(p as never) === 'type');
    if (!isProperty(typed)) continue;
    const value = unwrap(typed.value);
    if (idArg && sameAtSite(viewOf(site), site, idArg, value)) continue;
    // The caller's code: as written in this module; printed on one line for another's (its program, read by the index, carries no text).
    return (site.module.importer ? ctx.j(value as never).toSource().replace(/\s+/g, ' ') : codeOf(value, '')) || hedged;
  }
  return undefined;
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
