import { requiredModule, stringValue, unwrap, type MaybeNode } from '../ast/syntax';

/*
 * How one module links to others, read from its top level: the names it imports (ESM imports,
 * `import x = require()`, CommonJS `require` declarations) and what it re-exports (`export * from`,
 * `export { a as b } from`). Only module-level statements count: a `require` inside a function is
 * the function's business.
 */

/** `imported` is an export name, `default`, or `*` for the module namespace (a CommonJS `require` too). */
export interface ImportBinding {
  local: string;
  spec: string;
  imported: string;
  /** `const x = require('m')`: the module's `module.exports` value, or its namespace when it has none. */
  commonjs?: boolean;
}

/** `exported` is `*` for `export * from`; `imported` is `*` for `export * as ns from`. */
export interface ReExport {
  spec: string;
  exported: string;
  imported: string;
}

export interface ModuleLinks {
  imports: ImportBinding[];
  reexports: ReExport[];
}

const nameOf = (n: MaybeNode): string | undefined => (n?.type === 'Identifier' ? n.name : stringValue(n));

export function moduleLinks(program: any): ModuleLinks {
  const imports: ImportBinding[] = [];
  const reexports: ReExport[] = [];
  for (const statement of program.body ?? []) {
    const s = statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
    if (s.type === 'ImportDeclaration') {
      if (s.importKind === 'type' && s.specifiers?.length === 0) continue;
      for (const spec of s.specifiers ?? []) {
        const imported =
          spec.type === 'ImportDefaultSpecifier' ? 'default' : spec.type === 'ImportNamespaceSpecifier' ? '*' : nameOf(spec.imported);
        if (imported) imports.push({ local: spec.local.name, spec: s.source.value, imported });
      }
    } else if (s.type === 'TSImportEqualsDeclaration') {
      const ref = s.moduleReference;
      if (ref?.type === 'TSExternalModuleReference') imports.push({ local: s.id.name, spec: ref.expression.value, imported: '*', commonjs: true });
    } else if (s.type === 'VariableDeclaration') {
      for (const d of s.declarations) requireBindings(d).forEach((b) => imports.push(b));
    } else if (s.type === 'ExportAllDeclaration') {
      reexports.push({ spec: s.source.value, exported: s.exported ? nameOf(s.exported)! : '*', imported: '*' });
    } else if (s.type === 'ExportNamedDeclaration' && s.source) {
      for (const spec of s.specifiers ?? []) {
        const exported = nameOf(spec.exported);
        if (!exported) continue;
        if (spec.type === 'ExportNamespaceSpecifier') reexports.push({ spec: s.source.value, exported, imported: '*' });
        else if (spec.type === 'ExportDefaultSpecifier') reexports.push({ spec: s.source.value, exported, imported: 'default' });
        else reexports.push({ spec: s.source.value, exported, imported: nameOf(spec.local) ?? exported });
      }
    }
  }
  return { imports, reexports };
}

/** `const x = require('m')`, `const { a, b: c } = require('m')`, `const x = require('m').a`, `require('m').default`. */
function requireBindings(d: any): ImportBinding[] {
  const init = unwrap(d.init);
  const direct = requiredModule(init);
  const id = d.id;
  if (direct !== undefined) {
    const viaDefault = init?.type === 'MemberExpression';
    if (id.type === 'Identifier') return [{ local: id.name, spec: direct, imported: viaDefault ? 'default' : '*', commonjs: !viaDefault }];
    if (id.type === 'ObjectPattern' && !viaDefault) {
      return id.properties.flatMap((p: any) => {
        const key = p.type === 'ObjectProperty' || p.type === 'Property' ? nameOf(p.key) : undefined;
        const value = p.value?.type === 'AssignmentPattern' ? p.value.left : p.value;
        return key && value?.type === 'Identifier' ? [{ local: value.name, spec: direct, imported: key }] : [];
      });
    }
    return [];
  }
  // `const request = require('./api').request`
  if (init?.type === 'MemberExpression' && !init.computed && id.type === 'Identifier') {
    const spec = requiredModule(init.object);
    const name = nameOf(init.property);
    if (spec !== undefined && name) return [{ local: id.name, spec, imported: name }];
  }
  return [];
}
