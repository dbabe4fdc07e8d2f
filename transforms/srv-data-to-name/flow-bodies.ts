import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import { propertyWrites, values, type ObjectValue, type PropertyWrite } from '../../src/flow';
import { codeOf, removePropertiesEdits, replaceWithEdits } from '../../src/edit/text-edits';
import { filledBody, type ApiCall } from '../../src/cloudflare';
import { getProperty, pathOfNode, unwrap } from '../../src/ast';
import { fullNameCode, mayBeApex, migrateObject, type BodySender } from './bodies';
import { literalOf, PARTS } from './fields';
import type { Ctx } from './messages';
import { namesRead } from './names-read';
import { writtenTypeNames } from '../../src/ast/type-declarations';
import { parseForEdit } from '../../src/parse/parse';
import { relaxTypes } from './types';
import { converterSent } from './sent-converter';
import { converterName, everyUseSent, sentCache } from './converter-uses';
import { listedAmong } from './mixed-lists';

/*
 * SRV bodies the value-flow layer finds (src/flow, its object kind) where the call's own code writes
 * none: the result of a converter function (`JSON.stringify(toRecord(r))`), whose body may get its
 * type and data after it is made, in the `case` of a switch or a branch of an `if`. A body written
 * whole in one literal is migrated as any literal body is (bodies.ts). One whose data is assigned in
 * a branch is migrated there when the record type is known to be 'SRV' on that branch: service, proto
 * and name leave data and `body.name = '_service._proto.name'` follows the assignment (the other
 * branches keep their name). Anything the layer cannot pin down is reported, never rewritten, and so is
 * the object of a converter some use of which is no DNS record body (converter-uses.ts): its literal is
 * what another host, a store or a log gets too.
 */

/** The bodies the call may send, as the value-flow layer knows them; each object migrated or reported once. */
export function migrateFlowBodies(ctx: Ctx, call: ApiCall, bodies: Set<ASTNode>, srvTypes: Set<string>): void {
  const converter = converterSent(ctx, call);
  if (!converter) return;
  for (const value of values(ctx, converter)) {
    if (value.kind !== 'object' || bodies.has(value.node)) continue;
    bodies.add(value.node);
    // A converter of the module whose object some use other than a DNS record request's body also gets (another host, a log, a store) keeps it (converter-uses.ts); 1.x is reported as such.
    const fn = call.sdk?.generation === 'v1' ? undefined : converterName(ctx, value.node);
    if (fn !== undefined && !everyUseSent(ctx, fn, sentCache(ctx))) {
      for (const w of propertyWrites(value, 'data')) if (partsOf(w.value).length > 0) ctx.report(w.at, 'dataElsewhere');
      continue;
    }
    // In a list: alone, or beside the objects of other converters that pass the same checks (mixed-lists.ts).
    migrateFlowObject(ctx, call, listedAmong(ctx, value, (name) => everyUseSent(ctx, name, sentCache(ctx))), srvTypes);
  }
}

/**
 * A body held by a name whose literal does not write the record type, the code filling it field by
 * field before the request (`const o = {}; o.data = {…}; o.type = args.newType || rec.type; await
 * edit(zone, id, o)`, the request in the call's module or in a wrapper of another one): the layer's
 * object, its type and data read on the data's branch. True when the body is such an object (migrated
 * or reported here); false leaves it to bodies.ts, which reads a literal's own entries.
 */
export function migrateFilledBody(ctx: Ctx, call: ApiCall, bodies: Set<ASTNode>, srvTypes: Set<string>): boolean {
  const object = filledBody(ctx, call, 'type');
  if (!object) return false;
  if (!bodies.has(object.node)) {
    bodies.add(object.node);
    migrateFlowObject(ctx, call, object, srvTypes);
  }
  return true;
}

