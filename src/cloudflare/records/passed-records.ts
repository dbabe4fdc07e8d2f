import type { ASTNode, ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../calls/calls';
import { currentIndex, nodesIn } from '../../ast/node-index';
import { declaredReads } from '../../flow/binding-uses';
import { isMember, isProperty } from '../../ast/syntax';
import { siteContext } from './site-context';
import { itemsOf, type ItemRef } from '../responses/items';
import type { PassedArgument } from '../responses/passed-items';
import { dnsRecordItems, type DnsRecordItems } from './dns-record-items';
import { exportedFunctions, type ExportedFunction } from './exported-functions';
import { allRunSites, type SiteModule } from '../../flow/run-sites';
import { refilledBeforeCall } from './refilled-at-call';

/*
 * DNS records another module of the run hands to a function this module exports, or to the constructor
 * of a class it exports (`new Entry(this, r)`; docs/value-flow.md, "Who asks it"):
 * `import { describeRecords } from './report'; describeRecords(result)` after a request
 * for `/zones/:zone_id/dns_records`. A parameter's values are the union over the call sites of the
 * run (src/flow/run-sites.ts): it holds records when every call (this module's own and each importer's)
 * passes a list of records, or every call one record, at its position. Left alone when those are not
 * all its calls (the package publishes it, a module hands it on, re-exports it under a name not
 * followed, or reads the namespace holding it whole) or a call passes anything else there. Asked only for an exported function whose text
 * reads one of the transform's fields, so a module without such a function reads no other file. A field
 * every call writes on its record just before (refilled-at-call.ts) is the app's on that parameter.
 */

/** The records the run's callers hand to this file's exported functions, and whether a field of one is the callers' own. */
interface CallerRecords {
  refs: ItemRef[];
  /** Whether every caller writes `field` on the record a use (of any follower's) stands for. */
  refilled: (ref: ItemRef, field: string) => boolean;
}

/**
 * The records (elements, or uses of a list's elements) the parameters of this file's exported functions
 * get from the run's call sites. `own` is this module's answer, which the transform has found already
 * (`dnsRecordItems`): its own calls are judged from it.
 */
export function importedCallerRecords(ctx: RecognitionContext, fields: readonly string[], own: DnsRecordItems): CallerRecords {
  const refilled = new Map<unknown, ReadonlySet<string>>();
  const out = { refs: [] as ItemRef[], refilled: (ref: ItemRef, field: string) => !!refilled.get(ref.path.value)?.has(field) };
  if (!ctx.modules) return out;
  const index = currentIndex(ctx);
  // Per set of fields the callers write: the parameters' uses.
  const starts = new Map<ReadonlySet<string>, Array<{ path: ASTPath; list: boolean }>>();
  // A module's requests and the records its calls pass, found once for every function it may call.
  const views = new Map<unknown, ModuleView>([[ctx.root.get().value as unknown, { ...own, ctx }]]);
  for (const e of exportedFunctions(ctx, index)) {
    if (!readsField(ctx, e.fn.value, fields)) continue;
    const found = parameterKinds(ctx, e, views, fields);
    e.fn.value.params.forEach((param, i) => {
      const list = found?.kinds[i];
      const written = found?.written[i] ?? NONE;
      // The parameter's own uses too: a record only typed as one here (`entry: Row`) is the callers' all the same.
      const reads = param.type === 'Identifier' ? declaredReads(index, ctx.root, param) : [];
      if (written.size > 0) for (const ref of reads) refilled.set(ref.value, written);
      const at = starts.get(written) ?? starts.set(written, []).get(written)!;
      if (list === undefined) return;
      // One record taken apart where the parameter is declared (`function show({ zone_id, name })`): the pattern reads it.
      if (param.type === 'ObjectPattern' && !list) at.push({ path: e.fn.get('params', i), list });
      if (param.type !== 'Identifier') return;
      for (const ref of reads) at.push({ path: ref, list });
    });
  }
  for (const [written, from] of starts) {
    const refs = from.length > 0 ? itemsOf(ctx, from) : [];
    out.refs.push(...refs);
    if (written.size > 0) for (const ref of refs) refilled.set(ref.path.value, written);
  }
  return out;
}

/** No field written by the callers. */
const NONE: ReadonlySet<string> = new Set();

/** Whether the function reads one of `fields` as a member anywhere in it (`r.zone_id`, `{ zone_name }`). */
function readsField(ctx: RecognitionContext, fn: ASTNode, fields: readonly string[]): boolean {
  return nodesIn(ctx, fn, ['Identifier']).some((p) => fields.includes(p.value.name) && (isMember(p.parentPath?.value) || isProperty(p.parentPath?.value)));
}

/** A module calling the function, as the function is judged from it: the records its calls pass. */
interface ModuleView {
  passed: ReadonlyMap<ASTNode, PassedArgument>;
  ctx: RecognitionContext;
}

/**
 * For each parameter position: true when every call of the function in the run (src/flow/run-sites.ts:
 * this module's and its importers', when those are all its calls) passes a list of DNS records there,
 * false when every one passes one record, undefined otherwise; and the fields every call writes on the
 * record it passes there. Undefined as a whole when the calls are not all known, or nothing calls it.
 */
function parameterKinds(ctx: RecognitionContext, e: ExportedFunction, views: Map<unknown, ModuleView>, fields: readonly string[]): { kinds: Array<boolean | undefined>; written: Array<ReadonlySet<string>> } | undefined {
  const sites = allRunSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, name: e.name, kind: e.constructs ? 'new' : 'call', across: true });
  if (!sites || sites.length === 0) return undefined;
  const count = e.fn.value.params.length;
  const seen: Array<Set<boolean | undefined>> = Array.from({ length: count }, () => new Set());
  const written = Array.from({ length: count }, () => new Set(fields));
  for (const { module, at } of sites) {
    const view = viewOf(ctx, module, views);
    const args = at.value.arguments as ASTNode[];
    for (let i = 0; i < count; i++) {
      seen[i].add(args.slice(0, i + 1).some((a) => a.type === 'SpreadElement') ? undefined : kindOf(view.passed, args[i]));
      for (const field of written[i]) if (!refilledBeforeCall(view.ctx, at, i, field)) written[i].delete(field);
    }
  }
  return { kinds: seen.map((kinds) => (kinds.size === 1 ? [...kinds][0] : undefined)), written };
}

/** The records a module's calls pass (recognised with its own anchors), once per module and run of the transform. */
function viewOf(ctx: RecognitionContext, module: SiteModule, views: Map<unknown, ModuleView>): ModuleView {
  const key = module.root.get().value as unknown;
  let view = views.get(key);
  if (view) return view;
  const there = siteContext(ctx, module);
  view = { ...dnsRecordItems(there), ctx: there };
  views.set(key, view);
  return view;
}

/** Whether the argument is a list of records (true), one record (false), or neither (undefined). */
function kindOf(passed: ReadonlyMap<ASTNode, PassedArgument>, arg: ASTNode | undefined): boolean | undefined {
  return arg ? passed.get(arg)?.list : undefined;
}
