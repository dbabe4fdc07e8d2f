import type { ASTNode, ASTPath, VariableDeclarator } from 'jscodeshift';
import { isFunction } from './syntax';
import { isInside } from './node-index';

/*
 * Block scope of `let` and `const`: a function may declare one name several times, once in each of
 * sibling blocks (`case 'create': { const body = … }` beside `case 'update': { const body = … }`, the
 * two branches of an `if`), and each declaration is seen only inside its own block.
 *
 * Not scope.ts's declarationsAt, which knows the same blocks: asked there, three answers would change
 * (__tests__/ast/block-scope.test.ts pins the first two): a `const` in a namespace's block inside a
 * function (here the block is the function's, so two namespaces' declarations are both seen: unknown),
 * a `let` of an inner block beside a `var` of the function (unknown here), and a catch parameter of
 * the name inside the block (passed over here, so the block's declarator is answered).
 */

/** Nodes that open a scope for the `let` / `const` declared directly in them (a `switch`'s cases share one). */
const BLOCKS = new Set(['BlockStatement', 'SwitchStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'StaticBlock', 'Program']);

/** The block a `let` / `const` declarator is scoped to; undefined for a `var` (scoped to its function) or a declarator outside a statement. */
function blockOf(declarator: ASTPath<VariableDeclarator>): ASTNode | undefined {
  const declaration = declarator.parent?.value;
  if (declaration?.type !== 'VariableDeclaration' || declaration.kind === 'var') return undefined;
  for (let p: ASTPath | null = declarator.parent?.parent ?? null; p; p = p.parent) {
    if (BLOCKS.has(p.value?.type)) return p.value;
    if (isFunction(p.value)) return undefined;
  }
  return undefined;
}

/**
 * Of several declarators of one name in one function, the one `at` sees: the `let` / `const` whose
 * block holds `at`, when exactly one does and no other declarator of the name sits inside that block
 * (a nested block declaring it again would take some of its uses). Undefined otherwise, a `var` among
 * them included. Returns the block too: the assignments that reach the declarator are those inside it.
 */
export function declarationInScope(
  declarators: readonly ASTPath<VariableDeclarator>[],
  at: ASTPath,
): { declarator: ASTPath<VariableDeclarator>; block: ASTNode } | undefined {
  const scoped = declarators.map((d) => ({ declarator: d, block: blockOf(d) }));
  if (scoped.some((s) => s.block === undefined)) return undefined;
  const seeing = scoped.filter((s) => isInside(at, s.block!));
  if (seeing.length !== 1) return undefined;
  const [one] = seeing;
  if (scoped.some((s) => s !== one && isInside(s.declarator, one.block!))) return undefined;
  return { declarator: one.declarator, block: one.block! };
}
