import type { ASTNode, ASTPath } from 'jscodeshift';
import { thisHolder } from './scope';

/*
 * `this` in a method of an object literal held by a const (`const api = { http: …, pk(z) { return
 * this.http.get(…) } }`): called as `api.pk(…)`, `this` is that object, so `this.http` reads the
 * literal's own `http`. Only a method written as one (not an arrow, whose `this` is the outer one, nor
 * a getter or a `function` value), through arrows inside it, and only where the literal is a const's
 * initialiser (the layer reads its members there: src/flow/this-every.ts). A
 * class's `this` is thisMember's; both ask scope.ts's thisHolder which function's `this` a path sees.
 */

/** The path of the node holding the one at `p` (past the lists between them). */
function nodeAbove(p: ASTPath): ASTPath | null {
  let up: ASTPath | null = p.parentPath;
  while (up && Array.isArray(up.value)) up = up.parentPath;
  return up;
}

/** The object literal whose method's `this` a path sees (thisHolder's function, when it is such a method), or undefined. */
export function objectThis(path: ASTPath): ASTNode | undefined {
  const holder = thisHolder(path);
  const p = holder && 'fn' in holder ? holder.fn : undefined;
  const method = p?.value as { type?: string; kind?: string } | undefined;
  if (method?.type !== 'ObjectMethod' || method.kind !== 'method') return undefined;
  const up = nodeAbove(p!);
  const holderPath = up && nodeAbove(up);
  const object = up?.value as ASTNode | undefined;
  const holderNode = holderPath?.value as { type?: string; init?: ASTNode; id?: ASTNode } | undefined;
  const declaration = holderPath ? (nodeAbove(holderPath)?.value as { type?: string; kind?: string } | undefined) : undefined;
  if (object?.type !== 'ObjectExpression' || holderNode?.type !== 'VariableDeclarator' || holderNode.init !== object || holderNode.id?.type !== 'Identifier') return undefined;
  return declaration?.type === 'VariableDeclaration' && declaration.kind === 'const' ? object : undefined;
}
