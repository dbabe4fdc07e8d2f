import type { ASTPath, Identifier } from 'jscodeshift';
import type { RecognitionContext } from '../calls/calls';
import type { NodeIndex } from '../../ast/node-index';
import { pathOfNode } from '../../ast/node-index';
import { INLINE_EXPORT, moduleExports } from '../../ast/module-exports';
import type { FunctionNode } from '../../ast/syntax';

/** An exported function of the file: its path, its name (the declaration's, as the run's declarations know it: INLINE_EXPORT for one written inline in the export). */
export interface ExportedFunction {
  fn: ASTPath<FunctionNode>;
  name: string;
  /** The identifier declaring it; none for one written inline. */
  id?: Identifier;
  /** The constructor of an exported class (`name` is the class's): its sites are the class's `new`s. */
  constructs?: true;
}

/**
 * The functions with a body a module exports (src/ast/module-exports.ts says under which names): a
 * function declaration or a `const` holding an arrow or function, exported where it is written (`export
 * function f`, `export const f = (…) => …`, `export default function f`) or by name once declared at the
 * top level (`export { f as g }`, `export default f`, `module.exports = { f }`, `exports.f = f`, `export
 * = f`), and a function written inline in the default or whole export (`export default function
 * (records) {…}`, `module.exports = function (records) {…}`); and the constructor of a class declared
 * at the top level and exported by name (`export class Entry`, `module.exports = { Entry }`).
 */
export function exportedFunctions(ctx: RecognitionContext, index: NodeIndex): ExportedFunction[] {
  const written = moduleExports(ctx.root.get().value);
  const functions: ExportedFunction[] = [];
  for (const p of index.of('FunctionDeclaration')) {
    const id = p.value.id;
    const holder = p.parent?.value?.type;
    if (id?.type !== 'Identifier' || !p.value.body || !['Program', 'ExportNamedDeclaration', 'ExportDefaultDeclaration'].includes(holder)) continue;
    if (written.names.has(id.name)) functions.push({ fn: p as ASTPath<FunctionNode>, name: id.name, id });
  }
  for (const p of index.of('VariableDeclarator')) {
    const init = p.value.init;
    const declaration = p.parent;
    const holder = declaration?.parent?.value?.type;
    if (p.value.id.type !== 'Identifier' || (init?.type !== 'ArrowFunctionExpression' && init?.type !== 'FunctionExpression')) continue;
    const byName = holder === 'Program' && declaration.value.kind === 'const';
    if ((holder === 'ExportNamedDeclaration' || byName) && written.names.has(p.value.id.name)) functions.push({ fn: p.get('init') as ASTPath<FunctionNode>, name: p.value.id.name, id: p.value.id });
  }
  for (const p of index.of('ClassDeclaration')) {
    const id = p.value.id;
    const ctor = p.value.body.body.find((m) => m.type === 'ClassMethod' && m.kind === 'constructor');
    const holder = p.parent?.value?.type;
    if (id?.type !== 'Identifier' || !ctor || !['Program', 'ExportNamedDeclaration', 'ExportDefaultDeclaration'].includes(holder) || !written.names.has(id.name)) continue;
    const at = pathOfNode(ctx, ctor as FunctionNode);
    if (at) functions.push({ fn: at, name: id.name, id, constructs: true });
  }
  const inline = written.inline ? pathOfNode(ctx, written.inline as FunctionNode) : undefined;
  if (inline?.value.body) functions.push({ fn: inline as ASTPath<FunctionNode>, name: INLINE_EXPORT });
  return functions;
}
