import type { ASTNode, ASTPath, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { resolveUrl, urlChoices, type UrlChoice } from '../urls/url-expression';
import { joinTemplate, readOnlyParts } from '../../flow/template-parts';
import type { Prefix, ResolvedUrl } from '../shapes';
import { objectAt } from '../../flow/sure-write';
import { apiInstance } from '../anchors/instance-base';
import type { Root } from '../../ast/node-index';
import { writtenBody } from './written-body';
import { proxyRoutes } from '../anchors/proxy-routes';
import { throughProxy } from '../urls/proxied-url';
import { registeredPath } from '../anchors/route-registration';
import { calleeSendsRequests } from './request-callee';
import { BODY_KEYS, CLIENT_CREATORS } from './client-names';
import { bodyOf, methodWritten, objectOf } from './request-options';
import { memberName, propertyValue, receiverKey, stringValue, unwrap, unwrapAwait, isMember, type CallNode, type MaybeNode } from '../../ast/syntax';

/** Lives in request-options.ts (both tiers read options there); the recognisers import it from here too. */
export { objectOf };

/**
 * Raw HTTP requests, whatever the client: `fetch(url, init)` (global, undici, node-fetch),
 * `new Request(url, init)`, axios (`axios.post(url, data, config)`, `axios(config)`,
 * `axios.request(config)`, instances), got and ky (`got.post(url, {json})`, `ky(url, {json})`,
 * instances with `prefixUrl`), undici `request(url, {method, body})`, node's
 * `https.request({hostname, path, method})` (the body written on the request it returns: written-body.ts), the request package (`request({url, method, json})`,
 * `request.post(url, …)`), superagent (`superagent.patch(url).send(body)`), needle
 * (`needle('put', url, data)`, `needle.put(url, data)`) and ofetch / `$fetch` (`{ baseURL }`). The recogniser reads the shape of the call, not the
 * client's name: a call counts only when its URL resolves to the API host (the anchor).
 */
export interface RawRequest {
  /** `fetch`, `axios`, `got`, … or the instance/wrapper key the call goes through. */
  client: string;
  /** Upper case; undefined when written dynamically. */
  method?: string;
  url: ResolvedUrl;
  /** The node the URL (or the path relative to a base) is written in. */
  urlNode: ASTNode;
  /** The body as written (`JSON.stringify(x)`, `x`, `{...}`), when there is one. */
  bodyNode?: ASTNode;
  /** The headers object as written, when there is one. */
  headersNode?: ASTNode;
  /** The `method` value as written in the options, when there is one. */
  methodNode?: ASTNode;
  /** The options argument as written (`init`, `{ ...init, headers }`), when the call has one. */
  optionsNode?: ASTNode;
  /**
   * The URLs the call may send when its URL is a variable given one in each branch (`let url; if (…)
   * url = …; else url = …; fetch(url)`), each prefixed like `url`, with the expression it is written
   * in. `url` itself is then the variable, unresolved.
   */
  choices?: UrlChoice[];
  /**
   * A wrapper's keyed parameters (the method, the body) given here as one whole name of the caller's
   * (`request(route, options)` inside a retry wrapper): that name, the key the wrapper reads from it, and
   * the wrapper's method when the key is absent. The function around the call takes them on (passed-on.ts).
   */
  passedOn?: { method?: KeyedPass; body?: KeyedPass };
  /**
   * Calls through a wrapper that converts, writes or reads fields of its caller's body before sending
   * it (sent-body.ts's `isCallersBody` false): the caller's argument. Not the body sent (`bodyNode` is
   * left out), so a body migration reports it and edits nothing.
   */
  heldBody?: ASTNode;
}

/** A name passed whole where a wrapper reads one key of it, and the default the wrapper writes for that key. */
export interface KeyedPass {
  node: ASTNode;
  key: string;
  fallback?: string;
}

/** Options that name a base the URL is relative to (axios config, ofetch / $fetch). */
const BASE_OPTION_KEYS = ['baseURL', 'baseUrl'];

export const HTTP_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** The calls on a member handed in through a constructor that make it worth following: `this.api.patch(`. */
const HANDED_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'request']);

export interface RequestEnv {
  j: JSCodeshift;
  root: Root;
  config: UserConfig;
  /** A member handed a client with the API base through its class's constructor (`this.api`: constructor-clients.ts). */
  handed?: (read: ASTNode) => Prefix | undefined;
  /** The memo of the question being answered (the runner's, or one holding the tree's index): without it every index question builds the file's index anew. */
  memo?: <T>(key: string, compute: () => T) => T;
}

/** The key an instance handed out by a call is kept under: `this.withToken()`, `getClient()` (see anchors.ts). */
export function calledKey(node: MaybeNode): string | undefined {
  const n = unwrapAwait(node);
  if (n?.type !== 'CallExpression') return undefined;
  const key = receiverKey(n.callee);
  return key === undefined ? undefined : `${key}()`;
}

