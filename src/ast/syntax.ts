/**
 * Small, parser-agnostic readers of Babel/ESTree nodes that the recognisers share: looking through
 * TypeScript casts and parentheses, reading property keys and member names, and naming receivers.
 */
import type {
  ArrowFunctionExpression,
  ASTNode,
  ASTPath,
  CallExpression,
  ClassMethod,
  ClassPrivateMethod,
  FunctionDeclaration,
  FunctionExpression,
  MemberExpression,
  NewExpression,
  ObjectMethod,
  ObjectProperty,
  OptionalCallExpression,
  OptionalMemberExpression,
  ParenthesizedExpression,
  Property,
  TSAsExpression,
  TSNonNullExpression,
  TSSatisfiesExpression,
  TSTypeAssertion,
  TypeCastExpression,
} from 'jscodeshift';

const WRAPPERS: ReadonlySet<string> = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ParenthesizedExpression',
  'TypeCastExpression',
]);

/** The expression under TypeScript casts (`x as any`, `x!`, `<T>x`, `x satisfies T`) and parentheses. */
export function unwrap(node: MaybeNode): any {
  let n = node;
  while (isWrapper(n) && n.expression) n = n.expression;
  return n;
}

/** A node read loosely, as `unwrap` hands one over (the engine's recognisers read nodes this way). */
export type Loose = ReturnType<typeof unwrap>;
export const loose = (n: unknown): Loose => n;

/** A cast or parentheses around an expression (see WRAPPERS). */
export type WrapperNode = TSAsExpression | TSSatisfiesExpression | TSNonNullExpression | TSTypeAssertion | ParenthesizedExpression | TypeCastExpression;
export const isWrapper = (node: unknown): node is WrapperNode =>
  !!node && typeof node === 'object' && WRAPPERS.has((node as { type?: string }).type ?? '');

/** `unwrap`, and the value awaited under it (`await createApi()` → `createApi()`). */
export function unwrapAwait(node: MaybeNode): any {
  const n = unwrap(node);
  return n?.type === 'AwaitExpression' ? unwrap(n.argument) : n;
}

export const isObject = (node: MaybeNode): boolean => unwrap(node)?.type === 'ObjectExpression';
export type PropertyNode = ObjectProperty | Property;
export type CallNode = CallExpression | OptionalCallExpression | NewExpression;
export type MemberNode = MemberExpression | OptionalMemberExpression;
/** A node, or nothing where a field is empty. */
export type MaybeNode = ASTNode | null | undefined;
/** What has a property key: a property, method, class member or type member. */
export type Keyed = { key?: ASTNode | null; computed?: boolean | null };

export const isProperty = (node: MaybeNode): node is PropertyNode => node?.type === 'ObjectProperty' || node?.type === 'Property';
export const isCall = (node: MaybeNode): node is CallNode =>
  node?.type === 'CallExpression' || node?.type === 'OptionalCallExpression' || node?.type === 'NewExpression';
export const isMember = (node: MaybeNode): node is MemberNode =>
  node?.type === 'MemberExpression' || node?.type === 'OptionalMemberExpression';
/** The function a call of one of `Object`'s (`Object.keys(x)`, `Object.assign(…)`) calls: its name, else undefined. */
export function objectFunction(node: MaybeNode): string | undefined {
  const callee = isCall(node) && node.type !== 'NewExpression' ? unwrap(node.callee) : undefined;
  return isMember(callee) && unwrap(callee.object)?.type === 'Identifier' && unwrap(callee.object).name === 'Object' ? memberName(callee) : undefined;
}
export type FunctionNode = FunctionDeclaration | FunctionExpression | ArrowFunctionExpression | ObjectMethod | ClassMethod | ClassPrivateMethod;
export const isFunction = (node: MaybeNode): node is FunctionNode =>
  node?.type === 'FunctionDeclaration' ||
  node?.type === 'FunctionExpression' ||
  node?.type === 'ArrowFunctionExpression' ||
  node?.type === 'ObjectMethod' ||
  node?.type === 'ClassMethod' ||
  node?.type === 'ClassPrivateMethod';

/** The value of a string literal (or a template literal with no expressions), else undefined. */
export function stringValue(node: MaybeNode): string | undefined {
  const n = unwrap(node);
  if (!n) return undefined;
  if (n.type === 'StringLiteral' || (n.type === 'Literal' && typeof n.value === 'string')) return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].value.cooked ?? n.quasis[0].value.raw;
  return undefined;
}

/** The name of a property, object method or class member key: `a`, `'a'`, `['a']`; undefined when computed. */
export function keyName(prop: Keyed | null | undefined): string | undefined {
  const k = prop?.key;
  if (!k) return undefined;
  if (!prop.computed && k.type === 'Identifier') return k.name;
  if (k.type === 'StringLiteral') return k.value;
  if (k.type === 'Literal' && typeof k.value === 'string') return k.value;
  if (k.type === 'NumericLiteral') return String(k.value);
  if (k.type === 'PrivateName') return `#${k.id.name}`;
  return undefined;
}

/** The property named `name` of an object literal (looking through casts), or undefined. Spreads are skipped. */
export function getProperty(object: MaybeNode, name: string): any {
  const o = unwrap(object);
  if (o?.type !== 'ObjectExpression') return undefined;
  for (let i = o.properties.length - 1; i >= 0; i--) {
    const p = o.properties[i];
    if ((isProperty(p) || p.type === 'ObjectMethod') && keyName(p) === name) return p;
  }
  return undefined;
}

/** The value of the property named `name` of an object literal, or undefined. */
export const propertyValue = (object: MaybeNode, name: string): any => getProperty(object, name)?.value;

