import type { CallExpression } from 'jscodeshift';
import { questionIndex, type IndexContext } from '../ast/node-index';
import { allDeclarations } from '../ast/scope';
import { isFunction, isMember, isProperty, keyName, memberName, stringValue, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode } from '../ast/syntax';
import { CLIENT_PACKAGES } from './http-clients';
import { ownReturns } from './returns';
import { values } from './values';

/** Global request functions and client modules' default exports, by the names code uses for them. */
export const CLIENT_FUNCTIONS: ReadonlySet<string> = new Set(['fetch', 'axios', 'got', 'ky', 'request', 'nodeFetch', 'undiciFetch', 'crossFetch', 'superagent', 'needle', 'ofetch', '$fetch', 'reqwest']);
/** Client modules whose methods send requests (`axios.post`, `https.request`), by the names code uses for them. */
export const CLIENT_MODULES: ReadonlySet<string> = new Set(['axios', 'got', 'ky', 'undici', 'http', 'https', 'http2', 'nodeFetch']);
/** The methods of a client module or instance that send a request (or open a connection). */
export const MODULE_METHODS: ReadonlySet<string> = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request', 'fetch', 'stream', 'connect']);
const CLIENT_NAMES: ReadonlySet<string> = new Set([...CLIENT_FUNCTIONS, ...CLIENT_MODULES]);
/** The global objects `fetch` is read on (`globalThis.fetch`). */
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self', 'global']);

/**
 * Which HTTP client an expression holds (docs/value-flow.md, "HTTP clients"), by what the layer says it
 * holds: a client package or one of its exports, whatever its local name (`import f from 'node-fetch'`,
 * `import { fetch } from 'node-fetch-native'`, `require('got')`, `await import('got')`: the specifier),
 * `globalThis.fetch` or a well-known global the file declares no name for (`fetch`, `axios`: the name), a function that only
 * forwards its arguments to one (`(...a) => fetch(...a)`, node-fetch v3's
 * `(...a) => import('node-fetch').then(({ default: f }) => f(...a))`). `byName` also takes a well-known
 * client name whose value the layer cannot pin down (a parameter, a project module's export):
 * `const axios = require('./queue')`. Undefined for anything else.
 */
export function clientHeld(ctx: IndexContext, node: MaybeNode, byName = false, depth = 0): string | undefined {
  const n = unwrapAwait(node);
  const name = n?.type === 'Identifier' ? n.name : isMember(n) && !n.computed && unwrap(n.object)?.type === 'Identifier' && GLOBAL_OBJECTS.has(unwrap(n.object).name) && memberName(n) === 'fetch' ? 'fetch' : undefined;
  if (name !== undefined && CLIENT_NAMES.has(name) && allDeclarations(questionIndex(ctx), n.type === 'Identifier' ? name : unwrap(n.object).name).length === 0) return name;
  const dynamic = n?.type === 'ImportExpression' ? stringValue(n.source) : n?.type === 'CallExpression' && n.callee.type === 'Import' ? stringValue(n.arguments[0]) : undefined;
  if (dynamic !== undefined) return CLIENT_PACKAGES.has(dynamic) ? dynamic : undefined;
  const found = n ? values(ctx, n) : [];
  const pkg = found.find((v) => v.kind === 'import' && CLIENT_PACKAGES.has(v.source));
  if (pkg?.kind === 'import') return pkg.source;
  if (found.length === 1 && found[0].kind === 'function') return depth < 3 ? forwarded(ctx, found[0].fn, depth + 1) : undefined;
  const unpinned = found.every((v) => v.kind === 'unknown' || (v.kind === 'import' && /^[./]/.test(v.source)));
  return byName && unpinned && name !== undefined && CLIENT_NAMES.has(name) ? name : undefined;
}

/**
 * Whether a call can send an HTTP request: its callee holds a client (`clientHeld`, a well-known name the layer cannot pin
 * down too), it is `new Request(…)`, or a member named for a request (`x.get/post/…/fetch`, a mock adapter's `mock.onPatch(url)`)
 * on any receiver. Only such a call given an API URL is a raw request (src/cloudflare/calls/http.ts); `console.log(url)` sends nothing.
 */
export function calleeSendsRequests(ctx: IndexContext, call: CallNode): boolean {
  const callee = unwrap(call.callee);
  if (call.type === 'NewExpression') return callee?.type === 'Identifier' && callee.name === 'Request';
  if (isMember(callee)) return MODULE_METHODS.has(memberName(callee) ?? '') || /^on(Get|Post|Put|Patch|Delete|Head|Options)$/.test(memberName(callee) ?? '');
  return calleeIsClient(ctx, call, true);
}

/**
 * Whether a call's callee is a client (`clientHeld`), or a method that sends a request of one (`axios.post`, `https.request`):
 * stricter than `calleeSendsRequests` (`cache.get(url)` is not); a URL the caller gives whole is a request only through this
 * (src/cloudflare/anchors/pass-through.ts).
 */
export function calleeIsClient(ctx: IndexContext, call: CallNode, byName = false): boolean {
  const callee = unwrap(call.callee);
  if (call.type === 'NewExpression') return false;
  if (!isMember(callee)) return clientHeld(ctx, callee, byName) !== undefined;
  return !callee.computed && MODULE_METHODS.has(memberName(callee) ?? '') && clientHeld(ctx, callee.object, byName) !== undefined;
}

/** The client a function that only forwards its arguments to one holds: its one call's (in `import(p).then(({ default: f }) => f(...a))`, p's). */
function forwarded(ctx: IndexContext, fn: FunctionNode, depth: number): string | undefined {
  const call = returnedCall(ctx, fn);
  const sameArguments = (args: MaybeNode[]) => args.length === fn.params.length && args.every((a, i) => sameName(a, fn.params[i]));
  if (!call) return undefined;
  if (sameArguments(call.arguments)) return clientHeld(ctx, call.callee, false, depth);
  // `import('node-fetch').then(({ default: f }) => f(...a))`: the package's default export, given the arguments.
  const callee = unwrap(call.callee);
  const then = unwrap(call.arguments[0]);
  if (!isMember(callee) || memberName(callee) !== 'then' || !isFunction(then) || then.params.length !== 1) return undefined;
  const inner = returnedCall(ctx, then);
  const param = then.params[0];
  const taken = param.type === 'ObjectPattern' && param.properties.length === 1 && isProperty(param.properties[0]) && keyName(param.properties[0]) === 'default' ? param.properties[0].value : undefined;
  return inner && sameArguments(inner.arguments) && sameName(inner.callee, taken) ? clientHeld(ctx, callee.object, false, depth) : undefined;
}

/** The call a function returns and does nothing else: its expression body, or its one statement `return f(…)`. */
function returnedCall(ctx: IndexContext, fn: FunctionNode): CallExpression | undefined {
  const body = fn.body.type !== 'BlockStatement' ? fn.body : fn.body.body.length === 1 ? ownReturns(questionIndex(ctx), fn)[0]?.value.argument : undefined;
  const call = unwrapAwait(body);
  return call?.type === 'CallExpression' ? call : undefined;
}

/** Whether an argument passes a parameter on as it is: `a` for `a`, `...rest` for `...rest`. */
function sameName(argument: MaybeNode, param: MaybeNode): boolean {
  const a = unwrap(argument);
  const p = unwrap(param);
  if (a?.type === 'SpreadElement' && p?.type === 'RestElement') return sameName(a.argument, p.argument);
  return a?.type === 'Identifier' && p?.type === 'Identifier' && a.name === p.name;
}
