import type { ASTNode, ASTPath, ObjectExpression } from 'jscodeshift';
import type { JSCodeshift, Collection } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../../types';
import { isMember, isProperty, keyName, memberName } from '../../ast';
import { outerExpression, type ItemRef } from '../responses/items';
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

/** Whether the declaration carries `field`: a record type writing it, or a class or function written to return one. */
function carries(declared: RunDeclaration, field: string): RunDeclaration[] {
  const out: RunDeclaration[] = [];
  if (declared.members?.includes(field)) out.push(declared);
  for (const r of Object.values(declared.returns ?? {})) if (r.type.members?.includes(field)) out.push(declared, r.type);
  if (declared.returned?.type.members?.includes(field)) out.push(declared, declared.returned.type);
  return out;
}

/**
 * Whether a module of the run this file imports a record type (or a class or function returning
 * one) from writes `field` on records itself (see refills): `rec.zone_name = zone.name` in the lookup
 * that hands the records out. Values of the type read here may be ones that module filled, so a read
 * of the field on a value only typed as such a record is the app's, not the API's.
 */
export function refilledByDeclarer(ctx: TransformContext, field: string): boolean {
  const modules = ctx.modules;
  if (!modules?.program) return false;
  const seen = new Set<string>();
  for (const { declared } of namedImports(ctx)) {
    for (const d of carries(declared, field)) {
      if (seen.has(d.module)) continue;
      seen.add(d.module);
      const program = modules.program(d.module) as ASTNode | undefined;
      if (program && refills({ j: ctx.j, root: ctx.j(program) }, field)) return true;
    }
  }
  return false;
}
