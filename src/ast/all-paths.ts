import type { ASTPath, JSCodeshift } from 'jscodeshift';
import { typeFacts } from './field-names';

/**
 * Every node path under the roots (the roots themselves excluded), in the order and with the paths
 * `root.find(j.Node)` gives, without ast-types' visitor (which allocates a context per node and costs
 * six times as much). Like that visitor, it fills in the default value of a field a node lacks, and
 * walks into plain objects and arrays; iterative, so very deep trees do not exhaust the stack.
 * `cut`: a path the walk does not enter; `here` is told when the walk reaches it (a tree index walks
 * the Program's statements one by one, see tree-index.ts).
 */
export function allPaths(j: JSCodeshift, roots: ASTPath[], visit: (p: ASTPath) => void, cut?: { at: ASTPath; here: () => void }): void {
  const { types } = j;
  const { getFieldValue } = types;
  const hasOwn = Object.prototype.hasOwnProperty;
  const stack: ASTPath[] = roots.slice().reverse();
  const top = new Set(stack);
  const children: ASTPath[] = [];
  while (stack.length > 0) {
    const path = stack.pop()!;
    if (path === cut?.at) {
      cut.here();
      continue;
    }
    const value = path.value;
    if (value === null || typeof value !== 'object') continue;
    children.length = 0;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) children.push(path.get(i));
    } else {
      // (A plain object such as a template element's { raw, cooked } is walked too.)
      const { names, isNode } = typeFacts(types, value);
      if (isNode && !top.has(path)) visit(path);
      // A node as the walk sees it: its fields by name.
      const fields = value as unknown as Record<string, unknown>;
      for (const name of names) {
        if (!hasOwn.call(value, name)) fields[name] = getFieldValue(value, name);
        const child = fields[name];
        if (child !== null && typeof child === 'object') children.push(path.get(name));
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** Whether `path` was made under `at` (a walk's paths keep their parents: the paths of a replaced subtree still lead to `at`). */
export function madeUnder(path: ASTPath, at: ASTPath): boolean {
  for (let p = path.parentPath; p; p = p.parentPath) if (p === at) return true;
  return false;
}

/** The root's node, when `path` is still where it was (each path up to the root holds its node at its name in its parent). */
export function rootHolding(path: ASTPath): unknown {
  let p: ASTPath = path;
  for (; p.parentPath; p = p.parentPath) {
    const parent: unknown = p.parentPath.value;
    if (parent === null || typeof parent !== 'object' || (parent as Record<string | number, unknown>)[p.name] !== p.value) return undefined;
  }
  return p.value;
}
