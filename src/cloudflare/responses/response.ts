import type { ASTNode, ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../calls/calls';
import { enclosingFunction, variableValues } from '../../ast/bindings';
import { spanOf } from '../../ast/span';
import { currentIndex, nodesIn } from '../../ast/node-index';
import { declaredReads } from '../../flow/binding-uses';
import { declarationsAt } from '../../ast/scope';
import { outerExpression } from '../../ast/paths';
import { thenParameter } from '../../flow/settled';
import { isMember, keyName, memberChain, memberName, unwrap, unwrapAwait, type MemberNode } from '../../ast/syntax';

/**
 * Where a call's response goes, inside the function that makes it, so a transform can rewrite reads
 * such as `body.result.value`. A binding holds either the API's envelope (`{success, errors, result}`:
 * the parsed body of a raw request, a v2 SDK result) or the result itself (v3+ SDK methods return it).
 * `path` is the member chain from the binding to that value (`res.data` for axios responses).
 */
export interface ResponseBinding {
  name: string;
  /** The identifier that declares the name: its reads are those JavaScript's scopes resolve to it. */
  id: Identifier;
  path: string[];
  /**
   * `list`: the list a v3+ SDK list page holds in its `result` (`const { result } = await
   * client.….list(…)`, `(await client.….list(…)).result`); only with `BindingOptions.page`.
   */
  level: 'envelope' | 'result' | 'list';
  /** The function (or program) the binding lives in. */
  scope: ASTPath;
  /**
   * A `let` or `var` given the response by assignment (see `responseBindings`' `lets`): the source
   * offset where its first value is written. A reference before it, or the target of an assignment,
   * does not hold the response.
   */
  from?: number;
}

/**
 * What `responseBindings` also follows. `lets`: a `let` or `var` of the call's function whose every
 * value (initialiser and plain assignments there) is this call's response or, with `alike`, the
 * response of one of those calls read the same way (the same kind of value: a DNS record created
 * in one branch and edited in the other), with at least one value from this call.
 */
interface BindingOptions {
  lets?: boolean;
  alike?: readonly ApiCall[];
  /** The call is a v3+ SDK list: what is read of its page's `result` is bound at level `list`. */
  page?: boolean;
}

const isJsonCall = (n: any): boolean =>
  n?.type === 'CallExpression' && n.arguments.length === 0 && isMember(n.callee) && memberName(n.callee) === 'json';

/** `x.then(r => r.json())` → x; `x.json()` → x. The call that reads the body as JSON, peeled off. */
function peelJson(node: any): { inner: any; parsed: boolean } {
  const n = unwrap(node);
  if (isJsonCall(n)) return { inner: unwrap(n.callee.object), parsed: true };
  if (n?.type === 'CallExpression' && isMember(n.callee) && memberName(n.callee) === 'then' && n.arguments.length === 1) {
    const fn = n.arguments[0];
    const body = fn?.body?.type === 'BlockStatement' ? undefined : unwrap(fn?.body);
    if (body && isJsonCall(body)) return { inner: unwrap(n.callee.object), parsed: true };
  }
  return { inner: n, parsed: false };
}

type Kind = 'response' | 'parsed' | 'axios' | 'wrapper';

/** What a value of the SDK or a raw client resolves to: the v3+ SDK's result, or the API's envelope. */
const envelopeLevelOf = (call: ApiCall): ResponseBinding['level'] => (call.sdk && call.sdk.generation === 'v3+' ? 'result' : 'envelope');

/** The bindings that hold a call's parsed response, within its function. */
export function responseBindings(ctx: RecognitionContext, call: ApiCall, options: BindingOptions = {}): ResponseBinding[] {
  const scope = enclosingFunction(call.path) ?? ctx.root.paths()[0];
  const envelopeLevel = envelopeLevelOf(call);
  const out: ResponseBinding[] = [];
  const index = currentIndex(ctx);
  const responses = new Set<ASTNode>(); // the names declared with a fetch Response still to be parsed

  /** How `init` (written at `at`) holds the response of `c` (this call by default), if it does. */
  const classify = (init: any, at?: ASTPath, c: ApiCall = call): { kind: Kind } | undefined => {
    const raw = c.surface !== 'sdk';
    const fetchLike = raw && (c.client === 'fetch' || c.client === 'request' || c.client === 'undici');
    const direct = unwrapAwait(init);
    const { inner, parsed } = peelJson(direct);
    const target = unwrapAwait(inner);
    const isThisCall = target === c.path.value;
    // A name given a Response, by the declaration it resolves to (a `res` declared again in a callback is another).
    const viaResponse = c === call && target?.type === 'Identifier' && !!at && responses.has(declarationsAt(index, at, target.name)[0]?.id);
    if (parsed && (isThisCall || viaResponse)) return { kind: 'parsed' };
    if (!isThisCall) return undefined;
    if (fetchLike) return { kind: 'response' };
    // A wrapper may return the fetch Response, the parsed envelope or an axios-like response: all are followed.
    if (c.surface === 'wrapper') return { kind: 'wrapper' };
    return { kind: raw ? 'axios' : 'parsed' };
  };

  /** How a value of `kind` reaches the API's value: the member chains and levels a binding to it gets. */
  const held = (kind: Kind): Array<Pick<ResponseBinding, 'path' | 'level'>> => {
    if (kind === 'wrapper') return [{ path: [], level: 'envelope' }, { path: ['data'], level: 'envelope' }];
    if (kind === 'response') return [];
    if (kind === 'parsed') return [{ path: [], level: envelopeLevel }];
    return [{ path: [bodyKey(call)], level: 'envelope' }];
  };

  const bind = (id: Identifier, kind: Kind, from?: number): void => {
    const at = from === undefined ? {} : { from };
    if (kind === 'wrapper' || kind === 'response') responses.add(id);
    for (const h of held(kind)) out.push({ name: id.name, id, ...h, scope, ...at });
  };

  /**
   * What is left of the way from a value held as `h` once `read` (member names) has been read of it:
   * `res.data` of an axios response is the envelope, `body.result` of an envelope the result, and a
   * v3+ list page's `result` (with `page`) the list; undefined when `read` leaves the way.
   */
  const after = (h: Pick<ResponseBinding, 'path' | 'level'>, read: string[]): Pick<ResponseBinding, 'path' | 'level'> | undefined => {
    const n = h.path.length;
    if (read.length <= n) return read.every((m, i) => h.path[i] === m) ? { path: h.path.slice(read.length), level: h.level } : undefined;
    if (read.length !== n + 1 || !h.path.every((m, i) => read[i] === m) || read[n] !== 'result') return undefined;
    if (h.level === 'envelope') return { path: [], level: 'result' };
    return h.level === 'result' && options.page ? { path: [], level: 'list' } : undefined;
  };

  /**
   * Names a pattern binds from a value held as `h`, `read` being what was read of it on the way:
   * `const { data: { result } } = await axios.get(…)`, `const { result: records } = await res.json()`.
   * Only what lies on the way to the API's value is bound (a pattern over the result's own fields is not).
   */
  const bindPattern = (pattern: ASTNode | null | undefined, hs: Array<Pick<ResponseBinding, 'path' | 'level'>>, read: string[]): void => {
    const target = pattern?.type === 'AssignmentPattern' ? pattern.left : pattern;
    if (target?.type === 'Identifier') {
      for (const h of hs) {
        const rest = after(h, read);
        if (rest) out.push({ name: target.name, id: target, ...rest, scope });
      }
    } else if (target?.type === 'ObjectPattern') {
      for (const prop of target.properties) {
        if ((prop.type !== 'ObjectProperty' && prop.type !== 'Property') || prop.computed) continue;
        const key = keyName(prop);
        if (key === undefined) continue;
        const next = [...read, key];
        // Only while the way is still followed (`data` of a response, `result` of an envelope).
        if (hs.some((h) => after(h, next))) bindPattern(prop.value, hs, next);
      }
    }
  };

  /**
   * A `let` given its values by assignment: how it holds this call's response when every value it
   * takes holds this call's or an alike call's, read the same way (the same kind, envelope level and
   * body key), and one of them is this call's.
   */
  const reassigned = (p: ASTPath<VariableDeclarator>): { kind: Kind; from: number } | undefined => {
    const values = variableValues(ctx, scope.value, p);
    const from = values?.length ? spanOf(values[0].at.value)?.end : undefined;
    if (!values || from === undefined || (enclosingFunction(p)?.value ?? ctx.root.get().value) !== scope.value) return undefined;
    let kind: Kind | undefined;
    let shape: string | undefined;
    let own = false;
    for (const { value, at } of values) {
      const found = [call, ...(options.alike ?? [])].map((c) => ({ c, k: classify(value, at, c) })).find((x) => x.k);
      if (!found?.k) return undefined;
      const s = `${found.k.kind}|${envelopeLevelOf(found.c)}|${bodyKey(found.c)}|${found.c.surface === 'sdk'}`;
      if (shape !== undefined && s !== shape) return undefined;
      shape = s;
      kind = found.k.kind;
      own ||= found.c === call;
    }
    return own && kind ? { kind, from } : undefined;
  };

  nodesIn(ctx, scope.value, ['VariableDeclarator']).forEach((p) => bindDeclarator(p));
  // `call.then((body) => …)`, past a `.then((r) => r.json())`: the callback's parameter holds what the call settles to
  // (through a wrapper, only one that hands out its request's answer: answer-returns.ts).
  const settles = call.surface !== 'wrapper' || call.wrapperReturnsAnswer === true;
  for (let at = outerExpression(call.path), k = settles && classify(at.value); k; ) {
    const param = thenParameter(at);
    const then: ASTPath | undefined = param?.parent?.parent;
    const next = then && classify(then.value);
    if (param?.value.type === 'Identifier' && !next) bind(param.value, k.kind);
    if (!then || !next) break;
    at = outerExpression(then);
    k = next;
  }

  function bindDeclarator(p: ASTPath<VariableDeclarator>): void {
    const { id, init } = p.value;
    if (options.lets && id.type === 'Identifier' && p.parent?.value?.kind !== 'const') {
      const held = reassigned(p);
      if (held) bind(id, held.kind, held.from);
      return;
    }
    if (!init) return;
    const c = classify(init, p);
    if (c && id.type === 'Identifier') return bind(id, c.kind);
    // const { data } = await axios.get(…); const { data: { result } } = …; const { result } = await res.json();
    // const records = (await client.dns.records.list(…)).result
    // `(await call).data.result`: the awaited call and `['data', 'result']`.
    const { base, names: read } = c ? { base: init, names: [] } : memberChain(init, true)!;
    const k = c ?? (read.length > 0 ? classify(base, p) : undefined);
    if (k) return bindPattern(id, held(k.kind), read);
    // `const body = res.data` of a name bound above (`const res = await axios.post(…)`): what is left of its way.
    // The name must resolve there to that binding's own declaration (an inner `res` of a block holds another answer).
    const declared = read.length > 0 && base?.type === 'Identifier' ? declarationsAt(index, p, base.name) : [];
    const above = declared.length === 1 ? out.filter((b) => b.id === declared[0].id && b.from === undefined) : [];
    if (above.length > 0) bindPattern(id, above, read);
  }
  return out;
}

/** The response property that holds the parsed body: axios `data`, got `body`. */
const bodyKey = (call: ApiCall): string => (call.client === 'got' ? 'body' : 'data');

/** The member names from a binding to the API result: `res.data.result` → `['data', 'result']`. `page`: a v3+ list page, whose `result` is the list. */
export function resultChain(b: ResponseBinding, page = false): string[] {
  return [...b.path, ...(b.level === 'envelope' || (page && b.level === 'result') ? ['result'] : [])];
}

/**
 * Follows `names` as a member chain read from the expression at `p` (`p.data.result`): the path of
 * the last member reached, and whether the whole chain was read.
 */
export function followMembers(p: ASTPath, names: string[]): { path: ASTPath; complete: boolean } {
  let cur = p;
  for (const name of names) {
    const parent = cur.parentPath;
    if (!parent || !isMember(parent.value) || parent.value.object !== cur.value || memberName(parent.value) !== name) return { path: cur, complete: false };
    cur = parent;
  }
  return { path: cur, complete: true };
}

/**
 * Member expressions that read `<result>.<field>` from a call's response (`body.result.value`,
 * `res.data.result.value`, `settings.value` for a v3+ SDK result), innermost first: the reads of
 * each binding by scope (`declaredReads`), not every identifier spelled like it.
 */
export function resultReads(ctx: RecognitionContext, call: ApiCall, field: string): ASTPath<MemberNode>[] {
  const out: ASTPath<MemberNode>[] = [];
  const index = currentIndex(ctx);
  for (const b of responseBindings(ctx, call)) {
    const chain = [...resultChain(b), field];
    // The reads JavaScript's scopes resolve to the binding: a name declared again in a callback is another value.
    declaredReads(index, ctx.root, b.id).forEach((p) => {
      const read = followMembers(p, chain);
      // A whole chain read ends on a member (the chain holds at least `field`).
      if (read.complete) out.push(read.path as ASTPath<MemberNode>);
    });
  }
  return out;
}
