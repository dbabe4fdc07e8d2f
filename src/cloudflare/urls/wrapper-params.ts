import type { ASTNode } from 'jscodeshift';
import { patternNames } from '../../ast/bindings';
import type { Replacement } from './replaced-path';
import { nodesIn, type IndexContext } from '../../ast/node-index';
import { isMember, isProperty, keyName, memberName, stringValue, unwrap, type FunctionNode, type MaybeNode, URL_ENCODERS } from '../../ast/syntax';
import { argumentParams } from '../../ast/this-parameter';

/**
 * What a wrapper's body reads of its parameters: a parameter itself (`path`), a key of an options
 * object it takes (`{ path, method = 'GET' }` destructured in the parameter list or in the body,
 * `opts.url`), and a path given as an array of segments the wrapper joins (`segments.join('/')`,
 * also `segments.map(encodeURIComponent).join('/')`).
 */
export interface ParamRef {
  /** The parameter's index. */
  param: number;
  /** The key read from the object passed there (`api({ path })`). */
  key?: string;
  /** The default written for it (`method = 'GET'`). */
  fallback?: ASTNode;
  /** The separator an array of segments passed there is joined with. */
  joined?: string;
  /** `.replace(search, replacement)` the wrapper applies to it before sending it (replaced-path.ts). */
  replaced?: Replacement[];
  /**
   * The rest of a destructured options parameter (`const { timeout, ...init } = options`): the
   * parameter's object without these keys, which the pattern takes out by name.
   */
  omits?: string[];
}


/**
 * A name bound by a destructuring pattern to a key of an object: `{ path }`, `{ url: path }`, `{ method
 * = 'GET' }`; and its rest (`{ timeout, ...init }`: `init`), with the keys the pattern takes out, when
 * every one of them is written by name (a computed key may take out any: no rest then).
 */
function keysOf(pattern: ASTNode, each: (name: string, key: string, fallback?: ASTNode) => void, rest?: (name: string, omits: string[]) => void): void {
  if (pattern.type !== 'ObjectPattern') return;
  const omits: string[] = [];
  let restName: string | undefined;
  let named = true;
  for (const prop of pattern.properties) {
    if (prop.type === 'RestElement') {
      restName = prop.argument.type === 'Identifier' ? prop.argument.name : undefined;
      continue;
    }
    const key = isProperty(prop) && !prop.computed ? keyName(prop) : undefined;
    if (!key || !isProperty(prop)) {
      named = false;
      continue;
    }
    omits.push(key);
    const value = prop.value;
    if (value.type === 'Identifier') each(value.name, key);
    else if (value.type === 'AssignmentPattern' && value.left.type === 'Identifier') each(value.left.name, key, value.right);
  }
  if (rest && restName !== undefined && named) rest(restName, omits);
}

/**
 * A reader of the parameter references of a function: given an expression of its body, the
 * parameter (and key, or join) it stands for, or undefined. A name destructured from an options
 * parameter in the body (`const { path, method } = options`) counts as read from that parameter.
 * The rest of such a pattern (`const { timeout, ...init } = options`) is the parameter's object less
 * the keys taken out: a key read on it (`init.method`) is the parameter's, unless taken out; the rest
 * itself is given (with `omits`) only to a reader asked with `rests`, whose caller minds what it lacks.
 */
export function paramReader(ctx: IndexContext, fn: FunctionNode, options: { rests?: boolean } = {}): (node: MaybeNode) => ParamRef | undefined {
  const named = new Map<string, ParamRef>();
  const rests = new Map<string, ParamRef & { omits: string[] }>();
  argumentParams(fn).forEach((param: ASTNode, i: number) => {
    const inner = param.type === 'AssignmentPattern' ? param.left : param;
    if (inner.type === 'ObjectPattern')
      keysOf(
        inner,
        (name, key, fallback) => named.set(name, { param: i, key, fallback }),
        (name, omits) => rests.set(name, { param: i, omits }),
      );
    else {
      const names = patternNames(inner);
      if (names.length === 1) named.set(names[0], { param: i, fallback: param.type === 'AssignmentPattern' ? param.right : undefined });
    }
  });
  if (fn.body.type === 'BlockStatement') {
    for (const d of nodesIn(ctx, fn.body, ['VariableDeclarator'])) {
      const init = unwrap(d.value.init);
      const from = init?.type === 'Identifier' ? named.get(init.name) : undefined;
      if (from && from.key === undefined)
        keysOf(
          d.value.id,
          (name, key, fallback) => named.has(name) || named.set(name, { param: from.param, key, fallback }),
          (name, omits) => named.has(name) || rests.has(name) || rests.set(name, { param: from.param, omits }),
        );
    }
  }
  // A name bound twice (a rest and a key, or two rests) stands for neither.
  for (const name of named.keys()) rests.delete(name);
  const read = (node: MaybeNode): ParamRef | undefined => {
    // `url.toString()`, `url.href`, `String(url)`: the parameter's text, sent as the caller gave it.
    const n = unwrap(textOf(node));
    if (n?.type === 'Identifier') return named.get(n.name) ?? (options.rests ? rests.get(n.name) : undefined);
    // `opts.method || 'GET'`, `method ?? 'GET'`: the parameter, with the text written after it as its default.
    if (n?.type === 'LogicalExpression' && (n.operator === '||' || n.operator === '??') && stringValue(n.right) !== undefined) {
      const ref = read(n.left);
      return ref && ref.fallback === undefined && ref.joined === undefined ? { ...ref, fallback: n.right } : undefined;
    }
    if (isMember(n) && !n.computed) {
      const object = unwrap(n.object);
      const whole = object?.type === 'Identifier' ? named.get(object.name) ?? rests.get(object.name) : undefined;
      const key = memberName(n);
      return whole && whole.key === undefined && key && !whole.omits?.includes(key) ? { param: whole.param, key } : undefined;
    }
    // `segments.join('/')`, `segments.map(encodeURIComponent).join('/')`.
    if (n?.type === 'CallExpression' && isMember(n.callee) && memberName(n.callee) === 'join' && n.arguments.length === 1) {
      const separator = stringValue(n.arguments[0]);
      let list = unwrap(n.callee.object);
      if (list?.type === 'CallExpression' && isMember(list.callee) && memberName(list.callee) === 'map' && list.arguments.length === 1) {
        const fnArg = unwrap(list.arguments[0]);
        if (fnArg?.type !== 'Identifier' || !URL_ENCODERS.has(fnArg.name)) return undefined;
        list = unwrap(list.callee.object);
      }
      const ref = separator === '/' ? read(list) : undefined;
      return ref && ref.joined === undefined ? { ...ref, fallback: undefined, joined: separator } : undefined;
    }
    return undefined;
  };
  return read;
}

/**
 * What a URL expression reads the text of: `url.toString()`, `url.href`, `String(url)` send the URL
 * (or string) `url` holds as it is, as `url` itself does. Anything else as it is (unwrapped).
 */
export function textOf(node: MaybeNode): MaybeNode {
  const n = unwrap(node);
  if (n?.type === 'CallExpression' && n.arguments.length === 0 && isMember(n.callee) && !n.callee.computed && memberName(n.callee) === 'toString') return unwrap(n.callee.object);
  if (n?.type === 'CallExpression' && n.arguments.length === 1 && unwrap(n.callee)?.type === 'Identifier' && unwrap(n.callee).name === 'String') return unwrap(n.arguments[0]);
  if (isMember(n) && !n.computed && memberName(n) === 'href') return unwrap(n.object);
  return n;
}
