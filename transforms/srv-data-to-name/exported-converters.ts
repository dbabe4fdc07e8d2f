import type { ASTNode, ASTPath } from 'jscodeshift';
import { propertyWrites, values, type ObjectValue } from '../../src/flow';
import { exportedFunctions } from '../../src/cloudflare/records/exported-functions';
import { currentIndex, getProperty, nodesIn, unwrap } from '../../src/ast';
import { importerWords, moduleExports } from '../../src/ast/module-exports';
import { enclosingFunction } from '../../src/ast/bindings';
import type { FunctionNode } from '../../src/ast/syntax';
import { PARTS } from './fields';
import { migrateFlowObject, partsOf } from './flow-bodies';
import { everyUseSent, someUseSent, sentCache } from './converter-uses';
import type { Ctx } from './messages';

/*
 * SRV bodies built by a function this module exports and sent by requests of other modules
 * (`import { toRecord } from './records'; … body: JSON.stringify(toRecord(input))`): the body is the
 * converter's object, written here, so it is migrated here, as the same-file converter is
 * (flow-bodies.ts), when the converter is the body of a DNS record request at every call of it in the
 * run (src/flow/run-sites.ts, the rule records handed to another module's function follow:
 * src/cloudflare/records/passed-records.ts). Each call is judged in its own module with the anchors it
 * imports: its result must be what a POST, PUT or PATCH of the DNS record endpoints sends (as it is,
 * stringified, or held by a const only the request reads). A converter also called elsewhere (another
 * host's request, a log, handed on) is left alone. One the package publishes (callers outside the run)
 * is reported where its data is written when a call of the run sends it to the API, never edited.
 */

const PROTO = /\bproto\b/;

/** Migrates (or reports, when published) the SRV bodies this module's exported converters build for other modules' DNS record requests. */
export function migrateExportedConverters(ctx: Ctx, bodies: Set<ASTNode>, srvTypes: Set<string>): void {
  // Only a module that writes an SRV type and its data's fields can hold one (asked of every file the transform runs on).
  const source = ctx.file.source;
  const modules = ctx.modules;
  if (!modules || !source.includes('SRV') || !PROTO.test(source)) return;
  // A converter only this module calls is the same-file case (flow-bodies.ts): asked only when another
  // module imports an export (or the package publishes one), before the index its edits left stale is rebuilt.
  const written = moduleExports(ctx.root.get().value);
  const reached = (name: string, exported: Set<string>): boolean => !!modules.publicPackage?.(name) || importerWords(exported).some((w) => modules.importers(name, w).length > 0);
  // One scan of the run's texts for every exported name's words, not one per name.
  if (!written.inline) modules.expectWords?.([...written.names.values()].flatMap((exported) => importerWords(exported)));
  if (!written.inline && ![...written.names].some(([name, exported]) => reached(name, exported))) return;
  // By module: the converter calls its DNS record requests send (found once for every converter).
  const sentIn = sentCache(ctx);
  for (const e of exportedFunctions(ctx, currentIndex(ctx))) {
    const objects = srvObjects(ctx, e.fn).filter((o) => !bodies.has(o.node));
    if (objects.length === 0) continue;
    const published = modules.publicPackage?.(e.name);
    if (published) {
      if (someUseSent(ctx, e.name, sentIn)) for (const o of objects) reportPublished(ctx, o, e.name, published);
      continue;
    }
    if (!everyUseSent(ctx, e.name, sentIn)) continue;
    for (const o of objects) {
      bodies.add(o.node);
      migrateFlowObject(ctx, { path: e.fn }, o, srvTypes);
    }
  }
}

/** The objects a function returns that write SRV data parts (`data: { service, proto, name, … }`); none for an async function or a generator. */
function srvObjects(ctx: Ctx, fn: ASTPath<FunctionNode>): ObjectValue[] {
  const node = fn.value;
  if (node.async || node.generator || !node.body) return [];
  const returned =
    node.body.type === 'BlockStatement'
      ? nodesIn(ctx, node, ['ReturnStatement'])
          .filter((r) => enclosingFunction(r)?.value === node && r.value.argument)
          .map((r) => r.get('argument') as ASTPath)
      : [fn.get('body') as ASTPath];
  const out = new Map<ASTNode, ObjectValue>();
  for (const at of returned) {
    for (const v of values(ctx, at)) if (v.kind === 'object' && propertyWrites(v, 'data').some((w) => partsOf(w.value).length > 0)) out.set(v.node, v);
  }
  return [...out.values()];
}

/** Reports the SRV data of a converter the package publishes, where it is written. */
function reportPublished(ctx: Ctx, object: ObjectValue, fn: string, pkg: string): void {
  for (const w of propertyWrites(object, 'data')) {
    const data = unwrap(w.value);
    const fields = data?.type === 'ObjectExpression' ? PARTS.filter((k) => getProperty(data, k)) : [];
    if (fields.length > 0) ctx.report(w.at, 'converterPublished', { fn, package: pkg, fields: fields.join('/') });
  }
}
