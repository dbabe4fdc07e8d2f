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
    return right?.type === 'ObjectExpression' ? objectExports(right) : [];
  }
  const name = commonJsExportName(left);
  return name !== undefined && right?.type === 'Identifier' ? [[name, right.name]] : [];
}

/** The names an exported object literal gives the module's locals (`{ Client, Other: Impl }`: Client → Client, Other → Impl): `module.exports = {…}`, `export default {…}`. */
export function objectExports(object: MaybeNode): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (object?.type !== 'ObjectExpression') return out;
  for (const p of object.properties) {
    if (p.type !== 'ObjectProperty' && p.type !== 'Property') continue;
    const value = unwrap(p.value);
    const key = value?.type === 'Identifier' ? keyName(p) : undefined;
    if (key !== undefined && value?.type === 'Identifier') out.push([key, value.name]);
  }
  return out;
}
