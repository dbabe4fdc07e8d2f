import type { ASTNode, ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../calls/calls';
import { currentIndex, nodesIn, type NodeIndex } from '../../ast/node-index';
import { valueReferences } from '../../ast/references';
import { isMember, isProperty } from '../../ast/syntax';
import { memoIn } from '../../memo';
import { itemsAndArguments, itemsOf, resultStarts, type ItemRef } from '../responses/items';
import type { PassedArgument } from '../responses/passed-items';
import { dnsRecordCalls } from './dns-records';
import { exportedFunctions, type ExportedFunction } from './exported-functions';

/*
 * DNS records another module of the run hands to a function this module exports (docs/value-flow.md,
 * "Who asks it"): `import { describeRecords } from './report'; describeRecords(result)` after a request
 * for `/zones/:zone_id/dns_records`. A parameter's values are the union over the call sites of the
 * run: it holds records when every call the project index knows (each importer's calls of its local
 * name) passes a list of records, or every call one record, at its position. Left alone when the
 * package publishes the function (callers outside the run are unknown), when this module uses the
 * name itself, when an importer does anything else with it (hands it on, re-exports it, reads it
 * through a namespace) or passes anything else there. Asked only for an exported function whose text
 * reads one of the transform's fields, so a module without such a function reads no other file.
 */

/** The records (elements, or uses of a list's elements) the parameters of this file's exported functions get from the run's other modules. */
export function importedCallerRecords(ctx: RecognitionContext, fields: readonly string[]): ItemRef[] {
  const modules = ctx.modules;
  if (!modules) return [];
  const index = currentIndex(ctx);
  const starts: Array<{ path: ASTPath; list: boolean }> = [];
  const { functions, sites } = exportedFunctions(ctx, index);
  // An importer's requests and the records it passes, found once for every function it may call.
  const importerViews = new Map<string, ImporterView>();
  for (const e of functions) {
    if (!readsField(ctx, e.fn.value, fields) || modules.publicPackage?.(e.name) || usedHere(index, e, sites)) continue;
    const kinds = parameterKinds(ctx, e, importerViews);
    e.fn.value.params.forEach((param, i) => {
      const list = kinds?.[i];
      if (param.type !== 'Identifier' || list === undefined) return;
      for (const ref of valueReferences(ctx.j, e.fn, param.name, param)) starts.push({ path: ref, list });
    });
  }
  return starts.length > 0 ? itemsOf(ctx, starts) : [];
}

/** Whether the function reads one of `fields` as a member anywhere in it (`r.zone_id`, `{ zone_name }`). */
function readsField(ctx: RecognitionContext, fn: ASTNode, fields: readonly string[]): boolean {
  return nodesIn(ctx, fn, ['Identifier']).some((p) => fields.includes(p.value.name) && (isMember(p.parentPath?.value) || isProperty(p.parentPath?.value)));
}

/** Whether an identifier only spells a name: a member's (`x.f`) or a key's (`{ f: 1 }`), not the binding's value. */
function spellsOnly(p: ASTPath): boolean {
  const parent = p.parentPath?.value;
  return (isMember(parent) && parent.property === p.value && !parent.computed) || (isProperty(parent) && parent.key === p.value && !parent.computed && !parent.shorthand);
}

/** Whether this module names the function anywhere but where it declares and exports it: its calls here are not followed, so it is left alone. */
function usedHere(index: NodeIndex, e: ExportedFunction, sites: ReadonlySet<ASTNode>): boolean {
  return index.of('Identifier').some((p) => p.value.name === e.name && p.value !== e.id && !sites.has(p.value) && !spellsOnly(p));
}

/**
 * For each parameter position: true when every call of the function in the run's other modules passes
 * a list of DNS records there, false when every one passes one record, undefined otherwise. Undefined
 * as a whole when an importer does anything but call it by its name, or nothing calls it.
 */
/** An importing module as this module's functions are judged from it: its index, and the records its calls pass. */
interface ImporterView {
  index: NodeIndex;
  passed: ReadonlyMap<ASTNode, PassedArgument>;
}

function parameterKinds(ctx: RecognitionContext, e: ExportedFunction, views: Map<string, ImporterView>): Array<boolean | undefined> | undefined {
  const modules = ctx.modules;
  if (!modules) return undefined;
  const count = e.fn.value.params.length;
  const seen: Array<Set<boolean | undefined>> = Array.from({ length: count }, () => new Set());
  let calls = 0;
  const importers = new Map(e.words.flatMap((word) => modules.importers(e.name, word)).map((i) => [i.path, i]));
  for (const importer of importers.values()) {
    if (importer.locals.length === 0 || importer.locals.some((l) => l.includes('.'))) return undefined;
    let view = views.get(importer.path);
    if (!view) {
      const root = ctx.j(importer.program as ASTNode);
      const other: RecognitionContext = { j: ctx.j, root, config: modules.configOf(importer.path, importer.program, ctx.config), modules: modules.of?.(importer.path), memo: memoIn(new Map()) };
      const requests = dnsRecordCalls(other).filter(({ call }) => call.method !== undefined);
      const passed = itemsAndArguments(other, requests.flatMap(({ call, lists, alike }) => resultStarts(other, call, { list: lists, alike }))).passed;
      views.set(importer.path, (view = { index: currentIndex(other), passed }));
    }
    const { index: otherIndex, passed } = view;
    for (const local of importer.locals) {
      for (const ref of otherIndex.of('Identifier')) {
        if (ref.value.name !== local) continue;
        const parent = ref.parentPath?.value;
        // Where the importer declares it: `import { f }`, `const { f } = require('./report')`.
        if (['ImportSpecifier', 'ImportDefaultSpecifier'].includes(parent?.type) || (isProperty(parent) && ref.parentPath?.parentPath?.parentPath?.value?.type === 'ObjectPattern')) continue;
        if (spellsOnly(ref)) continue;
        if (parent?.type !== 'CallExpression' || parent.callee !== ref.value) return undefined;
        calls++;
        const args = parent.arguments;
        for (let i = 0; i < count; i++) seen[i].add(args.slice(0, i + 1).some((a: ASTNode) => a.type === 'SpreadElement') ? undefined : kindOf(passed, args[i]));
      }
    }
  }
  if (calls === 0) return undefined;
  return seen.map((kinds) => (kinds.size === 1 ? [...kinds][0] : undefined));
}

/** Whether the argument is a list of records (true), one record (false), or neither (undefined). */
function kindOf(passed: ReadonlyMap<ASTNode, PassedArgument>, arg: ASTNode | undefined): boolean | undefined {
  return arg ? passed.get(arg)?.list : undefined;
}
