import { commonJsExports, objectExports, WHOLE_EXPORT } from './commonjs-exports';
import { isModuleExports, unwrap, type MaybeNode } from './syntax';

/*
 * What a module exports under which name, read once from its top-level statements (recast's tree or
 * Babel's program, the same shapes): ES exports (`export function f`, `export const f = …`, `export
 * { f as g }`, `export default f`, `export default function f`), TypeScript's `export = f`, and CommonJS
 * (src/ast/commonjs-exports.ts: `module.exports = { f }`, `exports.f = f`, `module.exports = f`). An
 * object literal exported as the default (`export default { f, g: h }`) exports each name as
 * `module.exports = {…}` does: an importer's default (`import api from`) is then a namespace of them
 * (`api.g(…)` calls h), as it is of a CommonJS module exporting by name. The one reader of export forms the value-flow layer's run questions (src/flow/run-sites.ts) and the
 * recognisers share.
 */

/**
 * The local name a function written inline in the module's whole export is known by (`export default
 * function (records) {…}`, `module.exports = function (records) {…}`, `export = (records) => …`): a
 * reserved word, so no binding of the module can have it. The run's declarations name it so too
 * (src/project/declarations.ts), so that its importers can be found.
 */
export const INLINE_EXPORT = 'default';

/** The names the module exports, by the local (top-level) name that holds each. */
export interface ModuleExports {
  /** By local name, the names it is exported under (`default` for a default export; WHOLE_EXPORT and `default` for `module.exports = f` and `export = f`). */
  names: Map<string, Set<string>>;
  /** By exported name, the local name it exports (the inverse of `names`; an ES export of a name stands before a CommonJS one). */
  locals: Map<string, string>;
  /** The identifiers that only export a name (specifiers, `export default f`, CommonJS values and shorthand keys): not a use of it by the module. */
  sites: Set<unknown>;
  /** A function written inline in the default or whole export, known by INLINE_EXPORT (in `names` too). */
  inline?: MaybeNode;
  /** Whether the module assigns anything to `module.exports` or `exports` (in any form, followed by name or not). */
  commonJs: boolean;
  /** Whether what an importer's default (`import api from`) holds is the object of the names the module exports (see above). */
  namespaceDefault: boolean;
}

interface Loose {
  type: string;
  [key: string]: unknown;
}

const FUNCTION_VALUE = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

/** The exports of a module (its File or Program node). */
export function moduleExports(file: { program?: unknown; body?: unknown }): ModuleExports {
  const program = (file.program ?? file) as { body?: Loose[] };
  const out: ModuleExports = { names: new Map(), locals: new Map(), sites: new Set(), commonJs: false, namespaceDefault: false };
  let defaultObject = false;
  const add = (local: string, exported: string, commonJs = false): void => {
    out.names.set(local, (out.names.get(local) ?? new Set()).add(exported));
    if (!commonJs || !out.locals.has(exported)) out.locals.set(exported, local);
  };
  for (const s of program.body ?? []) {
    if (s.type === 'ExportNamedDeclaration') {
      if (!s.source) namedExport(s, add, out.sites);
    } else if (s.type === 'ExportDefaultDeclaration' || s.type === 'TSExportAssignment') {
      const d = (s.type === 'TSExportAssignment' ? unwrap(s.expression as MaybeNode) : s.declaration) as Loose | undefined;
      const as = s.type === 'TSExportAssignment' ? [WHOLE_EXPORT, 'default'] : ['default'];
      const id = s.type === 'ExportDefaultDeclaration' && /Declaration$/.test(d?.type ?? '') ? (d?.id as Loose | null | undefined) : undefined;
      const name = d?.type === 'Identifier' ? (d.name as string) : id?.type === 'Identifier' ? (id.name as string) : undefined;
      if (name !== undefined) for (const e of as) add(name, e);
      if (d?.type === 'Identifier') out.sites.add(d);
      else if (d?.type === 'ObjectExpression' && s.type === 'ExportDefaultDeclaration') {
        defaultObject = true;
        for (const [exported, local] of objectExports(d as MaybeNode)) add(local, exported, true);
        objectSites(d, out);
      } else if (name === undefined && FUNCTION_VALUE.has(d?.type ?? '')) {
        out.inline = d as MaybeNode;
        for (const e of as) add(INLINE_EXPORT, e);
      }
    } else if (commonJsStatement(s)) {
      out.commonJs = true;
      for (const [exported, local] of commonJsExports(s as MaybeNode)) add(local, exported, true);
      if (commonJsSites(s, out)) for (const e of [WHOLE_EXPORT, 'default']) add(INLINE_EXPORT, e, true);
    }
  }
  out.namespaceDefault = defaultObject || (out.commonJs && !out.locals.has('default') && !out.inline);
  return out;
}

