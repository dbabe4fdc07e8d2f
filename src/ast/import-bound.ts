import type { ASTPath } from 'jscodeshift';
import type { NodeIndex } from './node-index';
import { declarationsAt } from './scope';
import { isMember, requiredModule, unwrap, type MaybeNode } from './syntax';

/*
 * Whether a name, where it is read, is the binding one of the module's imports makes: the names other
 * modules' anchors come in under (src/project/module-links.ts) are keyed by their local name for the
 * whole file, but a name is a binding. A parameter (`probe(cfUrl, account)`: the caller's URL maker),
 * a local `const cfUrl = (p) => new URL(p, mirror)` or `const links = {…}` of the same name is not the
 * import, and what the import brings does not hold for it.
 */

/**
 * Whether `name` at `at` stands for an import of the module: `import { name }`, `import name`,
 * `import * as name`, `import name = require('m')`, or a module-level `const` given `require('m')`,
 * `require('m').x` or destructured from `require('m')`. False for a name declared in a scope nearer
 * `at`, declared twice, or declared at the top by anything else.
 */
export function isImportBindingAt(index: NodeIndex, at: ASTPath, name: string): boolean {
  const found = declarationsAt(index, at, name);
  if (found.length !== 1 || found[0].scope.type !== 'Program') return false;
  const [{ id, declarator }] = found;
  if (declarator) {
    const kind = (declarator.parent?.value as { kind?: string } | undefined)?.kind;
    const init = unwrap((declarator.value as { init?: MaybeNode }).init);
    return kind === 'const' && (requiredModule(init) !== undefined || (isMember(init) && requiredModule(unwrap(init.object)) !== undefined));
  }
  const holder = index.pathOf(id)?.parent?.value as { type?: string } | undefined;
  return holder?.type === 'ImportSpecifier' || holder?.type === 'ImportDefaultSpecifier' || holder?.type === 'ImportNamespaceSpecifier' || holder?.type === 'TSImportEqualsDeclaration';
}

/** The identifier a callee is read through (`cfUrl` in `cfUrl(…)`, `links` in `links.cfUrl(…)`); undefined for anything else. */
export function calleeHead(callee: MaybeNode): MaybeNode {
  let n = unwrap(callee);
  while (isMember(n) && !n.computed) n = unwrap(n.object);
  return n?.type === 'Identifier' ? n : undefined;
}
