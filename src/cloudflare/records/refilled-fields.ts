import type { ASTNode, ASTPath, Identifier, ObjectExpression } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../../types';
import { enclosingFunction, isFunction, isMember, isProperty, keyName, memberName, unwrap, type FunctionNode } from '../../ast';
import { outerExpression, outsideCasts } from '../../ast/paths';
import { typedItems, type ItemRef } from '../responses/items';
import { ownRecordReturns } from '../responses/own-returns';
import { namedImports } from '../named-imports';
import { madeListType, walkedRecordType } from './record-lists';
import { elementCallback } from '../../flow/loops';
import { namedType } from '../../ast/type-declarations';
import { currentIndex } from '../../ast/node-index';
import { ownReturns } from '../../flow/returns';
import { isUndefined } from '../../flow/constructor-arguments';

/**
 * Whether one of the records `refs` points at (values typed with a record type, records a function
 * of the module returns) is the object of an assignment of `field`: `rec.zone_name = zone.name`, code
 * that fills the field in on the records it holds. An assignment on anything else (`options.zone_id =
 * argv[2]`, `this.zone_id = …`) is not about records; neither is an object literal that spreads a
 * value (SDK params `{ ...input, zone_id }`, sample data built from seeds).
 */
function assignedOn(refs: readonly ItemRef[], field: string): boolean {
  return refs.some((ref) => {
    const at = outerExpression(ref.path);
    const member = at.parentPath?.value as ASTNode | undefined;
    if (!isMember(member) || member.object !== at.value || memberName(member) !== field) return false;
    const up = at.parentPath.parentPath?.value as ASTNode | undefined;
    return up?.type === 'AssignmentExpression' && up.left === member;
  });
}

/** A record the tree holds, with the record type it is written with when it is (undefined: records of no known type). */
export interface HeldRecord {
  ref: ItemRef;
  type?: string;
}

/**
 * The record types (of `typeNames`) whose `field` the tree assigns on its records: a held record's type
 * when one is the assignment's object (see assignedOn; '' for a record of no known type, which may be of
 * any), and the type of the records a list holds when the object is its element (`matches.forEach((r)
 * => { r.zone_name = zone.name })` with `matches` returned as `T[]`: record-lists.ts). Per type: filling
 * `DnsRecord.zone_id` says nothing of another record type of the file.
 */
export function filledTypes(tree: TransformContext, held: readonly HeldRecord[], typeNames: ReadonlySet<string>, field: string, mapped = true): Set<string> {
  const out = new Set<string>();
  // Per object assigned: the types it is written with; '' only when none is (a response's record, untyped).
  const objects = new Map<ASTNode, Set<string>>();
  for (const { ref, type } of held) {
    if (!assignedOn([ref], field)) continue;
    const object = outerExpression(ref.path).value as ASTNode;
    objects.set(object, (objects.get(object) ?? new Set()).add(type ?? ''));
  }
  for (const types of objects.values()) for (const type of types.size > 1 ? [...types].filter((t) => t) : types) out.add(type);
  // From the file's node index (built once per tree), not a walk of the tree per field asked.
  for (const p of currentIndex(tree).of('AssignmentExpression')) {
    const left = p.value.left;
    if (left.type !== 'MemberExpression' || left.computed || left.object.type !== 'Identifier' || left.property.type !== 'Identifier' || left.property.name !== field) continue;
    const type = walkedRecordType(tree, p.get('left', 'object'), typeNames);
    if (type) out.add(type);
  }
  if (mapped) for (const type of mappedTypes(tree, held, typeNames, field)) out.add(type);
  return out;
}

/**
 * The record types whose records a `map` callback of the tree makes with `field` written by the app:
 * the object literal it returns (`records.map((r) => ({ ...r, zone_id: zoneId }))`, `{ id: r.id, …,
 * zone_id: zoneId }`) over records, each element of the result a record of that type with the field
 * filled. The element must be a record: written as one (`(r: T) =>`), walking a list of records of
 * `T` (record-lists.ts), or a record the tree holds (a response's, followed: `held`), whose type is then
 * that of the list the call makes (returned as `T[]`, held in one), else '' (of no known type). A map
 * over anything else (seeds of sample data) makes no record; a value read off the element's own field
 * (`zone_id: r.zone_id`) fills nothing.
 */
