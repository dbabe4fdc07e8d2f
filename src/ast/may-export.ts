/** A statement read loosely: export statements and CommonJS assignments, Babel's and ESTree's shapes. */
interface Loose {
  type: string;
  name?: string;
  left?: Loose;
  expression?: Loose;
  declaration?: Loose | null;
  declarations?: Loose[];
  id?: Loose | null;
  specifiers?: Loose[];
  local?: Loose;
  object?: Loose;
}

/**
 * Whether the module (its File or Program node) may export `name`: `export class Name`, `export { Name }`
 * (under any name), `export default Name`, `export = Name`, or any CommonJS export (`module.exports`,
 * `exports.x`), not followed by name here. A module that does none of these gives the name to no other module.
 */
export function mayExport(file: { program?: unknown; body?: unknown }, name: string): boolean {
  const program = (file.program ?? file) as { body?: Loose[] };
  return (program.body ?? []).some((s) => {
    if (s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration') {
      const d = s.declaration;
      if (d?.type === 'Identifier' && d.name === name) return true;
      if (d?.id?.type === 'Identifier' && d.id.name === name) return true;
      if (d?.type === 'VariableDeclaration' && d.declarations?.some((x) => x.id?.type === 'Identifier' && x.id.name === name)) return true;
      return (s.specifiers ?? []).some((spec) => spec.local?.type === 'Identifier' && spec.local.name === name);
    }
    if (s.type === 'TSExportAssignment') return s.expression?.type === 'Identifier' && s.expression.name === name;
    // CommonJS: whatever is assigned, read loosely (any assignment to module.exports or exports.*).
    const e = s.type === 'ExpressionStatement' ? s.expression : undefined;
    if (e?.type !== 'AssignmentExpression') return false;
    let left = e.left;
    while (left?.type === 'MemberExpression') left = left.object;
    return left?.type === 'Identifier' && (left.name === 'module' || left.name === 'exports');
  });
}
