import type { ASTNode, ASTPath, AssignmentExpression, MemberExpression, ObjectExpression } from 'jscodeshift';
import type { JSCodeshift, Collection } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../../types';
import { isProperty, keyName } from '../../ast';
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
 * Whether the tree assigns `field` on a value (`rec.zone_name = zone.name`): code that fills the field
 * in on records it received, the stronger sign of the two refills looks for (an object literal that
 * spreads a value may as well build sample data from seeds). An assignment on `this` is the class's own field.
 */
export function assignsField({ j, root }: Tree, field: string): boolean {
  return (
    root
      .find(j.AssignmentExpression, { left: { type: 'MemberExpression', property: { type: 'Identifier', name: field } } })
      // `this.zone_id = …` sets a field of the class itself (a task that keeps the zone id it was given), not a record's.
      .filter((p: ASTPath<AssignmentExpression>) => (p.value.left as MemberExpression).object.type !== 'ThisExpression')
      .size() > 0
  );
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
