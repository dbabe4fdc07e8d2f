import type { ASTNode } from 'jscodeshift';
import type { RunModules } from '../types';
import { commonJsExportName, isFunction, unwrap, type FunctionNode, type MaybeNode } from './syntax';

/** What a module's top level declares under `name`: a class, a function, a const's value, or a value a CommonJS export writes in place (`module.exports.Cf = {…}`). */
export function topLevel(file: ASTNode, name: string): ASTNode | undefined {
  const program = (file as { program?: ASTNode }).program ?? file;
  for (const s0 of (program as { body: ASTNode[] }).body) {
    const s = (s0.type === 'ExportNamedDeclaration' || s0.type === 'ExportDefaultDeclaration') && (s0 as { declaration?: ASTNode }).declaration ? (s0 as { declaration: ASTNode }).declaration : s0;
    const id = (s as { id?: { name?: string } }).id;
    const assigned = s.type === 'ExpressionStatement' ? (s as { expression: MaybeNode }).expression : undefined;
    if (assigned?.type === 'AssignmentExpression' && assigned.operator === '=' && unwrap(assigned.right)?.type !== 'Identifier' && commonJsExportName(assigned.left as MaybeNode) === name) return unwrap(assigned.right);
    if ((s.type === 'ClassDeclaration' || s.type === 'FunctionDeclaration') && id?.name === name) return s;
    if (s.type === 'VariableDeclaration' && (s as { kind: string }).kind === 'const') {
      const d = (s as { declarations: Array<{ id: { type: string; name?: string }; init?: ASTNode }> }).declarations.find((x) => x.id.type === 'Identifier' && x.id.name === name);
      const init = unwrap(d?.init);
      if (init) return init;
    }
  }
  return undefined;
}

/** Where another module of the run declares what this file imports from `source` as `name`: the module, its name there and its program. */
export type ImportedTopLevel = { module: string; name: string; program: ASTNode; node: ASTNode | undefined };

/**
 * What the module of the run declaring an imported name holds at its top level under it: where the
 * name is declared (RunModules.declaration, through barrels and CommonJS exports), that module's
 * program, and `topLevel` there (`node`, undefined when it declares it otherwise). Undefined outside
 * the run or without that module's program.
 */
export function importedTopLevel(modules: RunModules | undefined, source: string, name: string): ImportedTopLevel | undefined {
  const declared = modules?.program ? modules.declaration(source, name) : undefined;
  const program = declared && (modules!.program!(declared.module) as ASTNode | undefined);
  return declared && program ? { module: declared.module, name: declared.name, program, node: topLevel(program, declared.name) } : undefined;
}

/** The function an imported binding itself names (not a member of it, an instance or a namespace) in the module declaring it, with that module's path and program. */
export function importedFunction(modules: RunModules | undefined, v: { source: string; name: string; members: readonly string[]; instance?: boolean }): { module: string; program: ASTNode; fn: FunctionNode } | undefined {
  const found = v.members.length > 0 || v.instance || v.name === '*' ? undefined : importedTopLevel(modules, v.source, v.name);
  const fn = unwrap(found?.node);
  return found && isFunction(fn) ? { module: found.module, program: found.program, fn } : undefined;
}