function mappedTypes(tree: TransformContext, held: readonly HeldRecord[], typeNames: ReadonlySet<string>, field: string): Set<string> {
  const out = new Set<string>();
  const heldType = new Map<ASTNode, string>(held.map(({ ref, type }) => [ref.path.value as ASTNode, type ?? '']));
  for (const p of currentIndex(tree).of('ObjectExpression') as ASTPath<ObjectExpression>[]) {
    const prop = p.value.properties.find((q) => isProperty(q) && !q.computed && keyName(q) === field);
    const fn = prop && returningFunction(p);
    const callback = fn && elementCallback(fn);
    const call = callback && (callback.list.parent as ASTPath).parent;
    if (!callback || !call || memberName(call.value.callee) !== 'map') continue;
    const param = fn.value.params[callback.param];
    if (param?.type !== 'Identifier') continue;
    if (!writesField(prop as { value: ASTNode }, param.name, field)) continue;
    // Every element the callback hands back must be such a literal: `if (a) return { ...r, zone_id }; return r` fills some only.
    if (!everyReturnWrites(tree, fn.value, param.name, field)) continue;
    const written = namedType(param.typeAnnotation);
    const typed = (written && !written.list && typeNames.has(written.name) ? written.name : undefined) ?? walkedRecordType(tree, fn.get('params', callback.param) as ASTPath<Identifier>, typeNames);
    // A record the file holds, of no known type (a response's): the type of the list made, if written.
    const held = typed === undefined ? elementHeld(p.value, param.name, heldType) : undefined;
    const type = typed ?? (held === undefined ? undefined : madeListType(tree, call, typeNames) ?? held);
    if (type !== undefined) out.add(type);
  }
  return out;
}

/**
 * Whether an entry of a map callback's literal writes the field with a value of the app's, not the
 * element's own (`zone_id: r.zone_id`, also with a fallback to nothing: `r.zone_id || undefined`,
 * `?? null`, `|| ''`, `?? void 0`, which puts no zone back).
 */
function writesField(prop: { value: ASTNode }, element: string, field: string): boolean {
  let value = unwrap(prop.value);
  while (value?.type === 'LogicalExpression' && value.operator !== '&&' && isNothing(unwrap(value.right))) value = unwrap(value.left);
  return !(isMember(value) && unwrap(value.object)?.type === 'Identifier' && unwrap(value.object).name === element && memberName(value) === field);
}

/** `undefined`, `void 0`, `null` or `''`: no value. */
const isNothing = (node: ASTNode): boolean => isUndefined(node) || node.type === 'NullLiteral' || ((node.type === 'StringLiteral' || node.type === 'Literal') && (node as { value: unknown }).value === '') || (node.type === 'Literal' && (node as { value: unknown }).value === null);

/**
 * Whether every value a map callback returns is an object literal writing the field (see writesField):
 * its expression body, or the argument of each `return` of its own, with no way to end without one.
 */
function everyReturnWrites(tree: TransformContext, fn: FunctionNode, element: string, field: string): boolean {
  const written = (node: ASTNode | null | undefined): boolean => {
    const literal = unwrap(node);
    if (literal?.type !== 'ObjectExpression') return false;
    return (literal as ObjectExpression).properties.some((q) => isProperty(q) && !q.computed && keyName(q) === field && writesField(q as { value: ASTNode }, element, field));
  };
  if (fn.body.type !== 'BlockStatement') return written(fn.body);
  const last = fn.body.body[fn.body.body.length - 1];
  if (last?.type !== 'ReturnStatement' && last?.type !== 'ThrowStatement') return false;
  return ownReturns(currentIndex(tree), fn).every((r) => written(r.value.argument));
}

/** The function whose returned value the object literal at `p` is: an arrow's body, or a `return` of it. */
function returningFunction(p: ASTPath): ASTPath<FunctionNode> | undefined {
  const at = outsideCasts(p);
  const parent = at.parent?.value as ASTNode | undefined;
  if (isFunction(parent) && (parent as { body?: ASTNode }).body === at.value) return at.parent as ASTPath<FunctionNode>;
  return parent?.type === 'ReturnStatement' ? enclosingFunction(at.parent) : undefined;
}

