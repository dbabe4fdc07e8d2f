import type { ASTNode } from 'jscodeshift';
import { unwrap } from './syntax';

/** What a module's top level declares under `name`: a class, a function, or a const's value. */
export function topLevel(file: ASTNode, name: string): ASTNode | undefined {
  const program = (file as { program?: ASTNode }).program ?? file;
  for (const s0 of (program as { body: ASTNode[] }).body) {
    const s = (s0.type === 'ExportNamedDeclaration' || s0.type === 'ExportDefaultDeclaration') && (s0 as { declaration?: ASTNode }).declaration ? (s0 as { declaration: ASTNode }).declaration : s0;
    const id = (s as { id?: { name?: string } }).id;
    if ((s.type === 'ClassDeclaration' || s.type === 'FunctionDeclaration') && id?.name === name) return s;
    if (s.type === 'VariableDeclaration' && (s as { kind: string }).kind === 'const') {
      const d = (s as { declarations: Array<{ id: { type: string; name?: string }; init?: ASTNode }> }).declarations.find((x) => x.id.type === 'Identifier' && x.id.name === name);
      const init = unwrap(d?.init);
      if (init) return init;
    }
  }
  return undefined;
}
