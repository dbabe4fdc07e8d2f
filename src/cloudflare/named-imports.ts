import type { Identifier } from 'jscodeshift';
import type { RunDeclaration, TransformContext } from '../types';
import { currentIndex } from '../ast/node-index';

/** A name this file imports by name (`import { A as B } from './m'`) and what the run knows of its declaration there. */
export interface NamedImport {
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
  if (!modules) return [];
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