/** Migrates one object the layer says a body may be (written whole, or its data assigned on a branch), or reports why not. */
export function migrateFlowObject(ctx: Ctx, call: BodySender, object: ObjectValue, srvTypes: Set<string>): void {
  const inLiteral = (w: PropertyWrite) => (object.node.properties as ASTNode[]).includes(w.at);
  const dataWrites = propertyWrites(object, 'data');
  const withParts = dataWrites.filter((w) => partsOf(w.value).length > 0);
  if (object.open) {
    for (const w of withParts) ctx.report(w.at, 'dataElsewhere');
    return;
  }
  const written = ['type', 'data', 'name'].flatMap((key) => propertyWrites(object, key));
  if (written.every(inLiteral)) return migrateObject(ctx, call, object.node, srvTypes);
  if (withParts.length === 0) return;
  if (dataWrites.length !== 1) {
    for (const w of withParts) ctx.report(w.at, 'dataElsewhere');
    return;
  }
  migrateAssignedData(ctx, object, dataWrites[0], srvTypes);
}

/** The SRV data fields written in a data value that is an object literal. */
export function partsOf(value: ASTNode): ASTNode[] {
  const data = unwrap(value);
  return data?.type === 'ObjectExpression' ? PARTS.flatMap((k) => getProperty(data, k) ?? []) : [];
}

/** Data assigned on the body (`body.data = {…}`), maybe in a branch: migrated there when the branch's record type is 'SRV'. */
function migrateAssignedData(ctx: Ctx, object: ObjectValue, data: PropertyWrite, srvTypes: Set<string>): void {
  const literal = unwrap(data.value) as ObjectExpression;
  const present = PARTS.filter((k) => getProperty(literal, k));
  const fields = present.join('/');
  const type = valueOnBranch(ctx, object, 'type', data);
  if (type === undefined || type.written === undefined) {
    ctx.report(data.at, 'typeNotLiteral', { fields });
    return;
  }
  const typeText = literalOf(ctx, type.written.value) ?? (narrowedTo(ctx, type.written.value, data) ? 'SRV' : undefined);
  if (typeText === undefined) {
    ctx.report(data.at, 'typeNotLiteral', { fields });
    return;
  }
  if (typeText.toUpperCase() !== 'SRV') return;
  const partProps = PARTS.map((k) => getProperty(literal, k));
  const partValues = partProps.map((p) => p?.value);
  const missing = PARTS.filter((_, i) => !partProps[i]);
  if (missing.length > 0) return void ctx.report(data.at, 'dataMissing', { missing: missing.join('/'), fields });
  const base = literalOf(ctx, partValues[2]) ?? (mayBeApex(ctx, partValues[2]) ? '@' : undefined);
  if (base === '@' || base === '') {
    return void ctx.report(data.at, 'zoneApex', { base, prefix: [0, 1].map((i) => literalOf(ctx, partValues[i]) ?? `<${PARTS[i]}>`).join('.') });
  }
  // The name: kept when the branch already sets a full one; else set right after the data.
  const name = valueOnBranch(ctx, object, 'name', data);
  const statement = data.at.type === 'ExpressionStatement' ? (data.at as { expression: ASTNode }).expression : undefined;
  const holder = statement?.type === 'AssignmentExpression' ? unwrap((statement.left as { object: ASTNode }).object) : undefined;
  const dataName = codeOf(unwrap(partValues[2]), ctx.file.source);
  const keepName = name?.written !== undefined && codeOf(unwrap(name.written.value), ctx.file.source) !== dataName;
  const after = name?.written && start(name.written.at) > start(data.at);
  if (name === undefined || after || holder?.type !== 'Identifier' || partValues.some((v) => namesRead(v) === undefined)) {
    return void ctx.report(data.at, 'dataAssigned', { fields });
  }
  if (keepName) {
    const top = literalOf(ctx, name.written!.value);
    if (top !== undefined && !top.startsWith('_')) return void ctx.report(name.written!.at, 'baseNameOnly', { name: top, fields });
  }
  if (!relaxTypes(ctx, object.node, !keepName)) return;
  for (const { name: typeName } of writtenTypeNames(ctx, object.node)) srvTypes.add(typeName);
  const dataPath = pathOfNode(ctx, literal);
  const edits = removePropertiesEdits(literal, partProps, ctx.file.source);
  if (!dataPath || !edits || !replaceWithEdits(dataPath, edits, ctx.file.source, ctx.file.path)) {
    literal.properties = literal.properties.filter((p) => !partProps.includes(p as never));
  }
  if (!keepName) {
    const { j } = ctx;
    const code = fullNameCode(ctx, partValues);
    // Parsed with the file's parser (a TypeScript file's name may hold `x!`).
    const parsed = (parseForEdit(`_ = ${code};`, ctx.file.path).program.body[0] as { expression: { right: Parameters<typeof j.assignmentExpression>[2] } }).expression.right;
    const target = j.memberExpression(j.identifier(holder.name), j.identifier('name'));
    (pathOfNode(ctx, data.at) as ASTPath).insertAfter(j.expressionStatement(j.assignmentExpression('=', target, parsed)));
  }
  ctx.changed();
}

