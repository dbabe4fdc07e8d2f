import { keyName, type FunctionNode } from './syntax';

/*
 * The names a function reads on its own `this` (docs/value-flow.md, "Classes and instances"): a class
 * that overrides one of them changes what the function does when called on it (src/project/static-builders.ts,
 * src/cloudflare/calls/flow-callee.ts).
 */

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
