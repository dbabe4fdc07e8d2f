import type { ASTNode, ASTPath } from 'jscodeshift';
import type { Declaration } from '../ast/scope';
import { keyName, requiredModule, stringValue, unwrap } from '../ast/syntax';
import { unknown, type ImportValue, type Value } from './value';

/*
 * Values that come from another module: an import binding (`import { Zones } from './zones'`, a
 * default or namespace import), a name destructured from `require('./client')` or the module
 * `require` returns. The layer answers them as an import value (value.ts): which module, which
 * export, the members read on it and whether it was constructed; the recogniser that asks resolves it
 * in the module that declares it (the run's modules know where that is: src/cloudflare/calls/flow-callee.ts).
 */

/** What an import binding holds (`declaration` is its local name's): an import value, unknown for a type-only import. */
export function importedValues(holder: ASTPath, declaration: Declaration, read: ASTNode): Value[] | undefined {
  const spec = holder.value as { type: string; importKind?: string; local?: ASTNode; imported?: ASTNode & { name?: string }; moduleReference?: ASTNode & { expression?: ASTNode } };
  // `import x = require('m')`: the module, as `const x = require('m')` holds it (unknown for `import type` and `import x = A.B`).
  const ref = spec.type === 'TSImportEqualsDeclaration' && spec.importKind !== 'type' ? spec.moduleReference : undefined;
  if (spec.type === 'TSImportEqualsDeclaration') return [ref?.type === 'TSExternalModuleReference' && stringValue(ref.expression) !== undefined ? imported(stringValue(ref.expression)!, '*', read) : unknown(read)];
  const decl = holder.parentPath?.parentPath?.value as { type: string; importKind?: string; source?: ASTNode } | undefined;
  if (decl?.type !== 'ImportDeclaration') return undefined;
  if (decl.importKind === 'type' || spec.importKind === 'type') return [unknown(read)];
  const source = stringValue(decl.source);
  if (source === undefined) return [unknown(read)];
  let name: string | undefined;
  if (spec.type === 'ImportDefaultSpecifier') name = 'default';
  else if (spec.type === 'ImportNamespaceSpecifier') name = '*';
  else if (spec.type === 'ImportSpecifier' && spec.local === declaration.id) name = spec.imported?.type === 'Identifier' ? spec.imported.name : stringValue(spec.imported);
  return name === undefined ? [unknown(read)] : [imported(source, name, read)];
}

/** What a name destructured from `require('…')` holds (`const { Client } = require('./client')`): that export of the module. */
export function requiredValues(declarator: ASTPath, declaration: Declaration, read: ASTNode): Value[] | undefined {
  const { id, init } = declarator.value as { id: { type: string; properties?: Array<ASTNode & { value?: ASTNode; computed?: boolean }> }; init?: ASTNode };
  const source = requiredModule(unwrap(init));
  if (source === undefined || id.type !== 'ObjectPattern') return undefined;
  const prop = (id.properties ?? []).find((p) => (p.type === 'ObjectProperty' || p.type === 'Property') && p.value === declaration.id);
  const name = prop && !prop.computed ? keyName(prop as never) : undefined;
  return [name ? imported(source, name, read) : unknown(read)];
}

/** What a call of `require('…')` holds: the module, as a namespace (its exports are its members). */
export function requireCallValues(call: ASTNode): Value[] | undefined {
  const source = requiredModule(call);
  return source === undefined ? undefined : [imported(source, '*', call)];
}

/** HTTP clients a browser script reads as globals (a `<script>` tag's `axios`): read where the file declares no such name, each is its package's default export. */
export const GLOBAL_CLIENTS: ReadonlySet<string> = new Set(['axios', 'got', 'ky']);

/** What an undeclared name holds when it is a client's global (`axios`): that package, as if imported. */
export const globalClient = (name: string, read: ASTNode): ImportValue | undefined => (GLOBAL_CLIENTS.has(name) ? imported(name, 'default', read) : undefined);

const imported = (source: string, name: string, node: ASTNode): ImportValue => ({ kind: 'import', source, name, members: [], instance: false, node });
