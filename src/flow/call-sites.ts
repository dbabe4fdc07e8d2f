import type { ASTPath, CallExpression } from 'jscodeshift';
import { pathOfNode, type IndexContext, type NodeIndex } from '../ast/node-index';
import { declarationsAt, topLevelDeclarations } from '../ast/scope';
import { commonJsExportName, isMember, isProperty, type FunctionNode } from '../ast/syntax';
import { moduleExports } from '../ast/module-exports';

/*
 * Where a function of the file is called, when those are all the places it can be: the file only
 * calls it by its name (a function declaration, or a `const` given an arrow or a function), never
 * exports it nor hands it on (a callback, a property, `export { f }`), so the values its parameters
 * hold are the union of what these calls pass (docs/value-flow.md). A class's constructor likewise, its
 * calls the file's `new`s of the class (run-sites.ts's `constructionSites`). The SDK chains (clients.ts) and
 * the records followed into a function's parameter (src/cloudflare/responses/passed-items.ts) ask it.
 */

/** The uses of the name a function of the file is declared with: its calls, and whether it is exported or used any other way. */
interface NamedUses {
  /** `f(…)` and `f?.(…)`. */
  calls: ASTPath[];
  /** Some call is optional (`f?.(…)`). */
  optional: boolean;
  /** Exported where it is declared (`export function f`, `export const f = …`). */
  exported: boolean;
  /** Used other than called (handed on, a property's value, `export { f }`). */
  other: boolean;
}

/** The uses of the name `fn` is declared with (a function declaration's, or the `const` given it), or undefined when it has none. */
function namedUses(ctx: IndexContext, index: NodeIndex, fn: FunctionNode): NamedUses | undefined {
  const at = pathOfNode(ctx, fn);
  const holder = at?.parentPath?.value;
  const id = fn.type === 'FunctionDeclaration' ? fn.id : holder?.type === 'VariableDeclarator' && holder.init === fn && holder.id.type === 'Identifier' ? holder.id : undefined;
  if (!at || !id) return undefined;
  const exportedAs = (fn.type === 'FunctionDeclaration' ? at.parentPath : at.parentPath?.parentPath?.parentPath)?.value?.type;
  const uses: NamedUses = { calls: [], optional: false, exported: exportedAs === 'ExportNamedDeclaration' || exportedAs === 'ExportDefaultDeclaration', other: false };
  for (const ref of index.of('Identifier')) {
    if (ref.value.name !== id.name || ref.value === id) continue;
    const parent = ref.parentPath?.value;
    // A member's key or an object's key of the same name is not a reference.
    if ((isMember(parent) && parent.property === ref.value && !parent.computed) || (isProperty(parent) && parent.key === ref.value && !parent.computed && !parent.shorthand)) continue;
    const found = declarationsAt(index, ref, id.name);
    if (found.length !== 1 || found[0].id !== id) continue;
    if ((parent?.type === 'CallExpression' || parent?.type === 'OptionalCallExpression') && parent.callee === ref.value) {
      uses.calls.push(ref.parentPath);
      if (parent.type === 'OptionalCallExpression') uses.optional = true;
    } else uses.other = true;
  }
  // `module.exports.f(…)` of a top-level `f` the module exports (an export: not all its calls, callSites says none).
  if (topLevelDeclarations(index, id.name).some((d) => d.id === id)) uses.calls.push(...ownExportCalls(index, ctx.root.get().value, id.name));
  return uses;
}

/** Every call of `fn` when the file only calls it by its name (not exported, not handed on), or undefined. */
export function callSites(ctx: IndexContext, index: NodeIndex, fn: FunctionNode): ASTPath<CallExpression>[] | undefined {
  const uses = namedUses(ctx, index, fn);
  if (!uses || uses.exported || uses.other || uses.optional) return undefined;
  return uses.calls as ASTPath<CallExpression>[];
}

/** Where the file calls `fn` by the name it is declared with, or through its own CommonJS exports (`ownExportCalls`), whether or not it is also exported or handed on (none when it has no name). */
export function callsByName(ctx: IndexContext, index: NodeIndex, fn: FunctionNode): ASTPath[] {
  return namedUses(ctx, index, fn)?.calls ?? [];
}

/**
 * The calls a CommonJS module makes of its own top-level `local` through what it exports it as
 * (`module.exports = { list }` or `exports.list = list`, then `module.exports.list(…)`, `exports.list(…)`),
 * `module` and `exports` being the module's own (not declared in the file).
 */
export function ownExportCalls(index: NodeIndex, file: { program?: unknown }, local: string, kind: 'CallExpression' | 'NewExpression' = 'CallExpression'): ASTPath[] {
  const written = moduleExports(file);
  const names = written.commonJs ? written.names.get(local) : undefined;
  if (!names) return [];
  return index.of('MemberExpression').flatMap((p) => {
    const name = commonJsExportName(p.value);
    const call = p.parentPath?.value;
    if (name === undefined || !names.has(name) || call?.type !== kind || call.callee !== p.value) return [];
    const base = p.value.object.type === 'Identifier' ? p.value.object : p.value.object.type === 'MemberExpression' ? p.value.object.object : undefined;
    return base?.type === 'Identifier' && declarationsAt(index, p, base.name).length === 0 ? [p.parentPath as ASTPath] : [];
  });
}
