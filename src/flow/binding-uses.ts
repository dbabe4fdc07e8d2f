import type { ASTPath } from 'jscodeshift';
import { identifiersNamedIn, type NodeIndex, type Root } from '../ast/node-index';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isMember } from '../ast/syntax';

/**
 * The uses of a declared name: every identifier in its scope that JavaScript's scopes resolve to this
 * declaration, without the declaration itself, and without a property or key that is only spelled like
 * it (`x.url`, `{ url: … }`, a method, a class field, a member of a type). A shorthand property
 * (`{ url }`) is a use.
 */
export function bindingUses(index: NodeIndex, root: Root, declaration: Declaration): ASTPath[] {
  const { id } = declaration;
  return identifiersNamedIn(index, root, declaration.scope, id.name).filter((ref) => {
    if (ref.value === id) return false;
    const parent = ref.parent?.value;
    if (isMember(parent) && parent.property === ref.value && !parent.computed) return false;
    if (parent && 'key' in parent && parent.key === ref.value && !('computed' in parent && parent.computed) && !('shorthand' in parent && parent.shorthand)) return false;
    return declarationsAt(index, ref, id.name)[0]?.id === id;
  });
}
