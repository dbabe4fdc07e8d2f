/**
 * The value evaluator of the Rulesets API migrations: the literal values a call carries (strings,
 * numbers, booleans, arrays and objects of them, through casts and once-declared consts), with what is
 * not literal kept as code, so a finding can print the rule a body becomes.
 */
import type { ASTNode, Identifier, ObjectExpression } from 'jscodeshift';
import { objectOf } from '../../src/cloudflare';
import { bindingsOf, isMember, keyName, memberName, stringValue, unwrap } from '../../src/ast';
import type { MaybeNode, PropertyNode } from '../../src/ast/syntax';
import type { TransformContext } from '../../src/types';
import { codeOf } from '../../src/edit/text-edits';

/** Code that stays code in a skeleton (a variable, a call): printed as written. */
export class Code {
  constructor(readonly text: string) {}
}
export type Value = string | number | boolean | null | Code | Value[] | { [key: string]: Value };

export const isCode = (v: unknown): v is Code => v instanceof Code;
export const isRecord = (v: unknown): v is { [key: string]: Value } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Code);

/** The source text of a node as written (see codeOf: on a tab-indented or CRLF file, offsets are not the file's). */
export function sourceOf(ctx: TransformContext, node: ASTNode): string {
  return codeOf(node, ctx.file.source) ?? ctx.j(node).toSource();
}

/**
 * The value an expression stands for when it is written literally (strings, numbers, booleans,
 * arrays and objects of them, through casts and once-declared consts); anything else is kept as
 * code.
 */
export function valueOf(ctx: TransformContext, node: MaybeNode, depth = 0): Value {
  const n: MaybeNode = unwrap(node);
  if (!n) return new Code('undefined');
  const asCode = () => new Code(sourceOf(ctx, node!));
  if (depth > 6) return asCode();
  const s = stringValue(n);
  if (s !== undefined) return s;
  switch (n.type) {
    case 'NumericLiteral':
      return n.value;
    case 'BooleanLiteral':
      return n.value;
    case 'NullLiteral':
      return null;
    case 'Literal':
      return typeof n.value === 'number' || typeof n.value === 'boolean' || n.value === null ? n.value : asCode();
    case 'UnaryExpression':
      if (n.operator === '-' && unwrap(n.argument)?.type === 'NumericLiteral') return -unwrap(n.argument).value;
      if (n.operator === '!' && unwrap(n.argument)?.type === 'NumericLiteral') return !unwrap(n.argument).value;
      return asCode();
    case 'ArrayExpression':
      return n.elements.map((e) => (e && e.type !== 'SpreadElement' ? valueOf(ctx, e, depth + 1) : new Code(e ? sourceOf(ctx, e) : 'undefined')));
    case 'ObjectExpression': {
      const out: { [key: string]: Value } = {};
      for (const p of n.properties) {
        if (p.type !== 'ObjectProperty' && p.type !== 'Property') continue;
        const key = keyName(p);
        if (key === undefined) continue;
        // A shorthand's value is the name of its key.
        out[key] = p.shorthand ? valueOfName(ctx, p.value as Identifier, depth) : valueOf(ctx, p.value, depth + 1);
      }
      return out;
    }
    case 'Identifier':
      return valueOfName(ctx, n, depth);
    case 'TemplateLiteral': {
      let text = '';
      for (let i = 0; i < n.quasis.length; i++) {
        text += n.quasis[i].value.cooked ?? n.quasis[i].value.raw;
        if (i < n.expressions.length) {
          const v = valueOf(ctx, n.expressions[i], depth + 1);
          if (typeof v !== 'string' && typeof v !== 'number') return asCode();
          text += String(v);
        }
      }
      return text;
    }
    default:
      return asCode();
  }
}

/** A name's value when it is a once-declared const holding a literal; else the name as code. */
function valueOfName(ctx: TransformContext, id: Identifier, depth: number): Value {
  const init = bindingsOf(ctx.j, ctx.root).value(id.name);
  if (init) {
    const v = valueOf(ctx, init, depth + 1);
    if (!isCode(v)) return v;
  }
  return new Code(id.name);
}

/** The entries a body holds: an array's objects, a single object, or the `body` of v4 SDK params. */
export function entriesOf(ctx: TransformContext, node: MaybeNode): ObjectExpression[] {
  let n: MaybeNode = unwrap(node);
  if (n?.type === 'CallExpression' && isMember(n.callee) && memberName(n.callee) === 'stringify') n = unwrap(n.arguments[0]);
  if (n?.type === 'Identifier') n = unwrap(bindingsOf(ctx.j, ctx.root).value(n.name)) ?? n;
  if (n?.type === 'ArrayExpression') return n.elements.map((e) => objectOf(ctx, e)).filter((o): o is ObjectExpression => Boolean(o));
  const obj = objectOf(ctx, n);
  if (!obj) return [];
  const body = obj.properties.find((q) => 'key' in q && keyName(q) === 'body');
  const value = body && 'value' in body ? body.value : undefined;
  if (value && (p(value) === 'ArrayExpression' || p(value) === 'ObjectExpression')) return entriesOf(ctx, value);
  return [obj];
}
const p = (n: MaybeNode) => unwrap(n)?.type;

/** A property's value as written in an object literal entry (undefined when absent). */
export function field(entry: ObjectExpression | undefined, name: string): PropertyNode['value'] | undefined {
  const prop = entry?.properties?.find((q): q is PropertyNode => (q.type === 'ObjectProperty' || q.type === 'Property') && keyName(q) === name);
  return prop?.value;
}

/** Looks up `a.b.c` in a value; undefined when absent. */
export function pick(v: Value | undefined, ...path: string[]): Value | undefined {
  let cur: Value | undefined = v;
  for (const key of path) {
    if (!isRecord(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}
