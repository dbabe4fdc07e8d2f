import type { ASTNode, ASTPath, JSCodeshift } from 'jscodeshift';
import { enclosingFunction, isValueUse } from './bindings';
import { isFunction } from './syntax';
import { pathsUnder } from './node-index';

/*
 * The references of a binding: where the value a name holds is read. The tracers that follow a
 * value through the names that hold it (a response's result, a record, a callback's parameter) all
 * ask this one question, so they agree on what a reference is.
 */

/** Wrappers of an expression whose own node is a TypeScript one: what they hold is still read there. */
const EXPRESSION_WRAPPERS = new Set(['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion']);

/**
 * The identifiers named `name` inside `scope` that read a value: not a property key or a member's
 * name, not a declaration (a declarator's name, a function's parameter, a shorthand key of a
 * destructuring pattern), not a name in a type; `except` (the binding itself) left out too. `scope`
 * may be a path, and then the references keep their ancestors up to the program (review markers and
 * the tracers that climb out of casts use them). Shadowing is not looked at: the tracers ask inside
 * the block where the name is declared.
 */
export function valueReferences(j: JSCodeshift, scope: ASTPath | ASTNode, name: string, except?: ASTNode): ASTPath[] {
  const isReference = (p: ASTPath): boolean => {
    if (p.value === except || !isValueUse(p)) return false;
    const parent = p.parent?.value as ASTNode | undefined;
    if (isFunction(parent) && parent.params.some((param) => param === p.value)) return false;
    return !(parent && /^TS/.test(parent.type) && !EXPRESSION_WRAPPERS.has(parent.type));
  };
  // A path's scope is walked without ast-types' visitor (a const at the top level walked the whole
  // file for each request holding a response: node-index.ts's walk finds the same paths, in order).
  if (scope instanceof j.types.NodePath) {
    return pathsUnder(j, scope as ASTPath, IDENTIFIER_VISITED).filter((p) => hasOwn.call(p.value, 'name') && (p.value as { name?: unknown }).name === name && isReference(p));
  }
  return j(scope as ASTNode)
    .find(j.Identifier, { name })
    .filter(isReference)
    .paths();
}

/** The types `find(j.Identifier)` visits: Identifier and those ast-types bases on it. */
const IDENTIFIER_VISITED: ReadonlySet<string> = new Set(['Identifier', 'JSXIdentifier', 'TSTypeParameter']);

const hasOwn = Object.prototype.hasOwnProperty;

/** The block a `const` declared at `declarator` is visible in: its function, or the program (the root path). */
export function declarationScope(declarator: ASTPath): ASTPath {
  const fn = enclosingFunction(declarator);
  if (fn) return fn;
  let cur = declarator;
  while (cur.parentPath) cur = cur.parentPath;
  return cur;
}
