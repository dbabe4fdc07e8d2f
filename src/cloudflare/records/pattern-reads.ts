import type { ASTPath } from 'jscodeshift';
import { isProperty, keyName, type MaybeNode } from '../../ast/syntax';
import { outerExpression, type ItemRef } from '../responses/items';

/**
 * A record's field read by taking the record apart (the pattern form of `recordFieldRead`): the
 * pattern's entry for `field` when the element reference `ref` is destructured, `const { zone_id } =
 * record` (also `= (await pending) as T`), or is itself a pattern declared where the record arrives:
 * a parameter (`function show({ zone_id, name })`, `result.map(({ id, locked }) => …)`) or a for…of
 * head (`for (const { zone_name } of result)`), see `itemsOf`.
 */
export function destructuredField(ref: ItemRef, field: string): ASTPath | undefined {
  const at = outerExpression(ref.path);
  const parent = at.parentPath?.value;
  const pattern = at.value.type === 'ObjectPattern' ? at : parent?.type === 'VariableDeclarator' && parent.init === at.value && parent.id.type === 'ObjectPattern' ? at.parentPath.get('id') : undefined;
  const k = pattern ? pattern.value.properties.findIndex((p: MaybeNode) => isProperty(p) && keyName(p) === field) : -1;
  return k < 0 ? undefined : pattern!.get('properties', k);
}
