import type { Program, Statement } from '@babel/types';

/*
 * Types declared in the global scope: a `.d.ts` script (no top-level import or export: TypeScript
 * makes its declarations global, `declare interface CfRecord {…}`) or a `declare global { … }` block
 * of a module. Code of the project names such a type (`const list: CfRecord[]`) with no import: for
 * the declarations (declarations.ts) a file that neither declares nor imports the name reads the
 * global one, as an importer of a module's declaration does.
 */

const declaresName = (s: Statement, name: string): boolean => {
  const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
  return (d?.type === 'TSInterfaceDeclaration' || d?.type === 'TSTypeAliasDeclaration') && d.id.name === name;
};

const isModuleSyntax = (s: Statement): boolean => /^(Import|Export\w*)Declaration$/.test(s.type) || s.type === 'TSExportAssignment' || (s.type === 'TSImportEqualsDeclaration' && s.moduleReference.type === 'TSExternalModuleReference');

/** `declare global { … }`: its statements. */
const globalBlock = (s: Statement): Statement[] => (s.type === 'TSModuleDeclaration' && s.global && s.body.type === 'TSModuleBlock' ? s.body.body : []);

/** Whether `file` declares the interface or type alias `name` in the global scope: at the top of a .d.ts script, or in a `declare global` block. */
export function declaresGlobally(file: string, program: Program, name: string): boolean {
  if (program.body.some((s) => globalBlock(s).some((g) => declaresName(g, name)))) return true;
  return /\.d\.[cm]?ts$/.test(file) && !program.body.some(isModuleSyntax) && program.body.some((s) => declaresName(s, name));
}

/** Whether a file's text may name the type `name` (a whole word), outside node_modules. */
export const mayName = (file: string, text: string, name: string): boolean => !/[\\/]node_modules[\\/]/.test(file) && new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);
