import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import type { JSCodeshift, Collection } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../../types';
import { isMember, isProperty, keyName, memberName } from '../../ast';
import { outerExpression, typedItems, type ItemRef } from '../responses/items';
import { ownRecordReturns } from '../responses/own-returns';
import { namedImports } from '../named-imports';

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

/**
 * The modules that may hold records carrying `field` through the declaration, each with the record
 * type's name: the record type's own module, and a class's or function's written to return one.
 */
function carriers(declared: RunDeclaration, field: string): Array<{ module: string; type: string }> {
  const out: Array<{ module: string; type: string }> = [];
  if (declared.members?.includes(field)) out.push({ module: declared.module, type: declared.name });
  const returned = [...Object.values(declared.returns ?? {}), ...(declared.returned ? [declared.returned] : [])];
  for (const { type } of returned) {
    if (type.members?.includes(field)) out.push({ module: declared.module, type: type.name }, { module: type.module, type: type.name });
  }
  return out;
}

/**
 * The records a module's tree holds: values typed with one of `typeNames` there, and the records its
 * functions and methods written to return such a type hand out (followed into callbacks and loops).
 */
function heldRecords(ctx: TransformContext, root: Collection, typeNames: ReadonlySet<string>): ItemRef[] {
  // Another module's tree: without this file's memo (its node index) nor its modules (imports resolve from this file).
  const view: TransformContext = { ...ctx, root, memo: undefined, modules: undefined };
  const typed = typedItems(view, typeNames, { variables: true }).map((t) => t.ref);
  return [...typed, ...ownRecordReturns(view, typeNames, () => true)];
}

/**
 * Whether a module of the run this file imports a record type (or a class or function returning
 * one) from assigns `field` on the records it holds (see assignedOn): `rec.zone_name = zone.name` in
 * the lookup that hands the records out. Values of the type read here may be ones that module filled,
 * so a read of the field on a value only typed as such a record is the app's, not the API's. SDK
 * params built there (`client.dns.records.create({ ...input, zone_id })`) fill no record.
 */
export function refilledByDeclarer(ctx: TransformContext, field: string): boolean {
  const modules = ctx.modules;
  if (!modules?.program) return false;
  const types = new Map<string, Set<string>>();
  for (const { declared } of namedImports(ctx)) {
    for (const { module, type } of carriers(declared, field)) types.set(module, (types.get(module) ?? new Set()).add(type));
  }
  for (const [module, names] of types) {
    const program = modules.program(module) as ASTNode | undefined;
    if (program && assignedOn(heldRecords(ctx, ctx.j(program), names), field)) return true;
  }
  return false;
}
