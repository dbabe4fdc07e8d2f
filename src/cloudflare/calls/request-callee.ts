import type { ASTNode, JSCodeshift } from 'jscodeshift';
import { values } from '../../flow';
import { nodeIndex, type Root } from '../../ast/node-index';
import { allDeclarations } from '../../ast/scope';
import { isMember, memberName, requiredModule, stringValue, unwrap, unwrapAwait, type CallNode, type MaybeNode } from '../../ast/syntax';
import { CLIENT_FUNCTIONS, CLIENT_MODULES, CLIENT_PACKAGES, MODULE_METHODS } from './client-names';

/**
 * Whether a call's callee can send an HTTP request: only then is a call given an API URL a raw
 * request (http.ts). A URL handed to `console.log`, a logger's `info`, `String`, `new Error`,
 * `assert.equal` or any function the file does not know as a client is not sent by that call; the
 * second tier may still report it (src/cloudflare/untraced/), nothing edits it.
 *
 * A callee sends requests when it is a request function by name (global `fetch`, `axios`, `got`, …:
 * client-names.ts) or by binding (imported or required from a client package, whatever its local
 * name), `new Request(…)`, or a member named for a request (`x.get/post/put/patch/delete/head/
 * options/request/fetch`, a mock adapter's `mock.onPatch(url)`) on any receiver. Client instances the
 * anchors know (`api(url)` for `api = axios.create({ baseURL })`) are the caller's to accept.
 */
export function calleeSendsRequests(env: { j: JSCodeshift; root: Root }, call: CallNode): boolean {
  const callee = unwrap(call.callee);
  if (call.type === 'NewExpression') return callee?.type === 'Identifier' && callee.name === 'Request';
  if (callee?.type === 'Identifier') return CLIENT_FUNCTIONS.has(callee.name) || CLIENT_MODULES.has(callee.name) || packageClient(env, callee);
  if (isMember(callee)) {
    // Any other member (`console.log`, `logger.info`, `JSON.stringify`, `assert.equal`, `axios.isCancel`) sends nothing.
    const name = memberName(callee) ?? '';
    return MODULE_METHODS.has(name) || /^on(Get|Post|Put|Patch|Delete|Head|Options)$/.test(name);
  }
  // `require('node-fetch')(url)`, `(await import('got')).default(url)`.
  return fromClientPackage(callee);
}

/**
 * Whether a call's callee is an HTTP client itself, by what the file binds the name to: a request
 * function imported or required from a client package (whatever its local name), one of the well-known
 * globals (`fetch`, `axios`, …) the file declares no name for, or a method that sends a request
 * (`get`, `post`, `request`, …) of such a client module (`axios.post`, `got.get`, `https.request`).
 * Stricter than `calleeSendsRequests`, which takes a request member on any receiver (`cache.get(url)`,
 * `this.http.get(url)`): a call whose URL the caller gives whole is a request only through this
 * (src/cloudflare/anchors/pass-through.ts).
 */
export function calleeIsClient(env: { j: JSCodeshift; root: Root }, call: CallNode): boolean {
  if (call.type === 'NewExpression') return false;
  const callee = unwrap(call.callee);
  const named = (node: MaybeNode, names: ReadonlySet<string>): boolean => {
    const n = unwrap(node);
    if (n?.type !== 'Identifier') return false;
    if (packageClient(env, n)) return true;
    return names.has(n.name) && allDeclarations(nodeIndex(env.j, env.root), n.name).length === 0;
  };
  if (callee?.type === 'Identifier') return named(callee, CLIENT_FUNCTIONS);
  if (isMember(callee) && !callee.computed) return MODULE_METHODS.has(memberName(callee) ?? '') && (named(callee.object, CLIENT_MODULES) || named(callee.object, CLIENT_FUNCTIONS) || fromClientPackage(callee.object));
  return fromClientPackage(callee);
}

/** Whether an expression is a client package itself: `require('got')`, `await import('got')` (or its `.default`). */
function fromClientPackage(node: MaybeNode): boolean {
  let n = unwrapAwait(node);
  if (isMember(n) && !n.computed && memberName(n) !== undefined) n = unwrapAwait(n.object);
  const imported = n?.type === 'ImportExpression' ? n.source : n?.type === 'CallExpression' && n.callee.type === 'Import' ? n.arguments[0] : undefined;
  const spec = requiredModule(n) ?? stringValue(imported);
  return spec !== undefined && CLIENT_PACKAGES.has(spec);
}

/** Whether the layer says `node` holds a client package's export: `import got from 'got'`, `const { request } = require('undici')`, `require('node-fetch').default`, a global `axios`. */
const packageClient = (env: { j: JSCodeshift; root: Root }, node: ASTNode): boolean => values(env, node).some((v) => v.kind === 'import' && CLIENT_PACKAGES.has(v.source));
