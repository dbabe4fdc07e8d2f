import type { ASTNode } from 'jscodeshift';
import { keyName, type FunctionNode } from '../ast/syntax';

/*
 * A class's static URL builders, exported for its subclasses in other modules (docs/value-flow.md,
 * "Classes and instances"): `static url(path) { return new URL(`${this.root()}/${path}`) }` in a base
 * class, called as `Zones.url(…)` by `class Zones extends Base` elsewhere. `this` in the builder is
 * then the subclass, so the names the builder reads on `this` travel with it: a subclass that declares
 * one of them (`static root() { return MIRROR }`) builds another URL (src/cloudflare/anchors/inherited-builder.ts).
 */

/** A class's own static methods with a plain name, as [name, function]. */
export function staticMethods(cls: { body: { body: ASTNode[] } }): Array<[string, FunctionNode]> {
  return cls.body.body.flatMap((m): Array<[string, FunctionNode]> => {
    const member = m as ASTNode & { static?: boolean; kind?: string; computed?: boolean };
    const name = member.type === 'ClassMethod' && member.static && member.kind === 'method' && !member.computed ? keyName(member as never) : undefined;
    return name !== undefined ? [[name, member as unknown as FunctionNode]] : [];
  });
}

/** The member names a function reads on its own `this` (`this.root()`, `this.base`), through arrows; `*` for a computed or whole `this`. */
export function thisReads(fn: FunctionNode): string[] {
  const found = new Set<string>();
  const visit = (n: unknown, parent: Record<string, unknown> | undefined, inner: boolean): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      n.forEach((c) => visit(c, parent, inner));
      return;
    }
    const node = n as Record<string, unknown> & { type?: string };
    if (typeof node.type !== 'string') return;
    // A nested function other than an arrow has a `this` of its own.
    if (inner && /^(FunctionDeclaration|FunctionExpression|ObjectMethod|ClassMethod)$/.test(node.type)) return;
    if (node.type === 'ThisExpression' || node.type === 'Super') {
      const member = parent && /MemberExpression$/.test(String(parent.type)) && parent.object === node && !parent.computed ? keyName({ key: parent.property } as never) : undefined;
      found.add(member ?? '*');
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'comments' || key === 'leadingComments' || key === 'trailingComments' || key === 'tokens') continue;
      visit(value, node, true);
    }
  };
  const f = fn as unknown as { params: unknown; body: unknown };
  visit(f.params, undefined, true);
  visit(f.body, undefined, true);
  return [...found];
}