/**
 * The write of a property that holds on the branch of `at` (a write of the literal, one made on no
 * branch, or one on that very branch: the last of them), `written` undefined when none is written.
 * Undefined when a write on another branch may run as well (not a sibling `case` that leaves, not the
 * other arm of the same `if`).
 */
function valueOnBranch(ctx: Ctx, object: ObjectValue, key: string, at: PropertyWrite): { written?: PropertyWrite } | undefined {
  const writes = propertyWrites(object, key);
  const here = writes.filter((w) => !w.branch || w.branch === at.branch);
  if (writes.some((w) => w.branch && w.branch !== at.branch && !exclusive(ctx, w.branch, at.branch))) return undefined;
  // Source order: the literal's entries come first, then the statements as written.
  const last = here.sort((a, b) => start(a.at) - start(b.at))[here.length - 1];
  return last ? { written: last } : {};
}

/** Whether two branches never both run: two `case`s of one switch that each leave it, or the two arms of one `if`. */
function exclusive(ctx: Ctx, a: ASTNode, b: ASTNode | undefined): boolean {
  if (!b) return false;
  const pa = pathOfNode(ctx, a);
  const pb = pathOfNode(ctx, b);
  const parentA = pa?.parent?.value;
  if (!parentA || parentA !== pb?.parent?.value) return false;
  if (parentA.type === 'IfStatement') return true;
  if (parentA.type !== 'SwitchStatement') return false;
  // The last case leaves the switch by ending it.
  const ends = (c: ASTNode) => parentA.cases[parentA.cases.length - 1] === c || leaves(c);
  return a.type === 'SwitchCase' && b.type === 'SwitchCase' && ends(a) && ends(b);
}

/** A `case` whose statements end by leaving the switch (no fall-through into the next). */
function leaves(c: ASTNode): boolean {
  const body = (c as { consequent: ASTNode[] }).consequent;
  let last = body[body.length - 1];
  while (last?.type === 'BlockStatement') last = (last as { body: ASTNode[] }).body.at(-1)!;
  return !!last && /^(Return|Throw|Break|Continue)Statement$/.test(last.type);
}

/** Whether the type written is the expression the switch around the data tests, in its `case 'SRV':` (no other case falls into it). */
function narrowedTo(ctx: Ctx, typeValue: ASTNode, data: PropertyWrite): boolean {
  const branch = data.branch;
  if (branch?.type !== 'SwitchCase') return false;
  const sw = pathOfNode(ctx, branch)?.parent?.value;
  const test = (branch as { test?: ASTNode }).test;
  if (sw?.type !== 'SwitchStatement' || literalOf(ctx, test)?.toUpperCase() !== 'SRV') return false;
  const cases = sw.cases as ASTNode[];
  const before = cases[cases.indexOf(branch) - 1];
  if (before && !leaves(before)) return false;
  const tested = codeOf(unwrap(sw.discriminant), ctx.file.source);
  return tested !== undefined && tested === codeOf(unwrap(typeValue), ctx.file.source) && namesRead(typeValue) !== undefined;
}

const start = (node: ASTNode): number => (node as { start?: number }).start ?? -1;
