import type { ASTNode, Identifier } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../types';
import { currentIndex } from '../ast/node-index';

/** A name this file imports by name (`import { A as B } from './m'`) and what the run knows of its declaration there. */
interface NamedImport {
  /** The identifier the import binds here (`B`). */
  local: Identifier;
  declared: RunDeclaration;
}

/**
 * The names the file imports by name from modules of the run whose declaration the run knows (see
 * RunModules.declaration), those `wanted` by their local name only (no other import is looked up).
 * Empty outside the runner.
 */
export function namedImports(ctx: TransformContext, wanted: (local: string) => boolean = () => true): NamedImport[] {
  const modules = ctx.modules;
  if (!modules || !mayImportFromRun(ctx)) return [];
  const out: NamedImport[] = [];
  currentIndex(ctx).of('ImportDeclaration').forEach((p) => {
    const source = p.value.source.value;
    if (typeof source !== 'string') return;
    for (const spec of p.value.specifiers ?? []) {
      if (spec.type !== 'ImportSpecifier' || spec.imported.type !== 'Identifier' || spec.local?.type !== 'Identifier' || !wanted(spec.local.name)) continue;
      const declared = modules.declaration(source, spec.imported.name);
      if (declared) out.push({ local: spec.local, declared });
    }
  });
  return out;
}

/** A statement that may hold import declarations below the top level: TypeScript's `declare module 'x' { import … }` (also exported). */
const declaresModule = (statement: ASTNode): boolean =>
  statement.type === 'TSModuleDeclaration' || (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'TSModuleDeclaration');

/**
 * Whether the file may import something by name (`import { A } from …`), read from the program's
 * top-level statements, without the node index (which an edit of the tree invalidates: a transform
 * asking after its own edit rebuilt it for files that import nothing, issue 31) and without asking
 * the run where anything is declared (which may read other modules). True when a top-level import
 * has a named specifier, or when a `declare module` block may hold imports of its own; false makes
 * `namedImports` empty whatever it is asked.
 */
export function mayImportFromRun(ctx: Pick<TransformContext, 'root' | 'modules'>): boolean {
  if (!ctx.modules) return false;
  const top = ctx.root.get().value as { program?: { body: ASTNode[] }; body?: ASTNode[] };
  return (top.program?.body ?? top.body ?? []).some(
    (statement) =>
      declaresModule(statement) ||
      (statement.type === 'ImportDeclaration' &&
        typeof statement.source.value === 'string' &&
        (statement.specifiers ?? []).some((spec) => spec.type === 'ImportSpecifier' && spec.imported.type === 'Identifier' && spec.local?.type === 'Identifier')),
  );
}