/** Joins a base and a path the way HTTP clients do: exactly one slash between them. */
export function prefixed(prefix: Prefix, url: ResolvedUrl): ResolvedUrl {
  const base = prefix.parts;
  const baseText = joinTemplate(base).text;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url.text)) return url; // an absolute URL ignores the base
  const slash = baseText.endsWith('/') || url.text.startsWith('/') ? [] : [{ kind: 'text' as const, text: '/', node: null }];
  const last = base[base.length - 1]; // both write it (`…/client/`, `/v4/…`): the base's (read-only) is dropped
  const trimmed = baseText.endsWith('/') && url.text.startsWith('/') && last?.kind === 'text' ? [...base.slice(0, -1), { ...last, text: last.text.slice(0, -1) }] : base;
  return joinTemplate([...trimmed, ...slash, ...url.parts]);
}

/** A config object's URL: `url`/`uri` (axios, got), or `hostname`/`host` + `path` (node's https.request). */
function urlFromOptions(env: RequestEnv, options: any, at?: ASTPath): { url: ResolvedUrl; urlNode: any } | undefined {
  const url = propertyValue(options, 'url') ?? propertyValue(options, 'uri');
  if (url) return { url: resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: url, config: env.config, at }), urlNode: url };
  const hostNode = propertyValue(options, 'hostname') ?? propertyValue(options, 'host');
  const path = propertyValue(options, 'path');
  if (!hostNode || !path) return undefined;
  // The host as the layer knows it (a literal, a `const HOST`, one imported): its text only, never edited here.
  const host = resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: hostNode, config: env.config, at });
  if (host.parts.some((p) => p.kind !== 'text') || !host.text) return undefined;
  const rest = resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: path, config: env.config, at });
  return { url: joinTemplate([{ kind: 'text', text: `https://${host.text}`, node: null }, ...rest.parts]), urlNode: path };
}

/** The builder methods of a chained request (superagent): the request is sent when the chain ends. */
const CHAIN_METHODS = new Set(['set', 'send', 'query', 'type', 'accept', 'auth', 'timeout', 'retry', 'ok', 'redirects', 'withCredentials', 'responseType', 'use']);

/**
 * The chain a request is built with (`superagent.patch(url).set(…).send(body)`): its outermost call
 * (the statement's request, as a whole) and the body `send` gives. The call itself when not chained.
 */
export function requestChain(path: ASTPath<CallNode>): { end: ASTPath<CallNode>; body?: ASTNode } {
  let end = path;
  let body: ASTNode | undefined;
  for (;;) {
    const member = end.parent?.value;
    const call = end.parent?.parent?.value;
    if (!isMember(member) || member.object !== end.value || call?.type !== 'CallExpression' || call.callee !== member) break;
    const name = memberName(member);
    if (!name || !CHAIN_METHODS.has(name)) break;
    if (name === 'send') body ??= call.arguments[0];
    end = end.parent.parent;
  }
  return { end, body };
}

/**
 * A body set on the options after they were built: `const init = { method, headers }; if (payload)
 * init.body = JSON.stringify(payload)`: the layer's writes through the name before the call (objects.ts).
 */
function bodySetLater(env: RequestEnv, optionsNode: MaybeNode): ASTNode | undefined {
  const writes = optionsNode ? objectAt(env, optionsNode)?.writes : undefined;
  return writes?.find((w) => BODY_KEYS.has(w.key) && unwrap(w.value)?.type !== 'BooleanLiteral')?.value;
}

/** Whether an object is a request-options object (fetch init, got/ky options) rather than an axios data payload. */
function looksLikeOptions(options: any): boolean {
  if (!options) return false;
  return ['method', 'headers', 'body', 'json', 'searchParams', 'signal', 'prefixUrl', 'baseURL', 'responseType'].some(
    (k) => propertyValue(options, k) !== undefined,
  );
}

/**
 * Describes a call as an HTTP request when its shape is one of the clients' and its URL can be
 * resolved, prefixing paths given to a known instance. The caller decides whether it is anchored.
 */
