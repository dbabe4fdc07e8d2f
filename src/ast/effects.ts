/**
 * What evaluating an expression does besides producing its value, asked before code is deleted:
 * `otherEffects` says what a call statement does besides its request (a deletion keeps it then,
 * see below), `isEffectFree` whether a loop's or an `if`'s header does anything at all (an emptied
 * body goes with it only then).
 */
import type { ASTNode } from 'jscodeshift';
import { dottedName, isCall, isFunction, isMember, memberName, unwrap, type MaybeNode } from './syntax';

/** Functions whose only result is their value: building a request's URL, headers or body with them does nothing else. */
const PURE_FUNCTIONS = new Set([
  'JSON.stringify',
  'JSON.parse',
  'encodeURIComponent',
  'encodeURI',
  'String',
  'Number',
  'Boolean',
  'parseInt',
  'parseFloat',
  'Object.keys',
  'Object.values',
  'Object.entries',
  'Object.fromEntries',
  'Array.from',
  'Array.isArray',
  'Buffer.from',
  'btoa',
  'URL',
  'URLSearchParams',
  'Headers',
  'Date',
  'Date.now',
]);

/** Methods of strings, numbers, dates and arrays that only compute a value. */
const PURE_METHODS = new Set([
  'toString',
  'toFixed',
  'toISOString',
  'toLowerCase',
  'toUpperCase',
  'trim',
  'padStart',
  'padEnd',
  'slice',
  'split',
  'join',
  'concat',
  'replace',
  'replaceAll',
  'includes',
  'startsWith',
  'endsWith',
  // An array built for the body (`items.map((s) => ({ id: s.id, value: s.value }))`).
  'map',
  'flatMap',
  'filter',
]);

const short = (name: string | undefined): string => (name && name.length <= 40 ? `${name}()` : 'a function');

/**
 * The function a callee (a name, or a member read on a namespace import) stands for where it is
 * called, by its binding there (`function auth(token) {…}`, `const auth = (t) => …`), if any;
 * `'computes'` for a function another module declares that is known to compute only (an imported URL
 * builder, see `buildsOnly`); nothing for a parameter or a local of the same name.
 */
export type FunctionOf = (callee: ASTNode) => MaybeNode | 'computes';

/**
 * Whether a function of the file only computes a value from its parameters: an arrow returning an
 * expression, or a body of `const` declarations and one `return`, with nothing that has an effect
 * (`function auth(token) { return { Authorization: `Bearer ${token}` } }`).
 */
export function computesOnly(fn: MaybeNode | 'computes', functionOf: FunctionOf, depth = 0): boolean {
  if (fn === 'computes') return true;
  if (!isFunction(fn) || fn.async || fn.generator || depth > 3) return false;
  const body = fn.body;
  if (body?.type !== 'BlockStatement') return effectOf(body, functionOf, depth + 1) === undefined;
  return body.body.every((st) => {
    if (st.type === 'ReturnStatement') return effectOf(st.argument, functionOf, depth + 1) === undefined;
    if (st.type === 'VariableDeclaration' && st.kind === 'const') return st.declarations.every((d) => d.type === 'VariableDeclarator' && effectOf(d.init, functionOf, depth + 1) === undefined);
    return false;
  });
}

/** The changes of a URL object that only change its text (`u.searchParams.set(k, v)`, `u.pathname += p`). */
const URL_TEXT_METHODS = new Set(['set', 'append', 'delete', 'sort']);
const URL_TEXT_MEMBERS = new Set(['pathname', 'search', 'hash']);

/**
 * Whether a function only builds a value: as `computesOnly` (`const` declarations and one `return`,
 * nothing with an effect; `functionOf` names no function of another module), also changing the text
 * of a URL object one of its `const`s holds (`url.searchParams.set('page', String(page))`,
 * `url.pathname += path`) with arguments that do nothing else. A URL builder of this kind can go with
 * the request its call builds the URL of.
 */
export function buildsOnly(fn: MaybeNode, functionOf: FunctionOf): boolean {
  if (!isFunction(fn) || fn.async || fn.generator) return false;
  if (fn.body?.type !== 'BlockStatement') return computesOnly(fn, functionOf, 0);
  const consts = new Set<string>();
  return fn.body.body.every((st) => {
    if (st.type === 'ReturnStatement') return effectOf(st.argument, functionOf, 1) === undefined;
    if (st.type === 'VariableDeclaration' && st.kind === 'const') {
      return st.declarations.every((d) => {
        if (d.type === 'VariableDeclarator' && d.id.type === 'Identifier') consts.add(d.id.name);
        return d.type === 'VariableDeclarator' && effectOf(d.init, functionOf, 1) === undefined;
      });
    }
    if (st.type !== 'ExpressionStatement') return false;
    const e = unwrap(st.expression);
    const held = (n: MaybeNode): boolean => unwrap(n)?.type === 'Identifier' && consts.has(unwrap(n).name);
    if (e?.type === 'CallExpression' && isMember(e.callee) && URL_TEXT_METHODS.has(memberName(e.callee) ?? '')) {
      const params = unwrap(e.callee.object);
      return isMember(params) && memberName(params) === 'searchParams' && held(params.object) && e.arguments.every((a: MaybeNode) => effectOf(a, functionOf, 1) === undefined);
    }
    if (e?.type === 'AssignmentExpression' && (e.operator === '=' || e.operator === '+=') && isMember(e.left) && URL_TEXT_MEMBERS.has(memberName(e.left) ?? '')) {
      return held(e.left.object) && effectOf(e.right, functionOf, 1) === undefined;
    }
    return false;
  });
}

