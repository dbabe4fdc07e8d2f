import type { ASTNode, ASTPath, Identifier } from 'jscodeshift';
import { identifiersNamedIn, type NodeIndex, type Root } from '../ast/node-index';
import { allDeclarations, declarationsAt, type Declaration } from '../ast/scope';
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

/** Wrappers of an expression whose own node is a TypeScript one: what they hold is still read there. */
const EXPRESSION_WRAPPERS = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion']);

/**
 * Where the value of the name `id` declares is read (a variable's, a parameter's, a loop head's): its
 * `bindingUses` but a shorthand's key (its value is the read), a name a pattern writes and a name in a type (`typeof x`). None
 * when no declaration of the file is `id`.
 */
export function declaredReads(index: NodeIndex, root: Root, id: Identifier): ASTPath[] {
  const declaration = allDeclarations(index, id.name).find((d) => d.id === id);
  if (!declaration) return [];
  return bindingUses(index, root, declaration).filter((ref) => {
    const parent = ref.parent?.value as ASTNode | undefined;
    // `{ x }`: the key is the value's twin; in a pattern (`({ x } = o)`) both are written, not read.
    if (parent && 'shorthand' in parent && parent.shorthand && (ref.name === 'key' || ref.parent.parent?.value?.type === 'ObjectPattern')) return false;
    return !(parent && parent.type.startsWith('TS') && !EXPRESSION_WRAPPERS.has(parent.type));
  });
}

/** Whether a declaration is exported where it is written (`export const q = …`): importers may read it. */
export function exported(declaration: Declaration): boolean {
  return declaration.declarator?.parent?.parent?.value?.type === 'ExportNamedDeclaration';
}

/** Whether the module exports the name at all: declared in an export (`export let x`), or named by an export list among its uses (`export { x }`). */
export function exportedName(declaration: Declaration, uses: readonly ASTPath[]): boolean {
  return exported(declaration) || uses.some((p) => p.parent?.value.type === 'ExportSpecifier');
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