export function describeRequest(env: RequestEnv, call: CallNode, path?: ASTPath<CallNode>): RawRequest | undefined {
  const args: any[] = call.arguments ?? [];
  if (args.length === 0) return undefined;
  const callee = unwrap(call.callee);
  // `new URL(…)` builds the URL a request is sent to later: it is not itself a request.
  if (call.type === 'NewExpression' && callee?.type === 'Identifier' && callee.name === 'URL') return undefined;
  // axios-mock-adapter's `mock.onPatch(url)` stands for a PATCH of that URL, as msw's `rest.patch(url)` does.
  const verb = isMember(callee) ? memberName(callee)?.replace(/^on(Get|Post|Put|Patch|Delete|Head|Options)$/, (_, v: string) => v.toLowerCase()) : undefined;
  // An instance handed out by a call (`this.withToken().get(…)`) is kept under `this.withToken()`.
  const instanceKey = isMember(callee) ? receiverKey(callee.object) ?? calledKey(unwrap(callee.object)) : receiverKey(callee);
  // (A member handed in through its constructor, `this.api`, called as got's instances are too: `this.api(path)`.)
  const handed = !isMember(callee) || HANDED_VERBS.has(verb ?? '') ? env.handed : undefined;
  const receiver = isMember(callee) ? unwrap(callee.object) : callee;
  // What the layer says the receiver holds (`api`, `cfg.client`, `this.http`, `this.withToken()`: src/flow/http-clients.ts, this-every.ts), an instance with the API base or not.
  const instance = instanceKey ? (apiInstance(env, receiver) ?? handed?.(receiver)) : undefined;
  // `api.create({ headers })`, `api.extend(…)`: a new instance derived from this one, not a request.
  if (instance && CLIENT_CREATORS.has(verb ?? '')) return undefined;
  // Only a callee that can send a request makes one: not `console.log(url)`, `String(url)`, `new Error(url)`.
  if (!instance && !calleeSendsRequests(env, call)) return undefined;
  const calleeName = callee.type === 'Identifier' ? callee.name : verb;
  const client = instanceKey && instance ? instanceKey : (isMember(callee) ? receiverKey(callee.object) : calleeName) ?? 'http';
  const first = objectOf(env, args[0]);

  let url: ResolvedUrl;
  let urlNode: any;
  let options: any;
  let optionsNode: any;
  let dataArg: any;
  const fromOptions = first ? urlFromOptions(env, first, path) : undefined;
  const firstVerb = stringValue(args[0])?.toLowerCase();
  const verbFirst = !fromOptions && args.length >= 2 && firstVerb !== undefined && HTTP_VERBS.has(firstVerb);
  if (fromOptions) {
    // Config-object form: axios(config), axios.request(config), got(options), https.request(options).
    ({ url, urlNode } = fromOptions);
    options = first;
    optionsNode = args[0];
  } else if (verbFirst) {
    // needle(method, url, data, options)
    urlNode = args[1];
    url = resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: urlNode, config: env.config, at: path });
    dataArg = args[2];
    optionsNode = args[3];
    options = objectOf(env, args[3]);
  } else {
    urlNode = args[0];
    url = resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: urlNode, config: env.config, at: path });
    const second = objectOf(env, args[1]);
    const isDataVerb = verb === 'post' || verb === 'put' || verb === 'patch';
    if (isDataVerb && args[1] !== undefined && !looksLikeOptions(second)) {
      // axios.post(url, data, config)
      dataArg = args[1];
      optionsNode = args[2];
      options = objectOf(env, args[2]);
    } else {
      optionsNode = args[1];
      options = second;
    }
  }
  // got/ky `prefixUrl`, ofetch/$fetch and axios config `baseURL`.
  const prefixUrl = options && ['prefixUrl', ...BASE_OPTION_KEYS].map((k) => propertyValue(options, k)).find((v) => v !== undefined);
  const base = instance ?? (prefixUrl ? { parts: readOnlyParts(resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: prefixUrl, config: env.config })) } : undefined);
  const written = url;
  // A path of the app's own that a proxy of the project forwards to the API (proxied-url.ts).
  // Not for a server's registration of its own route (`app.patch('/api/…', handler)`): it answers requests.
  const routes = path && registeredPath(env, call, path) !== undefined ? [] : proxyRoutes(env, env.config);
  const sent = (u: ResolvedUrl): ResolvedUrl => {
    const full = base ? prefixed(base, u) : u;
    return throughProxy(full, routes) ?? full;
  };
  url = sent(url);
  const choices = !fromOptions && path ? urlChoices({ ctx: env, node: urlNode, config: env.config, at: path, resolved: written })?.map((c) => ({ ...c, url: sent(c.url) })) : undefined;

  // Options the code passes on (`fetch(url, init)`, `{ ...init }`) may carry any method: unknown, not GET.
  const method =
    verb && HTTP_VERBS.has(verb)
      ? verb.toUpperCase()
      : verbFirst
        ? firstVerb!.toUpperCase()
        : options && propertyValue(options, 'method') !== undefined
          ? methodWritten(options)
          : (optionsNode !== undefined && !options) || options?.properties?.some((q: any) => q.type === 'SpreadElement')
            ? undefined
            : 'GET';
  return {
    client,
    method,
    url,
    urlNode,
    bodyNode: dataArg ?? (options ? bodyOf(options) ?? bodySetLater(env, optionsNode) : undefined) ?? (path && (requestChain(path).body ?? writtenBody(env, path))),
    headersNode: options ? propertyValue(options, 'headers') : undefined,
    methodNode: options ? propertyValue(options, 'method') : undefined,
    optionsNode,
    choices,
  };
}
