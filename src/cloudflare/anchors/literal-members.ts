import type { ASTNode } from 'jscodeshift';
import type { NodeIndex } from '../../ast/node-index';
import { keyName, unwrap } from '../../ast/syntax';
import { changedInFile } from '../../flow/in-place';

/*
 * The properties of an object literal held by a const, as `this.name` keys owned by the literal: in
 * its methods `this` is the literal (src/ast/object-this.ts), so `this.http.get(…)` in
 * `const api = { http: axios.create({ baseURL }), pk(z) {…} }` reads its `http`. A literal the file
 * changes through its name (`api.http = stub`, `Object.assign(api, …)`: src/flow/in-place.ts), or one
 * with a spread or a computed key, gives none.
 */

/** A property `key` (`this.name`) of the literal `object`, and the expression it is given. */
export interface LiteralMember {
  key: string;
  init: ASTNode;
  object: ASTNode;
}

/** The properties of the file's const object literals with a method, that the file writes no other way. */
export function literalMembers(index: NodeIndex): LiteralMember[] {
  const written = changedInFile(index).anywhere;
  const out: LiteralMember[] = [];
  index.of('VariableDeclarator').forEach((d) => {
    const { id, init } = d.value as { id: ASTNode; init?: ASTNode | null };
    const parent = d.parentPath?.parentPath?.value as { type?: string; kind?: string } | undefined;
    if (id.type !== 'Identifier' || init?.type !== 'ObjectExpression' || parent?.kind !== 'const') return;
    if (written.has((id as { name: string }).name)) return;
    const properties = (init as { properties: Array<ASTNode & { computed?: boolean }> }).properties;
    // (Only a literal with a method has a `this` to read them through.)
    if (!properties.some((p) => p.type === 'ObjectMethod' && (p as { kind?: string }).kind === 'method')) return;
    if (properties.some((p) => p.type === 'SpreadElement' || p.computed)) return;
    properties.forEach((p) => {
      const name = p.type === 'ObjectProperty' || p.type === 'Property' ? keyName(p as never) : undefined;
      const value = unwrap((p as { value?: ASTNode }).value);
      if (name && value) out.push({ key: `this.${name}`, init: value, object: init });
    });
  });
  return out;
}
