import { isPlainNode, someNode, type PlainNode as Node } from './walk';

/*
 * Whether a module's program reaches some of the names a namespace binding holds: `import * as dns
 * from './types'` (also `import dns = require(…)`, `const dns = require(…)`, a namespace re-exported as
 * `export * as dns from`) used as `dns.Rec` in a type, `dns.value`, `dns['Rec']`. A use that may reach
 * any of them (the namespace passed on bare, `dns[key]`, `typeof dns`) counts too; the binding itself
 * and a property or key of the same name (`x.dns`, `{ dns: 1 }`) do not.
 */

/** Whether `program` uses the namespace bound to `local` for one of `names`, or in a way that may reach any name. */
export function usesNamespaceFor(program: unknown, local: string, names: readonly string[]): boolean {
  return someNode(program, (node, parent, key) => node.type === 'Identifier' && node.name === local && parent !== undefined && reaches(parent, key, names));
}

/** Whether an identifier named like the namespace, at `key` of `parent`, uses the namespace for one of `names`. */
function reaches(parent: Node, key: string, names: readonly string[]): boolean {
  switch (parent.type) {
    case 'ImportNamespaceSpecifier':
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'TSImportEqualsDeclaration':
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return false;
    case 'VariableDeclarator':
      return key !== 'id';
    case 'TSQualifiedName':
      return key === 'left' && names.includes(nameOf(parent.right) ?? '');
    case 'MemberExpression':
    case 'OptionalMemberExpression': {
      if (key !== 'object') return parent.computed === true;
      const property = parent.property as Node;
      const name = parent.computed ? (property.type === 'StringLiteral' ? (property.value as string) : undefined) : nameOf(property);
      return name === undefined || names.includes(name);
    }
    case 'ObjectProperty':
    case 'ObjectMethod':
    case 'ClassProperty':
    case 'ClassMethod':
    case 'TSPropertySignature':
    case 'TSMethodSignature':
      return key !== 'key' || parent.computed === true;
    case 'ExportSpecifier':
      return key === 'local';
    default:
      return true;
  }
}

const nameOf = (n: unknown): string | undefined => (isPlainNode(n) && n.type === 'Identifier' ? (n.name as string) : undefined);
