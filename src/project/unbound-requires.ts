import { isModuleExports, requiredModule, stringValue, unwrap, type MaybeNode } from '../ast/syntax';
import { usesNamespaceFor } from './namespace-uses';
import { someNode, type PlainNode } from './walk';

/*
 * Whether a module reaches another in a way its links (module-links.ts: top-level imports and
 * `require` declarations) do not say, so the importers found through them are not all its readers:
 * a `require('./paths')` inside a function or read inline (`require('./paths').ROUTES.kvKeys`), a
 * dynamic `import('./paths')`, or a top-level namespace binding of it used bare or by a computed key
 * (`register(paths)`, `paths[key]`). Asked of a module whose exported const another module may read
 * (src/cloudflare/urls/exported-readers.ts): such a read is unknown.
 */

/**
 * Whether `program` reaches a module `target` says yes to (by specifier) other than through a top-level
 * binding read member by member. `barrel`: whether its top-level `module.exports = require('./paths')`
 * is no unknown reader (the importers are followed through it, or no module of the run reaches it).
 * `exportsWhole`, when given: whether `const x = require(specifier)` binds a declaration the module exports whole
 * (`module.exports = function …`), which its importers are read for as a name (`x(…)` is a call of it), no namespace.
 * `namespaceDefault`: whether an import's default is a namespace of the module's names (`export default { f }`).
 */
export function unboundReach(program: unknown, target: (specifier: string) => boolean, barrel: () => boolean, exportsWhole?: (specifier: string) => boolean, namespaceDefault?: (specifier: string) => boolean): boolean {
  const bound = new Set<unknown>();
  const namespaces: string[] = [];
  for (const statement of ((program as { body?: PlainNode[] }).body ?? [])) {
    const s = statement.type === 'ExportNamedDeclaration' && statement.declaration ? (statement.declaration as PlainNode) : statement;
    const assigned = s.type === 'ExpressionStatement' ? (s.expression as PlainNode) : undefined;
    const whole = assigned?.type === 'AssignmentExpression' && isModuleExports(assigned.left as MaybeNode) ? unwrap(assigned.right as MaybeNode) : undefined;
    if (whole !== undefined && requiredModule(whole) !== undefined && target(requiredModule(whole)!) && barrel()) bound.add(whole);
    if (s.type === 'ImportDeclaration') {
      const spec = stringValue(s.source as MaybeNode);
      if (spec === undefined || !target(spec)) continue;
      const whole = (x: PlainNode): boolean => x.type === 'ImportNamespaceSpecifier' || (x.type === 'ImportDefaultSpecifier' && !!namespaceDefault?.(spec));
      for (const x of (s.specifiers ?? []) as PlainNode[]) if (whole(x)) namespaces.push((x.local as { name: string }).name);
    }
    if (s.type !== 'VariableDeclaration') continue;
    for (const d of s.declarations as Array<{ id: PlainNode; init?: MaybeNode }>) {
      const init = unwrap(d.init);
      // `const x = require('m')`, `const { a } = require('m')`, `const a = require('m').a` (module-links.ts's requireBindings).
      const call = requiredModule(init) !== undefined ? init : init?.type === 'MemberExpression' && !init.computed && d.id.type === 'Identifier' ? unwrap(init.object) : undefined;
      const spec = requiredModule(call);
      if (spec === undefined || (d.id.type !== 'Identifier' && d.id.type !== 'ObjectPattern')) continue;
      bound.add(call?.type === 'MemberExpression' ? unwrap(call.object) : call);
      if (target(spec) && d.id.type === 'Identifier' && call === init && !exportsWhole?.(spec)) namespaces.push(d.id.name as string);
    }
  }
  const loose = someNode(program, (node) => {
    const isCall = node.type === 'CallExpression' || node.type === 'ImportExpression';
    if (!isCall || bound.has(node)) return false;
    const callee = node.callee as PlainNode | undefined;
    const source = node.type === 'ImportExpression' ? node.source : callee?.type === 'Import' || (callee?.type === 'Identifier' && callee.name === 'require') ? (node.arguments as unknown[])[0] : undefined;
    const spec = source === undefined ? undefined : stringValue(source as MaybeNode);
    return spec !== undefined && target(spec);
  });
  // A namespace used bare or by a computed key may hand any of its names on (namespace-uses.ts with no name asked).
  return loose || namespaces.some((local) => usesNamespaceFor(program, local, []));
}
