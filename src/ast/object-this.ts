import type { ASTNode, ASTPath } from 'jscodeshift';
import { isFunction } from './syntax';

/*
 * `this` in a method of an object literal held by a const (`const api = { http: …, pk(z) { return
 * this.http.get(…) } }`): called as `api.pk(…)`, `this` is that object, so `this.http` reads the
 * literal's own `http`. Only a method written as one (not an arrow, whose `this` is the outer one, nor
 * a getter or a `function` value), through arrows inside it, and only where the literal is a const's
 * initialiser (src/cloudflare/anchors/literal-members.ts keys its properties `this.name` for it). A
 * class's `this` is thisMember's (scope.ts).
 */

/** The path of the node holding the one at `p` (past the lists between them). */
function nodeAbove(p: ASTPath): ASTPath | null {
  let up: ASTPath | null = p.parentPath;
  while (up && Array.isArray(up.value)) up = up.parentPath;
  return up;
}

/** The object literal whose method's `this` a path sees, or undefined. */
export function objectThis(path: ASTPath): ASTNode | undefined {
  let p: ASTPath | null = path;
  for (; p; p = p.parentPath) {
    const v = p.value as ASTNode | ASTNode[] | null;
    if (!v || Array.isArray(v) || v.type === 'ArrowFunctionExpression') continue;
    if (v.type === 'ClassBody') return undefined;
    if (isFunction(v)) break;
  }
  const method = p?.value as { type?: string; kind?: string; computed?: boolean } | undefined;
  if (method?.type !== 'ObjectMethod' || method.kind !== 'method') return undefined;
  const up = nodeAbove(p!);
  const holderPath = up && nodeAbove(up);
  const object = up?.value as ASTNode | undefined;
  const holder = holderPath?.value as { type?: string; init?: ASTNode; id?: ASTNode } | undefined;
  const declaration = holderPath ? (nodeAbove(holderPath)?.value as { type?: string; kind?: string } | undefined) : undefined;
  if (object?.type !== 'ObjectExpression' || holder?.type !== 'VariableDeclarator' || holder.init !== object || holder.id?.type !== 'Identifier') return undefined;
  return declaration?.type === 'VariableDeclaration' && declaration.kind === 'const' ? object : undefined;
}
