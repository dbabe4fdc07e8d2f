import type { ASTNode, ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../records/site-context';
import { anchorsOf } from '../anchors/anchors';
import type { ResolvedUrl, Wrapper } from '../shapes';
import { CALLS, currentIndex, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { endpointOf, matchEndpoint } from '../urls/endpoint';
import { describeRequest, objectOf, requestChain, type RawRequest, type RequestEnv } from './http';
import { elementValue } from '../../flow';
import { wrapperOfCall, wrapperRequest } from './wrapper-call';
import { argumentSegment, sdkReceivers, type SdkReceivers } from './sdk';
import { sdkChains } from './sdk-chains';
import { sdkMethod, type SdkGeneration, type SdkMethod } from './sdk-methods';
import { callsIn } from './sdk-method-versions';
import { sdkVerbRequest } from './sdk-verbs';
import { isObject, memberName, stringValue, unwrap, type CallNode } from '../../ast/syntax';
import { handedClients } from '../anchors/constructor-clients';
import { thisWrapper } from '../anchors/this-methods';
import { boundWrapper } from '../anchors/bound-wrapper';
import { flowWrapperOfCall } from './flow-callee';
import { runSubclassCheck } from '../../flow/run-subclasses';
import { inOnePass } from '../../flow';
import type { UrlChoice } from '../urls/url-expression';

/**
 * One anchored call to the Cloudflare API: a raw HTTP request whose URL is on the API host (written
 * out, through an instance or a wrapper), or a method of a `cloudflare` SDK receiver. Every call has
 * a method and an endpoint path, so transforms match raw and SDK calls the same way.
 */
export interface ApiCall {
  /** The call (or `new`) expression. */
  path: ASTPath<CallNode>;
  surface: 'http' | 'wrapper' | 'sdk';
  /** `fetch`, `axios`, `got`, an instance key (`api`, `this.http`), a wrapper name, or the SDK receiver. */
  client: string;
  /** Upper case; undefined when dynamic. */
  method?: string;
  /** After `/client/v4`, dynamic parts as `:param`, no query: `/zones/:param/dns_records`. SDK calls: the schedule's template with literal ids filled in. */
  endpoint: string;
  /** The query string of a raw URL ('' when none). */
  query: string;
  /** Raw and wrapper calls: the full URL. Parts whose node is null are not the call site's to edit. */
  url?: ResolvedUrl;
  /** The node the URL or path is written in (raw and wrapper calls). */
  urlNode?: ASTNode;
  /** The body as written at the call (`JSON.stringify(record)`, `record`, `{…}`), or the SDK params/body argument. */
  bodyNode?: ASTNode;
  /** The headers as written (raw calls). */
  headersNode?: ASTNode;
  /** SDK calls only; `keyAt`: through a path-walker, the literal its path string is written in (sdk-chains.ts). */
  sdk?: { generation: SdkGeneration; chain: string[]; receiver: string; keyAt?: ASTNode };
  /** Calls through a wrapper: the endpoint of the wrapper's own request (`Wrapper.ownEndpoint`), when known. */
  wrapperEndpoint?: string;
  /** Calls through a wrapper: the method of the wrapper's own request, when written there (`Wrapper.ownMethod`). */
  wrapperMethod?: string;
  /** Calls through a wrapper that also sends requests to other endpoints (`Wrapper.sendsMore`). */
  wrapperSendsMore?: boolean;
  /** Calls through a setting's wrapper that treats the id itself or writes state (`Wrapper.treatsPath`). */
  wrapperTreatsPath?: boolean;
  /** Calls through a wrapper that returns what its one request answered, or a part of it (`Wrapper.returnsAnswer`). */
  wrapperReturnsAnswer?: boolean;
  /** Calls through a wrapper whose requests are made by the function it returns (`Wrapper.returnsSender`). */
  wrapperReturnsSender?: boolean;
  /** Calls through a wrapper that converts or reads its caller's body before sending it: the caller's argument (RawRequest.heldBody). */
  wrapperHeldBody?: ASTNode;
  /**
   * The call sends one of several URLs chosen at run time (`let url` given one in each branch): the
   * other URLs (resolved text, and the endpoint of those on the API host). Each URL on the API host is
   * a call of its own, at the same call expression; deleting that call would take the others with it.
   * When the URLs are for different endpoints, the body they share is not any one endpoint's to edit
   * (`bodyNode` is left out).
   */
  sharedWith?: Array<{ text: string; endpoint?: string }>;
  /**
   * The call sends the URL of one element of a list it loops over (`for (const e of endpoints)
   * fetch(e.url)`, src/flow/elements.ts): that element's index, and the request as written
   * (`whole`: its URL with the element's read left unknown, `/zones/:param/settings/:param`), for a
   * recogniser that follows the list's entries itself (zone settings), and `read`, the URL expression
   * the request reads the element with (`url`, `urls[i]`), to ask the value-flow layer about its list.
   */
  listed?: { index: number; element: ASTNode; whole?: ApiCall; read: ASTNode };
}

export type { RecognitionContext };

function wrapperCall(env: RequestEnv, path: ASTPath<CallNode>, key: string, w: Wrapper): Array<Omit<ApiCall, 'path'>> | undefined {
  const request = wrapperRequest({ env, call: path.value, key, w, at: path });
  if (!request) return undefined;
  const through = { wrapperEndpoint: w.ownEndpoint, wrapperMethod: w.ownMethod, wrapperSendsMore: w.sendsMore || undefined, wrapperTreatsPath: w.treatsPath || undefined, wrapperReturnsAnswer: w.returnsAnswer, wrapperReturnsSender: w.returnsSender, wrapperHeldBody: request.heldBody };
  return callsOf(env, path, request, (one) => ({ ...one, surface: 'wrapper', client: key, headersNode: undefined, ...through }));
}

/**
 * A raw request through an SDK client's generic verbs (`client.get(path)`, see sdk-verbs.ts): a call
 * through a wrapper the package defines (the path after the API base; it resolves to the parsed
 * envelope, as a wrapper's result may).
 */
function sdkVerbCall(env: RequestEnv, path: ASTPath<CallNode>, receivers: SdkReceivers, index: NodeIndex): Omit<ApiCall, 'path'> | undefined {
  const request = sdkVerbRequest(env, path, receivers, index);
  const endpoint = request && endpointOf(request.url);
  if (!request || !endpoint) return undefined;
  const { client, method, url, urlNode, bodyNode, headersNode } = request;
  return { surface: 'wrapper', client, method, ...endpoint, endpoint: endpoint.path, url, urlNode, bodyNode, headersNode };
}

/**
 * A call of an SDK method: one call per method it may invoke (a key chosen among strings, see
 * sdk-chains.ts), each naming the others it shares the call with; a body sent to several endpoints
 * is none of them alone.
 */
function sdkCalls(ctx: RecognitionContext & IndexContext, path: ASTPath<CallNode>, receivers: SdkReceivers, index: NodeIndex): Array<Omit<ApiCall, 'path'>> | undefined {
  const call = path.value;
  if (call.type === 'NewExpression') return undefined;
  const args = call.arguments as ASTNode[];
  const found = sdkChains(ctx, path, receivers, index).flatMap((chain) => {
    const m = sdkMethod(chain.names);
    // A chain that calls its row's endpoint only in versions the project cannot be using calls another (or none).
    // Through a path-walker the method's arguments are the walker's to pass: not known here.
    return m && callsIn(m, ctx.sdkVersions) ? [{ chain, m, endpoint: sdkEndpoint(m, chain.walked ? [] : args) }] : [];
  });
  if (found.length === 0) return undefined;
  const endpoints = new Set(found.map((f) => f.endpoint));
  return found.map(({ chain, m, endpoint }, i): Omit<ApiCall, 'path'> => {
    const bodyNode = endpoints.size > 1 || chain.walked ? undefined : m.body === 'last' ? args[args.length - 1] : m.body !== undefined ? args[m.body] : undefined;
    const others = found.filter((_, k) => k !== i).map((o) => ({ text: `${o.chain.receiver}.${o.chain.names.join('.')}`, endpoint: o.endpoint }));
    return {
      surface: 'sdk',
      client: chain.receiver,
      method: m.method,
      endpoint,
      query: '',
      bodyNode,
      sdk: { generation: m.generation, chain: chain.names, receiver: chain.receiver, keyAt: chain.walked?.keyAt },
      ...(others.length > 0 && { sharedWith: others }),
    };
  });
}

/** The endpoint an SDK method calls with these arguments: `{N}` placeholders filled from them (see sdk-methods.ts). */
export function sdkEndpoint(m: SdkMethod, args: readonly ASTNode[]): string {
  return m.endpoint
    .replace(/\/\{(\d+)\?\}/, (_, i) => (args[+i] === undefined || isObject(args[+i]) ? '' : `/${argumentSegment(args[+i])}`))
    .replace(/\{(\d+)\}/, (_, i) => argumentSegment(args[+i]));
}

/**
 * Every anchored Cloudflare API call in the file, in source order. Recomputed on each call (a
 * transform that edited the tree sees its own edits); the file's instances, wrappers and SDK
 * receivers are found once per tree.
 */
export function findApiCalls(ctx: RecognitionContext): ApiCall[] {
  return ctx.memo ? ctx.memo('findApiCalls', () => recogniseCalls(ctx)) : recogniseCalls(ctx);
}

/** The calls as `findApiCalls` finds them: one pass over the tree, whose value-flow questions share their answers. */
function recogniseCalls(ctx: RecognitionContext): ApiCall[] {
  return inOnePass(ctx, () => callsOfTree(ctx));
}

/** Whether a URL was judged through a proxy route of the project (its target part says so). */
function viaProxy(url: ResolvedUrl | undefined): boolean {
  return url?.parts.some((part) => part.kind === 'text' && part.proxied !== undefined) === true;
}

function callsOfTree(ctx: RecognitionContext): ApiCall[] {
  const { j, root, config } = ctx;
  // The index first: the file-wide recognisers below (bindings, anchors, receivers) then share it.
  const index = currentIndex(ctx);
  const anchors = anchorsOf(j, root, config);
  const receivers = sdkReceivers(j, root, config);
  // Members handed an API client through the constructor by every construction in the run (`new CfRecord(this.api, …)`).
  const handed = handedClients({ j, root, config, modules: ctx.modules });
  const env: RequestEnv = { j, root, config, handed, memo: ctx.memo };
  const calls: ApiCall[] = [];
  const proxied: ApiCall[] = [];
  // Subclasses other modules of the run write of the file's classes (`this` in their methods may be one: run-subclasses.ts).
  const run = runSubclassCheck({ j, modules: ctx.modules });
  index.of(...CALLS).forEach((p) => {
    const call = p.value;
    // By the key the callee is written with, else by what the value-flow layer says the callee is.
    const byKey = wrapperOfCall(anchors.wrappers, call);
    // (`this.request(…)` only where `this` is an instance whose `request` is that wrapper: this-methods.ts.)
    // (A plain name only where it is bound to the wrapper there: bound-wrapper.ts.)
    const through = byKey && thisWrapper(byKey, p, { tree: anchors.tree, functions: anchors.functions, members: anchors.members, index, run });
    const wrapper = (through && boundWrapper(through, p, { ctx, index, functions: anchors.functions })) ?? flowWrapperOfCall(ctx, anchors, p);
    const found =
      (wrapper && wrapperCall(env, p, wrapper.key, wrapper.wrapper)) ||
      sdkCalls(ctx, p, receivers, index) ||
      sdkVerbCall(env, p, receivers, index) ||
      rawCalls(env, p);
    // A chained request (`superagent.patch(url).send(body)`) is the whole chain.
    for (const one of Array.isArray(found) ? found : found ? [found] : []) {
      // Through the project's own proxy (proxied-url.ts): whether it reaches the API depends on the
      // deployment, routes the app serves itself and the server's order; never a call to edit.
      if (viaProxy(one.url)) {
        proxied.push({ ...one, path: one.surface === 'http' ? requestChain(p).end : p });
        continue;
      }
      const at = one.surface === 'http' ? requestChain(p).end : p;
      if (one.listed?.whole) one.listed.whole.path = at;
      calls.push({ ...one, path: at }); // `one` may carry an endpoint's own `path` string
    }
  });
  if (proxied.length > 0) PROXIED.set(calls, proxied);
  return calls;
}

/** The requests of a tree judged through a proxy route, by the list of its calls they were kept out of. */
const PROXIED = new WeakMap<ApiCall[], ApiCall[]>();

/**
 * The requests to a path of the app's own that a proxy of the project forwards to the API
 * (proxied-url.ts), as the calls they would be: never edited, only reported (src/cloudflare/untraced/proxied.ts).
 */
export function proxiedCalls(ctx: RecognitionContext): ApiCall[] {
  return PROXIED.get(findApiCalls(ctx)) ?? [];
}

/** A raw request as calls: one, or one per URL on the API host when its URL is chosen in branches or read from a list. */
function rawCalls(env: RequestEnv, path: ASTPath<CallNode>): Array<Omit<ApiCall, 'path'>> | undefined {
  const request = describeRequest(env, path.value, path);
  return request && callsOf(env, path, request, (one) => one);
}

/**
 * The calls a request makes: one, or one per URL on the API host when its URL is one of several
 * (`choices`). A URL read from a list's element takes that element's method and body when the
 * request reads them from it too (`{ method: e.method, body: JSON.stringify(e.body) }`).
 */
function callsOf(env: RequestEnv, path: ASTPath<CallNode>, request: RawRequest, finish: (one: Omit<ApiCall, 'path'>) => Omit<ApiCall, 'path'>): Array<Omit<ApiCall, 'path'>> | undefined {
  const call = (url: ResolvedUrl, urlNode: ASTNode, element?: UrlChoice['element']): Omit<ApiCall, 'path'> | undefined => {
    const endpoint = endpointOf(url);
    if (!endpoint) return undefined;
    let { method, bodyNode } = request;
    if (element) {
      const methodValue = request.method === undefined ? elementValue(env, request.methodNode, path, element) : undefined;
      if (methodValue !== undefined) method = methodValue === null ? 'GET' : stringValue(methodValue)?.toUpperCase();
      const body = unwrap(bodyNode);
      const read = elementValue(env, body?.type === 'CallExpression' && body.arguments.length === 1 ? body.arguments[0] : body, path, element);
      if (read !== undefined) bodyNode = read ?? undefined;
    }
    return finish({
      surface: 'http',
      client: request.client,
      method,
      endpoint: endpoint.path,
      query: endpoint.query,
      url,
      urlNode,
      bodyNode,
      headersNode: request.headersNode,
    });
  };
  if (!request.choices) {
    const one = call(request.url, request.urlNode);
    return one && [one];
  }
  const listed = request.choices.some((c) => c.element);
  const whole = listed ? call(request.url, request.urlNode) : undefined;
  const sent = request.choices.map((c) => ({ text: c.url.text, endpoint: endpointOf(c.url)?.path }));
  const found = request.choices.flatMap((c, i) => {
    const one = call(c.url, c.node, c.element);
    const element = c.element && { listed: { index: c.element.index, element: c.node, whole: whole as ApiCall | undefined, read: request.urlNode } };
    return one ? [{ ...one, ...element, sharedWith: sent.filter((_, k) => k !== i), ownBody: one.bodyNode !== request.bodyNode }] : [];
  });
  // A body sent to several endpoints belongs to none of them alone (a list's element's own body is that element's).
  const endpoints = new Set(sent.map((c) => c.endpoint));
  return found.length > 0 ? found.map(({ ownBody, ...one }) => (endpoints.size > 1 && !ownBody ? { ...one, bodyNode: undefined } : one)) : undefined;
}

/**
 * Whether a call is the place to act on an endpoint template: its endpoint matches it, and the call
 * chooses that endpoint. A call through a wrapper whose own request already matches the template
 * (`harden(zone)` fetching `…/zones/${zone}/settings/minify`, `this.lookup(id)` fetching
 * `…/tunnels/${id}`: the template's segments are written in the wrapper, the caller only passes ids)
 * does not: the wrapper's own request is found in the file too and is migrated or reported there;
 * editing or reporting its callers as well would delete or flag code that is not the call (and a
 * finding there would vanish once the wrapper's request is migrated, leaving its marker behind).
 * A wrapper whose caller writes the path (`cfApi('/zones/…/settings/minify')`, `setting(zone, 'minify')`)
 * leaves its callers to choose. Endpoint migrations match with this; what the caller writes itself
 * (a body passed through the wrapper, a result read at the call) is still the caller's.
 */
export function addresses(call: ApiCall, template: string): boolean {
  if (!matchEndpoint(call.endpoint, template)) return false;
  return call.wrapperEndpoint === undefined || !fixes(call.wrapperEndpoint, template);
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Whether a wrapper's own endpoint writes every literal segment of a template: it matches it, or its
 * caller's path is glued to its last segment (`${API}/zones/${zone}/filters${path}`: `filters` and
 * what comes before it are the wrapper's) and the template has only parameters after that.
 */
function fixes(own: string, template: string): boolean {
  if (matchEndpoint(own, template)) return true;
  const glued = own.replace(/([^/]):param$/, '$1');
  if (glued === own) return false;
  const n = segmentsOf(glued).length;
  const want = segmentsOf(template);
  return want.slice(n).every((s) => s.startsWith(':')) && want.length >= n && matchEndpoint(glued, `/${want.slice(0, n).join('/')}`);
}

/**
 * The object literal a request body stands for (`objectOf`, the layer's one object at the body:
 * written there, or given to a name the call reads, the calling function's or another's by scope),
 * through `JSON.stringify(x)`, casts and v1's `DNSRecord.create({...})`, a few hops on; a bulk body's
 * array literal written at the call. Undefined when it is built dynamically, may be one of several,
 * or came through a call.
 */
export function bodyObject(ctx: RecognitionContext, call: ApiCall): any {
  const keeps = call.sdk?.generation === 'v1' ? ['stringify', 'create'] : ['stringify'];
  const through = (n: ASTNode): ASTNode | undefined => (n.type === 'CallExpression' && n.arguments.length === 1 && keeps.includes(memberName(n.callee) ?? '') ? n.arguments[0] : undefined);
  const sent = unwrap(call.bodyNode);
  const inPlace = sent && unwrap(through(sent) ?? sent);
  // Written at the call (`JSON.stringify({ … })`): the literal itself, without asking the layer, whose
  // index a tree edited since would be built again for each call (a file of many calls: its square).
  return inPlace?.type === 'ArrayExpression' || inPlace?.type === 'ObjectExpression' ? inPlace : objectOf(ctx, sent, through);
}