/** The property name a member expression reads: `a.b` and `a['b']` give `b`; other computed keys give undefined. */
export function memberName(node: MaybeNode): string | undefined {
  if (!isMember(node)) return undefined;
  const p = node.property;
  if (!node.computed && (p.type === 'Identifier' || p.type === 'PrivateName')) return p.type === 'PrivateName' ? `#${p.id.name}` : p.name;
  return stringValue(p);
}

/**
 * The dotted name an identifier or a chain of plain member names is written with (`JSON.stringify`,
 * `config.cloudflare.apiUrl`), seeing through casts and parentheses; undefined for anything else.
 * With `withThis`, a chain may start from `this` too (`this.request`, `this.api.send`; `this` alone).
 */
export function dottedName(node: MaybeNode, withThis = false): string | undefined {
  const n = unwrap(node);
  if (n?.type === 'Identifier') return n.name;
  if (withThis && n?.type === 'ThisExpression') return 'this';
  if (isMember(n) && !n.computed) {
    const object = dottedName(n.object, withThis);
    const name = memberName(n);
    return object && name ? `${object}.${name}` : undefined;
  }
  return undefined;
}

/**
 * A name for a receiver that the recognisers can look up: `client` for an identifier, `this.client`
 * for a member of `this` (class fields and properties set in a constructor). Undefined otherwise.
 */
export function receiverKey(node: MaybeNode): string | undefined {
  const n = unwrap(node);
  if (n?.type === 'Identifier') return n.name;
  if (isMember(n) && unwrap(n.object)?.type === 'ThisExpression') {
    const name = memberName(n);
    return name === undefined ? undefined : `this.${name}`;
  }
  return undefined;
}

/** A receiver key and one member after it: `ctx.client`, `this.ctx.client` (receivers typed through a member; see memberTypedReceivers). */
export function memberReceiverKey(node: MaybeNode): string | undefined {
  const n = unwrap(node);
  if (!isMember(n) || n.computed) return undefined;
  const owner = receiverKey(n.object);
  const name = memberName(n);
  return owner !== undefined && name !== undefined ? `${owner}.${name}` : undefined;
}

/**
 * Splits a callee such as `client.dns.records.create` (through casts like `(client as any).dns`)
 * into its base expression and the member names after it: { base: client, names: ['dns', 'records', 'create'] }.
 * A `this.x` base stays whole (its key is `this.x`). Undefined when some member is computed.
 * `dots`: only the dotted members count, and the first other one is the base (`a[0].b.c`: a[0], b, c);
 * `this` is a base like any other.
 */
export function memberChain(callee: MaybeNode, dots = false): { base: MaybeNode; names: string[] } | undefined {
  const names: string[] = [];
  let n = unwrap(callee);
  while (isMember(n) && (dots ? !n.computed : unwrap(n.object)?.type !== 'ThisExpression')) {
    const name = memberName(n);
    if (name === undefined && dots) break;
    if (name === undefined) return undefined;
    names.unshift(name);
    n = unwrap(n.object);
  }
  return { base: n, names };
}

/** `module.exports` (CommonJS). */
export const isModuleExports = (n: MaybeNode): boolean =>
  n?.type === 'MemberExpression' && n.object.type === 'Identifier' && n.object.name === 'module' && keyName({ key: n.property, computed: n.computed }) === 'exports';

/** The name an assignment to `exports.x` / `module.exports.x` exports (CommonJS). */
export function commonJsExportName(left: MaybeNode): string | undefined {
  if (left?.type !== 'MemberExpression') return undefined;
  const target = left.object;
  const exportsObject = (target?.type === 'Identifier' && target.name === 'exports') || isModuleExports(target);
  return exportsObject ? keyName({ key: left.property, computed: left.computed }) : undefined;
}

/** `require('x')` (also `require('x').default`): the module name, else undefined. */
export function requiredModule(node: MaybeNode): string | undefined {
  let n = unwrap(node);
  if (isMember(n) && memberName(n) === 'default') n = unwrap(n.object);
  if (n?.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'require' && n.arguments.length === 1) {
    return stringValue(n.arguments[0]);
  }
  return undefined;
}

/** Array methods whose callback gets each element as its first parameter (`list.map((e) => …)`). */
export const ELEMENT_CALLBACKS: ReadonlySet<string> = new Set(['forEach', 'map', 'flatMap']);

/** Functions that encode a value for a URL and keep what it stands for (`encodeURIComponent(record.id)` is still the record's id). */
export const URL_ENCODERS: ReadonlySet<string> = new Set(['encodeURIComponent', 'encodeURI', 'String']);

/** The argument of a URL encoder's call (`encodeURIComponent(id)` → `id`), else the node itself. */
export function withoutEncoder(node: MaybeNode): MaybeNode {
  const n = unwrap(node);
  if (n?.type !== 'CallExpression' || n.arguments.length !== 1) return n;
  const callee = unwrap(n.callee);
  return callee?.type === 'Identifier' && URL_ENCODERS.has(callee.name) ? unwrap(n.arguments[0]) : n;
}

/** A class's name: its own id, or the `const`/`let` holding a class expression (`const Api = class { … }`); the class's path is `at`. */
export function className(at: ASTPath): string | undefined {
  const cls = at.value as { id?: { type?: string; name?: string } | null };
  if (cls.id?.type === 'Identifier' && cls.id.name) return cls.id.name;
  const holder = at.parentPath?.value;
  return holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' ? holder.id.name : undefined;
}

/** The statements that run their body again: every loop (`for`, `for…in`, `for…of`, `while`, `do…while`). */
export const LOOP_STATEMENTS: ReadonlySet<string> = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);
