import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import type { JSCodeshift, Collection } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../../types';
import { isMember, isProperty, keyName, memberName } from '../../ast';
import { outerExpression, typedItems, type ItemRef } from '../responses/items';
import { ownRecordReturns } from '../responses/own-returns';
import { namedImports } from '../named-imports';
import { walkedRecordType } from './record-lists';

/** A tree to look in: the current file's, or another module's program wrapped by jscodeshift. */
interface Tree {
  j: JSCodeshift;
  root: Collection;
}

/**
 * Whether the tree sets `field` on records itself: an object literal that spreads a value and sets
 * the field (`{ ...record, zone_id: zone.id }`), or an assignment `x.zone_id = …`. A value typed as a
 * record there may be one the code filled in, so its reads are not the API's.
 */
export function refills({ j, root }: Tree, field: string): boolean {
  const literal = root.find(j.ObjectExpression).filter((p: ASTPath<ObjectExpression>) => {
    const props = p.value.properties;
    return props.some((q) => q.type === 'SpreadElement') && props.some((q) => isProperty(q) && keyName(q) === field);
  });
  if (literal.size() > 0) return true;
  return root.find(j.AssignmentExpression, { left: { type: 'MemberExpression', property: { type: 'Identifier', name: field } } }).size() > 0;
}

/**
 * Whether one of the records `refs` points at (values typed with a record type, records a function
 * of the module returns) is the object of an assignment of `field`: `rec.zone_name = zone.name`, code
 * that fills the field in on the records it holds. An assignment on anything else (`options.zone_id =
 * argv[2]`, `this.zone_id = …`) is not about records; neither is an object literal that spreads a
 * value (SDK params `{ ...input, zone_id }`, sample data built from seeds).
 */
export function assignedOn(refs: readonly ItemRef[], field: string): boolean {
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
export function filledTypes(tree: TransformContext, held: readonly HeldRecord[], typeNames: ReadonlySet<string>, field: string): Set<string> {
  const out = new Set<string>();
  // Per object assigned: the types it is written with; '' only when none is (a response's record, untyped).
  const objects = new Map<ASTNode, Set<string>>();
  for (const { ref, type } of held) {
    if (!assignedOn([ref], field)) continue;
    const object = outerExpression(ref.path).value as ASTNode;
    objects.set(object, (objects.get(object) ?? new Set()).add(type ?? ''));
  }
  for (const types of objects.values()) for (const type of types.size > 1 ? [...types].filter((t) => t) : types) out.add(type);
  const { j, root } = tree;
  root.find(j.AssignmentExpression, { left: { type: 'MemberExpression', computed: false, object: { type: 'Identifier' }, property: { type: 'Identifier', name: field } } }).forEach((p: ASTPath) => {
    const type = walkedRecordType(tree, p.get('left', 'object'), typeNames);
    if (type) out.add(type);
  });
  return out;
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
