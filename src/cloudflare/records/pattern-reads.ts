import type { ASTPath, ObjectPattern } from 'jscodeshift';
import { isProperty, keyName, type MaybeNode, type PropertyNode } from '../../ast/syntax';
import { currentIndex, type IndexContext } from '../../ast/node-index';
import { declaredReads } from '../../flow/binding-uses';
import { outerExpression } from '../../ast/paths';
import type { ItemRef } from '../responses/items';

/**
 * A record's field read by taking the record apart (the pattern form of `recordFieldRead`): the
 * pattern's entry for `field` when the element reference `ref` is destructured, `const { zone_id } =
 * record` (also `= (await pending) as T`), or is itself a pattern declared where the record arrives:
 * a parameter (`function show({ zone_id, name })`, `result.map(({ id, locked }) => …)`) or a for…of
 * head (`for (const { zone_name } of result)`), see `itemsOf`. An entry that only leaves the field out
 * of the rest (`const { zone_id, ...copy } = record` with `zone_id` never used) reads nothing.
 */
export function destructuredField(ref: ItemRef, field: string, ctx: IndexContext): ASTPath | undefined {
  const at = outerExpression(ref.path);
  const parent = at.parentPath?.value;
  const pattern = at.value.type === 'ObjectPattern' ? at : parent?.type === 'VariableDeclarator' && parent.init === at.value && parent.id.type === 'ObjectPattern' ? at.parentPath.get('id') : undefined;
  const k = pattern ? pattern.value.properties.findIndex((p: MaybeNode) => isProperty(p) && keyName(p) === field) : -1;
  if (k < 0) return undefined;
  const entry: ASTPath<PropertyNode> = pattern!.get('properties', k);
  return leftOut(ctx, pattern as ASTPath<ObjectPattern>, entry) ? undefined : entry;
}

/** Whether a pattern's entry only keeps its field out of a rest element: its name is bound and never used. */
function leftOut(ctx: IndexContext, pattern: ASTPath<ObjectPattern>, entry: ASTPath<PropertyNode>): boolean {
  const hasRest = pattern.value.properties.some((p) => p.type === 'RestElement');
  const bound = entry.value.value;
  if (!hasRest || bound?.type !== 'Identifier') return false;
  return declaredReads(currentIndex(ctx), ctx.root, bound).length === 0;
}
