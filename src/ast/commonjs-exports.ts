import { commonJsExportName, isModuleExports, keyName, unwrap, type MaybeNode } from './syntax';

/**
 * The name `require(…)` hands a CommonJS module's whole export under, in the run's declarations
 * (RunModules.declaration, src/project/declarations.ts): `module.exports = Client` makes `const Client = require('./client')` that class.
 */
export const WHOLE_EXPORT = 'module.exports';

/**
 * What a top-level CommonJS statement exports (recast's node or Babel's, the same shape), as [exported name, the module's local name] pairs:
 * `module.exports = { Client, Other: Impl }` gives Client → Client and Other → Impl;
 * `module.exports = Client` gives the whole export (WHOLE_EXPORT) and `default` (what an ES import of
 * the module reads) → Client; `exports.Client = Client` and `module.exports.Client = Client` give
 * Client → Client. A value written inline (`module.exports = class {…}`) names no local: nothing.
 */
export function commonJsExports(statement: MaybeNode): Array<[string, string]> {
  const assigned = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (assigned?.type !== 'AssignmentExpression' || assigned.operator !== '=') return [];
  const left = assigned.left as MaybeNode;
  const right = unwrap(assigned.right);
  if (isModuleExports(left)) {
    if (right?.type === 'Identifier') return [[WHOLE_EXPORT, right.name], ['default', right.name]];
    if (right?.type !== 'ObjectExpression') return [];
    const out: Array<[string, string]> = [];
    for (const p of right.properties) {
      const value = p.type === 'ObjectProperty' || p.type === 'Property' ? unwrap(p.value) : undefined;
      const key = value?.type === 'Identifier' ? keyName(p) : undefined;
      if (key !== undefined) out.push([key, value.name]);
    }
    return out;
  }
  const name = commonJsExportName(left);
  return name !== undefined && right?.type === 'Identifier' ? [[name, right.name]] : [];
}
