import type { ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from './calls';
import { enclosingFunction } from '../ast/bindings';
import { identifiersIn, nodesIn } from '../ast/node-index';
import { isMember, memberName, unwrap, type MemberNode } from '../ast/syntax';

/**
 * Where a call's response goes, inside the function that makes it, so a transform can rewrite reads
 * such as `body.result.value`. A binding holds either the API's envelope (`{success, errors, result}`:
 * the parsed body of a raw request, a v2 SDK result) or the result itself (v3+ SDK methods return it).
 * `path` is the member chain from the binding to that value (`res.data` for axios responses).
 */
export interface ResponseBinding {
  name: string;
  path: string[];
  level: 'envelope' | 'result';
  /** The function (or program) the binding lives in. */
  scope: ASTPath;
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

const awaited = (node: any): any => {
  const n = unwrap(node);
  return n?.type === 'AwaitExpression' ? unwrap(n.argument) : n;
};

/** The bindings that hold a call's parsed response, within its function. */
export function responseBindings(ctx: RecognitionContext, call: ApiCall): ResponseBinding[] {
  const { j } = ctx;
  const scope = enclosingFunction(call.path) ?? ctx.root.paths()[0];
  const raw = call.surface !== 'sdk';
  const fetchLike = raw && (call.client === 'fetch' || call.client === 'request' || call.client === 'undici');
  const envelopeLevel = call.sdk && call.sdk.generation === 'v3+' ? 'result' : 'envelope';
  const out: ResponseBinding[] = [];
  const responses = new Set<string>(); // fetch Response objects still to be parsed

  const classify = (init: any): { kind: 'response' | 'parsed' | 'axios' | 'wrapper'; } | undefined => {
    const direct = awaited(init);
    const { inner, parsed } = peelJson(direct);
    const target = awaited(inner);
    const isThisCall = target === call.path.value;
    const viaResponse = target?.type === 'Identifier' && responses.has(target.name);
    if (parsed && (isThisCall || viaResponse)) return { kind: 'parsed' };
    if (!isThisCall) return undefined;
    if (fetchLike) return { kind: 'response' };
    // A wrapper may return the fetch Response, the parsed envelope or an axios-like response: all are followed.
    if (call.surface === 'wrapper') return { kind: 'wrapper' };
    return { kind: raw ? 'axios' : 'parsed' };
  };

  nodesIn(ctx, scope.value, ['VariableDeclarator']).forEach((p: ASTPath<any>) => {
    const { id, init } = p.value;
    if (!init) return;
    const c = classify(init);
    if (!c) return;
    if (id.type === 'Identifier') {
      if (c.kind === 'wrapper') {
        responses.add(id.name);
        out.push({ name: id.name, path: [], level: 'envelope', scope }, { name: id.name, path: ['data'], level: 'envelope', scope });
      } else if (c.kind === 'response') responses.add(id.name);
      else if (c.kind === 'parsed') out.push({ name: id.name, path: [], level: envelopeLevel, scope });
      else out.push({ name: id.name, path: [bodyKey(call)], level: 'envelope', scope });
    } else if (id.type === 'ObjectPattern') {
      // const { data } = await axios.get(...); const { result } = await res.json()
      for (const prop of id.properties) {
        if (prop.type === 'RestElement' || prop.value?.type !== 'Identifier') continue;
        const key = prop.key?.name ?? prop.key?.value;
        if (c.kind === 'wrapper' && key === 'data') out.push({ name: prop.value.name, path: [], level: 'envelope', scope });
        if (c.kind === 'wrapper' && key === 'result') out.push({ name: prop.value.name, path: [], level: 'result', scope });
        if (c.kind === 'axios' && key === bodyKey(call)) out.push({ name: prop.value.name, path: [], level: 'envelope', scope });
        if (c.kind === 'parsed' && envelopeLevel === 'envelope' && key === 'result') out.push({ name: prop.value.name, path: [], level: 'result', scope });
      }
    }
  });
  return out;
}

/** The response property that holds the parsed body: axios `data`, got `body`. */
const bodyKey = (call: ApiCall): string => (call.client === 'got' ? 'body' : 'data');

/** The member names from a binding to the API result: `res.data.result` → `['data', 'result']`. `page`: a v3+ list page, whose `result` is the list. */
export function resultChain(b: ResponseBinding, page = false): string[] {
  return [...b.path, ...(b.level === 'envelope' || page ? ['result'] : [])];
}

/**
 * Follows `names` as a member chain read from the expression at `p` (`p.data.result`): the path of
 * the last member reached, and whether the whole chain was read.
 */
export function followMembers(p: ASTPath, names: string[]): { path: ASTPath<any>; complete: boolean } {
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
 * `res.data.result.value`, `settings.value` for a v3+ SDK result), innermost first.
 */
export function resultReads(ctx: RecognitionContext, call: ApiCall, field: string): ASTPath<MemberNode>[] {
  const out: ASTPath<MemberNode>[] = [];
  for (const b of responseBindings(ctx, call)) {
    const chain = [...resultChain(b), field];
    identifiersIn(ctx, b.scope.value, b.name).forEach((p) => {
      const read = followMembers(p, chain);
      // A whole chain read ends on a member (the chain holds at least `field`).
      if (read.complete) out.push(read.path);
    });
  }
  return out;
}
