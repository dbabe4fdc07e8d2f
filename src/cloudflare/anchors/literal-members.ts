import type { ASTNode } from 'jscodeshift';
import type { NodeIndex } from '../../ast/node-index';
import { isMember, keyName, receiverKey, unwrap, type MaybeNode } from '../../ast/syntax';

/*
 * The properties of an object literal held by a const, as `this.name` keys owned by the literal: in
 * its methods `this` is the literal (src/ast/object-this.ts), so `this.http.get(…)` in
 * `const api = { http: axios.create({ baseURL }), pk(z) {…} }` reads its `http`. A literal the file
 * writes a property of through its name (`api.http = stub`, `Object.assign(api, …)`), or one with a
 * spread or a computed key,
 * gives none.
 */

/** A property `key` (`this.name`) of the literal `object`, and the expression it is given. */
export interface LiteralMember {
  key: string;
  init: ASTNode;
  object: ASTNode;
}

/** The properties of the file's const object literals with a method, that the file writes no other way. */
export function literalMembers(index: NodeIndex): LiteralMember[] {
  // Names whose object the file writes through: `api.http = …`, `api.a.b = …`, `Object.assign(api, …)`.
  const written = new Set<string>();
  const root = (n: MaybeNode): string | undefined => {
    let o = unwrap(n);
    while (isMember(o)) o = unwrap(o.object);
    return o?.type === 'Identifier' ? o.name : undefined;
  };
  index.of('AssignmentExpression').forEach((p) => {
    const left = unwrap((p.value as { left: ASTNode }).left);
    const name = isMember(left) ? root(left) : undefined;
    if (name) written.add(name);
  });
  index.of('CallExpression').forEach((p) => {
    const { callee, arguments: args } = p.value as { callee: ASTNode; arguments: ASTNode[] };
    const name = isMember(callee) && receiverKey(callee.object) === 'Object' ? root(args[0]) : undefined;
    if (name) written.add(name);
  });
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