/**
 * The first thing a value expression does besides computing its value, in words (`it also calls
 * createZone()`), or undefined. Function bodies written in it are not run by it and are not looked at;
 * a function of the file it calls counts when it does more than compute (see `computesOnly`).
 */
function effectOf(node: MaybeNode, functionOf: FunctionOf, depth = 0): string | undefined {
  const n = unwrap(node);
  if (!n || typeof n !== 'object' || isFunction(n) || n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'ClassExpression') return undefined;
  if (isCall(n)) {
    const callee = unwrap(n.callee);
    const name = dottedName(callee);
    const pure =
      (name !== undefined && (PURE_FUNCTIONS.has(name) || name.startsWith('Math.'))) ||
      (isMember(callee) && PURE_METHODS.has(memberName(callee) ?? '')) ||
      (callee?.type === 'Identifier' && computesOnly(functionOf(callee), functionOf, depth)) ||
      // An imported builder read through a namespace (`links.apiUrl(…)`).
      (isMember(callee) && name !== undefined && functionOf(callee) === 'computes');
    if (!pure) return `it also calls ${short(name)}`;
  }
  // A tagged template calls its tag.
  if (n.type === 'TaggedTemplateExpression') return `it also calls ${short(dottedName(n.tag))}`;
  if (n.type === 'AssignmentExpression' || n.type === 'UpdateExpression') return `it also changes ${dottedName(n.left ?? n.argument) ?? 'a value'}`;
  if (n.type === 'UnaryExpression' && n.operator === 'delete') return 'it also deletes a property';
  if (n.type === 'YieldExpression') return 'it also yields';
  for (const key of Object.keys(n)) {
    if (key === 'loc' || key === 'comments' || key === 'leadingComments' || key === 'trailingComments' || key === 'typeAnnotation' || key === 'typeParameters' || key === 'typeArguments') continue;
    const child = n[key];
    const found = Array.isArray(child)
      ? child.map((c) => effectOf(c, functionOf, depth)).find((e) => e !== undefined)
      : child && typeof child === 'object' && child.type
        ? effectOf(child, functionOf, depth)
        : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * What a call (with the chain written on it: `.send(body)`, `.set(…)`, `.catch(…)`, `.finally(…)`)
 * does besides sending its request, or undefined. The callee chain is the request itself; its
 * arguments are looked at, and a `.finally` handler runs in any case, so one with a body counts.
 * A `.catch` or `.then` handler only runs for this request's outcome and goes with it.
 */
export function otherEffects(node: MaybeNode, functionOf: FunctionOf): string | undefined {
  const n = unwrap(node);
  if (n?.type === 'AwaitExpression' || (n?.type === 'UnaryExpression' && n.operator === 'void')) return otherEffects(n.argument, functionOf);
  if (!isCall(n)) return effectOf(n, functionOf);
  const callee = unwrap(n.callee);
  const method = isMember(callee) ? memberName(callee) : undefined;
  if (method === 'finally') {
    const handler = unwrap(n.arguments[0]);
    const empty = isFunction(handler) && handler.body?.type === 'BlockStatement' && handler.body.body.length === 0;
    if (handler && !empty) return 'its .finally() handler runs in any case';
  }
  const skipArgs = method === 'catch' || method === 'then' || method === 'finally';
  const fromArgs = skipArgs ? undefined : n.arguments.map((a: MaybeNode) => effectOf(a, functionOf)).find((e: string | undefined) => e !== undefined);
  if (fromArgs) return fromArgs;
  if (isMember(callee)) {
    const object = unwrap(callee.object);
    return isCall(object) || object?.type === 'AwaitExpression' ? otherEffects(object, functionOf) : effectOf(object, functionOf);
  }
  return effectOf(callee, functionOf);
}


/** Calls known to read their argument and nothing else (`for (const k of Object.keys(settings))`). */
const READING_CALLS = new Set(['Object.keys', 'Object.values', 'Object.entries', 'Array.isArray']);

/**
 * Whether evaluating an expression does nothing but produce its value: names, literals, property
 * reads, operators and templates over such expressions, and the few calls of READING_CALLS. Any other
 * call, `new`, an assignment, `++`, `delete`, `await` or `yield` may do something, so it does not
 * count. A getter or a proxy behind a property read is not looked for: reading a property is taken
 * as reading it, as every reader of the code would.
 */
export function isEffectFree(node: MaybeNode): boolean {
  const n = unwrap(node);
  if (!n) return true;
  switch (n.type) {
    case 'Identifier':
    case 'ThisExpression':
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'BigIntLiteral':
    case 'Literal':
    case 'RegExpLiteral':
      return true;
    case 'TemplateLiteral':
      return n.expressions.every(isEffectFree);
    case 'MemberExpression':
    case 'OptionalMemberExpression':
      return isEffectFree(n.object) && (!n.computed || isEffectFree(n.property));
    case 'UnaryExpression':
      return n.operator !== 'delete' && isEffectFree(n.argument);
    case 'BinaryExpression':
    case 'LogicalExpression':
      return isEffectFree(n.left) && isEffectFree(n.right);
    case 'ConditionalExpression':
      return isEffectFree(n.test) && isEffectFree(n.consequent) && isEffectFree(n.alternate);
    case 'ArrayExpression':
      return n.elements.every((e: MaybeNode) => !e || (e.type !== 'SpreadElement' && isEffectFree(e)));
    case 'CallExpression': {
      const name = dottedName(n.callee);
      return !!name && READING_CALLS.has(name) && n.arguments.every((a: MaybeNode) => a?.type !== 'SpreadElement' && isEffectFree(a));
    }
    default:
      return false;
  }
}
