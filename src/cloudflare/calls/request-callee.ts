import type { JSCodeshift } from 'jscodeshift';
import { values } from '../../flow';
import { nodeIndex, type Root } from '../../ast/node-index';
import { allDeclarations } from '../../ast/scope';
import { isMember, memberName, unwrap, type CallNode, type MaybeNode } from '../../ast/syntax';
import { CLIENT_CREATORS, CLIENT_FUNCTIONS, CLIENT_MODULES, CLIENT_PACKAGES, MODULE_METHODS } from './client-names';

type Env = { j: JSCodeshift; root: Root };

/**
 * Whether a call's callee can send an HTTP request: only then is a call given an API URL a raw
 * request (http.ts). A URL handed to `console.log`, a logger's `info`, `String`, `new Error`,
 * `assert.equal` or any function the file does not know as a client is not sent by that call; the
 * second tier may still report it (src/cloudflare/untraced/), nothing edits it.
 *
 * A callee sends requests when it is named for one (global `fetch`, `axios`, `got`, …: client-names.ts),
 * is a client by binding (`calledClient`), is `new Request(…)`, or is a member named for a request
 * (`x.get/post/put/patch/delete/head/options/request/fetch`, a mock adapter's `mock.onPatch(url)`) on
 * any receiver. Client instances the anchors know (`api(url)` for `api = axios.create({ baseURL })`)
 * are the caller's to accept.
 */
export function calleeSendsRequests(env: Env, call: CallNode): boolean {
  const callee = unwrap(call.callee);
  if (call.type === 'NewExpression') return callee?.type === 'Identifier' && callee.name === 'Request';
  if (callee?.type === 'Identifier' && (CLIENT_FUNCTIONS.has(callee.name) || CLIENT_MODULES.has(callee.name))) return true;
  // Any other member (`console.log`, `logger.info`, `JSON.stringify`, `assert.equal`, `axios.isCancel`) sends nothing.
  if (isMember(callee)) return MODULE_METHODS.has(memberName(callee) ?? '') || /^on(Get|Post|Put|Patch|Delete|Head|Options)$/.test(memberName(callee) ?? '');
  return calledClient(env, call) !== undefined;
}

/**
 * The HTTP client a call's callee is, by what the value-flow layer says it holds: a client package's
 * export or the package itself (`import got from 'got'`, `require('undici').request`, `require('got')`,
 * a global `axios`: its package), with `instances` an instance made from one (`api = axios.create(…)`:
 * its package, '' when the layer does not know it), or a well-known global the file declares no name
 * for (`fetch`); or a method that sends a request (`get`, `post`, `request`, …; with `instances` also
 * one that makes a client: `create`, `extend`) of such a client (`axios.post`, `https.request`). Undefined
 * for any other callee: a member named for a request on any receiver (`cache.get(url)`) is
 * `calleeSendsRequests`' only. Asked by the pass-through wrappers (src/cloudflare/anchors/pass-through.ts)
 * and the transport rules (transport.ts).
 */
export function calledClient(env: Env, call: CallNode, instances = false): string | undefined {
  const callee = unwrap(call.callee);
  if (call.type === 'NewExpression') return undefined;
  if (!isMember(callee)) return clientHeld(env, callee, instances, CLIENT_FUNCTIONS);
  const verb = memberName(callee) ?? '';
  return MODULE_METHODS.has(verb) || (instances && CLIENT_CREATORS.has(verb)) ? clientHeld(env, callee.object, instances, CLIENT_MODULES, CLIENT_FUNCTIONS) : undefined;
}

function clientHeld(env: Env, node: MaybeNode, instances: boolean, ...globals: Array<ReadonlySet<string>>): string | undefined {
  const n = unwrap(node);
  const found = n ? values(env, n) : [];
  const pkg = found.find((v) => v.kind === 'import' && CLIENT_PACKAGES.has(v.source));
  if (pkg?.kind === 'import') return pkg.source;
  if (instances && found.length > 0 && found.every((v) => v.kind === 'http')) return found.map((v) => (v.kind === 'http' ? v.client : undefined))[0] ?? '';
  const global = n?.type === 'Identifier' && globals.some((names) => names.has(n.name));
  return global && allDeclarations(nodeIndex(env.j, env.root), n.name).length === 0 ? n.name : undefined;
}
