import type { ASTNode, ASTPath, Identifier } from 'jscodeshift';
import type { RecognitionContext } from '../calls/calls';
import type { NodeIndex } from '../../ast/node-index';
import { commonJsExports } from '../../ast/commonjs-exports';
import { unwrap, type FunctionNode } from '../../ast/syntax';

/** An exported function of the file: its path, its name (the declaration's, as the run's declarations know it), its declaring identifier. */
export interface ExportedFunction {
  fn: ASTPath<FunctionNode>;
  name: string;
  id: Identifier;
  /** Words every module importing it holds (ModuleView.importers' word): the names it is exported under; for a default export, `import` and `require`. */
  words: string[];
}

/** The names a module exports by name once declared, and the identifiers that only export them there. */
interface ExportedNames {
  /** By local name, the names it is exported under. */
  names: Map<string, Set<string>>;
  sites: Set<ASTNode>;
}

/**
 * The functions with a body a module exports: where they are written (`export function f`, `export
 * const f = (…) => …`, `export default function f`), or by name once declared at the top level
 * (`export { f }`, `export { f as g }`, `export default f`, `module.exports = { f }`, `exports.f = f`,
 * a `const` holding an arrow or function). A function written inline in an export with no name of
 * its own (`export default function () {}`, `exports.f = function () {}`) is none: the run's
 * declarations name no declaration its importers could be found by. `sites` are the identifiers that
 * only export a name: not a use of it by the module.
 */
export function exportedFunctions(ctx: RecognitionContext, index: NodeIndex): { functions: ExportedFunction[]; sites: Set<ASTNode> } {
  const byName = exportedNames(ctx);
  const functions: ExportedFunction[] = [];
  for (const p of index.of('FunctionDeclaration')) {
    const id = p.value.id;
    const holder = p.parent?.value?.type;
    if (id?.type !== 'Identifier' || !p.value.body) continue;
    const exported = holder === 'ExportNamedDeclaration' ? [id.name] : holder === 'ExportDefaultDeclaration' ? ['default'] : holder === 'Program' ? byName.names.get(id.name) : undefined;
    if (exported) functions.push({ fn: p as ASTPath<FunctionNode>, name: id.name, id, words: wordsFor(exported) });
  }
  for (const p of index.of('VariableDeclarator')) {
    const init = p.value.init;
    const declaration = p.parent;
    const holder = declaration?.parent?.value?.type;
    if (p.value.id.type !== 'Identifier' || (init?.type !== 'ArrowFunctionExpression' && init?.type !== 'FunctionExpression')) continue;
    const name = p.value.id.name;
    const exported = holder === 'ExportNamedDeclaration' ? [name] : holder === 'Program' && declaration.value.kind === 'const' ? byName.names.get(name) : undefined;
    if (exported) functions.push({ fn: p.get('init') as ASTPath<FunctionNode>, name, id: p.value.id, words: wordsFor(exported) });
  }
  return { functions, sites: byName.sites };
}

/** The words an importer of names exported as `exported` holds: a default export may be imported under any name. */
function wordsFor(exported: Iterable<string>): string[] {
  const names = [...exported];
  return names.includes('default') ? ['import', 'require'] : names;
}

/** The top-level names the module exports by name (ES specifiers, `export default name`, CommonJS), with the identifiers doing it. */
function exportedNames(ctx: RecognitionContext): ExportedNames {
  const names = new Map<string, Set<string>>();
  const add = (local: string, exported: string): void => void names.set(local, (names.get(local) ?? new Set()).add(exported));
  const sites = new Set<ASTNode>();
  const root = ctx.root.get().value;
  const program = root.program ?? root;
  for (const s of (program.body ?? []) as ASTNode[]) {
    if (s.type === 'ExportNamedDeclaration' && !s.source && !s.declaration) {
      for (const spec of s.specifiers ?? []) {
        if (spec.type !== 'ExportSpecifier' || spec.local?.type !== 'Identifier') continue;
        const exported = spec.exported ?? spec.local;
        add(spec.local.name, exported.type === 'Identifier' ? exported.name : String((exported as unknown as { value: unknown }).value));
        sites.add(spec.local);
        sites.add(exported);
      }
    } else if (s.type === 'ExportDefaultDeclaration' && s.declaration.type === 'Identifier') {
      add(s.declaration.name, 'default');
      sites.add(s.declaration);
    } else {
      const exported = commonJsExports(s);
      if (exported.length === 0) continue;
      for (const [name, local] of exported) add(local, name);
      commonJsSites(s, sites);
    }
  }
  return { names, sites };
}

/** The identifiers of a CommonJS export statement that name what it exports (`= f`, `{ f }`, `{ g: f }`: key and value). */
function commonJsSites(s: ASTNode, sites: Set<ASTNode>): void {
  if (s.type !== 'ExpressionStatement' || s.expression.type !== 'AssignmentExpression') return;
  const right = unwrap(s.expression.right);
  if (right?.type === 'Identifier') sites.add(right);
  if (right?.type !== 'ObjectExpression') return;
  for (const p of right.properties as ASTNode[]) {
    if (p.type !== 'ObjectProperty' && p.type !== 'Property') continue;
    const value = unwrap(p.value);
    if (value?.type !== 'Identifier') continue;
    sites.add(value);
    if (p.shorthand) sites.add(p.key);
  }
}