/** The words a module importing something exported as `exported` holds (RunModules.importers' word): a default or whole export may be imported under any name. */
export function importerWords(exported: Iterable<string>): string[] {
  const names = [...exported];
  return names.includes('default') || names.includes(WHOLE_EXPORT) ? ['import', 'require'] : names;
}

function namedExport(s: Loose, add: (local: string, exported: string) => void, sites: Set<unknown>): void {
  const d = s.declaration as Loose | null | undefined;
  if (d?.type === 'VariableDeclaration') {
    for (const x of (d.declarations ?? []) as Loose[]) {
      const id = x.id as Loose;
      if (id.type === 'Identifier') add(id.name as string, id.name as string);
    }
  } else if ((d?.id as Loose | null | undefined)?.type === 'Identifier') {
    const name = (d?.id as Loose).name as string;
    add(name, name);
  }
  for (const spec of (s.specifiers ?? []) as Loose[]) {
    const local = spec.local as Loose | undefined;
    if (spec.type !== 'ExportSpecifier' || local?.type !== 'Identifier') continue;
    const exported = (spec.exported ?? local) as Loose;
    add(local.name as string, exported.type === 'Identifier' ? (exported.name as string) : String(exported.value));
    sites.add(local);
    sites.add(exported);
  }
}

/** Whether a statement assigns to `module.exports`, `exports.x` or deeper (`module.exports.a.b = …`). */
function commonJsStatement(s: Loose): boolean {
  const e = s.type === 'ExpressionStatement' ? (s.expression as Loose) : undefined;
  if (e?.type !== 'AssignmentExpression') return false;
  let left = e.left as Loose | undefined;
  while (left?.type === 'MemberExpression') left = left.object as Loose;
  return left?.type === 'Identifier' && (left.name === 'module' || left.name === 'exports');
}

/** Notes the identifiers of a CommonJS export naming what it exports (`= f`, `{ f }`, `{ g: f }`: key and value); true when it writes a function inline as the whole export. */
function commonJsSites(s: Loose, out: ModuleExports): boolean {
  const assigned = s.expression as Loose;
  if (assigned.operator !== '=') return false;
  const right = unwrap(assigned.right as MaybeNode) as Loose | undefined;
  if (right?.type === 'Identifier') out.sites.add(right);
  if (isModuleExports(assigned.left as MaybeNode) && FUNCTION_VALUE.has(right?.type ?? '')) {
    out.inline = right as MaybeNode;
    return true;
  }
  if (right?.type === 'ObjectExpression') objectSites(right, out);
  return false;
}

/** Notes the identifiers of an exported object literal naming what it exports (`{ f }`, `{ g: f }`: key and value). */
function objectSites(object: Loose, out: ModuleExports): void {
  for (const p of (object.properties ?? []) as Loose[]) {
    if (p.type !== 'ObjectProperty' && p.type !== 'Property') continue;
    const value = unwrap(p.value as MaybeNode) as Loose | undefined;
    if (value?.type !== 'Identifier') continue;
    out.sites.add(value);
    if (p.shorthand) out.sites.add(p.key);
  }
}
