import type { ASTNode, ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../calls/calls';
import { currentIndex, nodesIn } from '../../ast/node-index';
import { valueReferences } from '../../ast/references';
import { isMember, isProperty } from '../../ast/syntax';
import { siteContext } from './site-context';
import { itemsOf, type ItemRef } from '../responses/items';
import type { PassedArgument } from '../responses/passed-items';
import { dnsRecordItems, type DnsRecordItems } from './dns-record-items';
import { exportedFunctions, type ExportedFunction } from './exported-functions';
import { allRunSites, type SiteModule } from '../../flow/run-sites';

/*
 * DNS records another module of the run hands to a function this module exports (docs/value-flow.md,
 * "Who asks it"): `import { describeRecords } from './report'; describeRecords(result)` after a request
 * for `/zones/:zone_id/dns_records`. A parameter's values are the union over the call sites of the
 * run (src/flow/run-sites.ts): it holds records when every call (this module's own and each importer's)
 * passes a list of records, or every call one record, at its position. Left alone when those are not
 * all its calls (the package publishes it, a module hands it on, re-exports it under a name not
 * followed, or reads the namespace holding it whole) or a call passes anything else there. Asked only for an exported function whose text
 * reads one of the transform's fields, so a module without such a function reads no other file.
 */

/**
 * The records (elements, or uses of a list's elements) the parameters of this file's exported functions
 * get from the run's call sites. `own` is this module's answer, which the transform has found already
 * (`dnsRecordItems`): its own calls are judged from it.
 */
export function importedCallerRecords(ctx: RecognitionContext, fields: readonly string[], own: DnsRecordItems): ItemRef[] {
  if (!ctx.modules) return [];
  const index = currentIndex(ctx);
  const starts: Array<{ path: ASTPath; list: boolean }> = [];
  // A module's requests and the records its calls pass, found once for every function it may call.
  const views = new Map<unknown, ModuleView>([[ctx.root.get().value as unknown, own]]);
  for (const e of exportedFunctions(ctx, index)) {
    if (!readsField(ctx, e.fn.value, fields)) continue;
    const kinds = parameterKinds(ctx, e, views);
    e.fn.value.params.forEach((param, i) => {
      const list = kinds?.[i];
      if (list === undefined) return;
      // One record taken apart where the parameter is declared (`function show({ zone_id, name })`): the pattern reads it.
      if (param.type === 'ObjectPattern' && !list) starts.push({ path: e.fn.get('params', i), list });
      if (param.type !== 'Identifier') return;
      for (const ref of valueReferences(ctx.j, e.fn, param.name, param)) starts.push({ path: ref, list });
    });
  }
  return starts.length > 0 ? itemsOf(ctx, starts) : [];
}

/** Whether the function reads one of `fields` as a member anywhere in it (`r.zone_id`, `{ zone_name }`). */
function readsField(ctx: RecognitionContext, fn: ASTNode, fields: readonly string[]): boolean {
  return nodesIn(ctx, fn, ['Identifier']).some((p) => fields.includes(p.value.name) && (isMember(p.parentPath?.value) || isProperty(p.parentPath?.value)));
}

/** A module calling the function, as the function is judged from it: the records its calls pass. */
interface ModuleView {
  passed: ReadonlyMap<ASTNode, PassedArgument>;
}

/**
 * For each parameter position: true when every call of the function in the run (src/flow/run-sites.ts:
 * this module's and its importers', when those are all its calls) passes a list of DNS records there,
 * false when every one passes one record, undefined otherwise. Undefined as a whole when the calls are
 * not all known, or nothing calls it.
 */
function parameterKinds(ctx: RecognitionContext, e: ExportedFunction, views: Map<unknown, ModuleView>): Array<boolean | undefined> | undefined {
  const sites = allRunSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, name: e.name, kind: 'call', across: true });
  if (!sites || sites.length === 0) return undefined;
  const count = e.fn.value.params.length;
  const seen: Array<Set<boolean | undefined>> = Array.from({ length: count }, () => new Set());
  for (const { module, at } of sites) {
    const { passed } = viewOf(ctx, module, views);
    const args = at.value.arguments as ASTNode[];
    for (let i = 0; i < count; i++) seen[i].add(args.slice(0, i + 1).some((a) => a.type === 'SpreadElement') ? undefined : kindOf(passed, args[i]));
  }
  return seen.map((kinds) => (kinds.size === 1 ? [...kinds][0] : undefined));
}

/** The records a module's calls pass (recognised with its own anchors), once per module and run of the transform. */
function viewOf(ctx: RecognitionContext, module: SiteModule, views: Map<unknown, ModuleView>): ModuleView {
  const key = module.root.get().value as unknown;
  let view = views.get(key);
  if (view) return view;
  view = dnsRecordItems(siteContext(ctx, module));
  views.set(key, view);
  return view;
}

/** Whether the argument is a list of records (true), one record (false), or neither (undefined). */
function kindOf(passed: ReadonlyMap<ASTNode, PassedArgument>, arg: ASTNode | undefined): boolean | undefined {
  return arg ? passed.get(arg)?.list : undefined;
}
