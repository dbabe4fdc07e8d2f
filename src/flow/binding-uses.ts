import type { ASTNode, ASTPath } from 'jscodeshift';
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

/** Whether a declaration is exported where it is written (`export const q = …`): importers may read it. */
export function exported(declaration: Declaration): boolean {
  return declaration.declarator?.parent?.parent?.value?.type === 'ExportNamedDeclaration';
}

/**
 * Whether what a declared name holds goes to one place only (`at`: the request, the options' property
 * holding it): the name is not exported, and every other use of it is one `allowed` says keeps the
 * value there (none unless given). Named options (held-only.ts) allow reading and writing a member by
 * a written key; query parameters given as another URLSearchParams' init (search-params.ts) allow
 * nothing.
 */
export function usedOnlyAt(index: NodeIndex, root: Root, only: { declaration: Declaration; at: ASTNode; allowed?: (use: ASTPath) => boolean }): boolean {
  const { declaration, at, allowed } = only;
  if (exported(declaration)) return false;
  return bindingUses(index, root, declaration).every((ref) => ref.value === at || (allowed?.(ref) ?? false));
}