/** The type of a held record (see HeldRecord; '' when of no known type) that is the element `name` as the literal reads it (`...r`, `r.id`). */
function elementHeld(literal: ObjectExpression, name: string, heldType: ReadonlyMap<ASTNode, string>): string | undefined {
  for (const q of literal.properties) {
    const read = q.type === 'SpreadElement' ? q.argument : isProperty(q) ? unwrap(q.value) : undefined;
    const object = isMember(read) ? unwrap(read.object) : read;
    const id = object?.type === 'Identifier' && object.name === name ? heldType.get(object) ?? (read !== object ? heldType.get(read) : undefined) : undefined;
    if (id !== undefined) return id;
  }
  return undefined;
}

/**
 * The modules that may hold records carrying `field` through the declaration, each with the record
 * type's name: the record type's own module, and a class's or function's written to return one.
 */
function carriers(declared: RunDeclaration, field: string, local: string): Array<{ module: string; type: string; local: string }> {
  const out: Array<{ module: string; type: string; local: string }> = [];
  if (declared.members?.includes(field)) out.push({ module: declared.module, type: declared.name, local });
  const returned = [...Object.values(declared.returns ?? {}), ...(declared.returned ? [declared.returned] : [])];
  // Records a function or class hands out are read here with no type name of this file ('').
  for (const { type } of returned) {
    if (type.members?.includes(field)) out.push({ module: declared.module, type: type.name, local: '' }, { module: type.module, type: type.name, local: '' });
  }
  return out;
}

/**
 * The records a module's tree holds: values typed with one of `typeNames` there, and the records its
 * functions and methods written to return such a type hand out (followed into callbacks and loops).
 */
function heldRecords(view: TransformContext, typeNames: ReadonlySet<string>): HeldRecord[] {
  const typed = typedItems(view, typeNames, { variables: true });
  return [...typed, ...ownRecordReturns(view, typeNames, () => true).map((ref) => ({ ref }))];
}

/**
 * Whether a module of the run this file imports a record type (or a class or function returning
 * one) from assigns `field` on the records it holds (see assignedOn): `rec.zone_name = zone.name` in
 * the lookup that hands the records out. Values of the type read here may be ones that module filled,
 * so a read of the field on a value only typed as such a record is the app's, not the API's. SDK
 * params built there (`client.dns.records.create({ ...input, zone_id })`) fill no record. Per type
 * (filledTypes): the local names here of the record types so filled, and '' when one is the type of
 * records a function or class of the run hands out here (read with no type name of this file).
 */
export function refilledByDeclarer(ctx: TransformContext, field: string): ReadonlySet<string> {
  const refilled = new Set<string>();
  const modules = ctx.modules;
  if (!modules?.program) return refilled;
  // Per module, each record type's name there and its local names here.
  const types = new Map<string, Map<string, Set<string>>>();
  for (const { local, declared } of namedImports(ctx)) {
    for (const { module, type, local: name } of carriers(declared, field, local.name)) {
      const names = types.get(module) ?? new Map<string, Set<string>>();
      types.set(module, names.set(type, (names.get(type) ?? new Set()).add(name)));
    }
  }
  for (const [module, names] of types) {
    const program = modules.program(module) as ASTNode | undefined;
    if (!program) continue;
    // Another module's tree: without this file's memo (its node index) nor its modules (imports resolve from this file).
    const view: TransformContext = { ...ctx, root: ctx.j(program), memo: undefined, modules: undefined };
    const filled = filledTypes(view, heldRecords(view, new Set(names.keys())), new Set(names.keys()), field);
    // '' there: records of the module's own returns, of any of its types; '' here: records a function or class hands out.
    for (const [type, locals] of names) if (filled.has(type) || filled.has('')) for (const name of locals) refilled.add(name);
  }
  return refilled;
}

/**
 * Whether a module of the run importing the record type `name` (under that name) assigns `field` on
 * its records of the type (filledTypes: `for (const r of rows) { r.zone_id = zone.id; save(r) }`):
 * the member is the app's there, and the assignment needs it to compile. A `map` making new records
 * with the field (`{ ...r, zone_id }`) needs no member on the type of `r`: not counted.
 */
export function filledByImporter(ctx: TransformContext, name: string | undefined, field: string): boolean {
  if (!name || !ctx.modules) return false;
  const names = new Set([name]);
  return ctx.modules.importers(name, field, { reach: true }).some(({ program }) => {
    const view: TransformContext = { ...ctx, root: ctx.j(program as ASTNode), memo: undefined, modules: undefined };
    return filledTypes(view, heldRecords(view, names), names, field, false).has(name);
  });
}
