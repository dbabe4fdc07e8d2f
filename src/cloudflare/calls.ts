import type { ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../types';
import { anchorsOf, type Wrapper } from './anchors';
import { CALLS, currentIndex, nodesIn } from './node-index';
import { endpointOf, matchEndpoint } from './endpoint';
import { describeRequest, objectOf, prefixed, type RequestEnv } from './http';
import { argumentSegment, sdkChain, sdkReceivers } from './sdk';
import { sdkMethod, type SdkGeneration } from './sdk-methods';
import { enclosingFunction, patternNames } from './bindings';
import { isObject, propertyValue, receiverKey, stringValue, unwrap } from './syntax';
import { joinParts, resolveUrl, type ResolvedUrl } from './url-expression';

/**
 * One anchored call to the Cloudflare API: a raw HTTP request whose URL is on the API host (written
 * out, through an instance or a wrapper), or a method of a `cloudflare` SDK receiver. Every call has
 * a method and an endpoint path, so transforms match raw and SDK calls the same way.
 */
export interface ApiCall {
  /** The call (or `new`) expression. */
  path: ASTPath<any>;
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
  urlNode?: any;
  /** The body as written at the call (`JSON.stringify(record)`, `record`, `{…}`), or the SDK params/body argument. */
  bodyNode?: any;
  /** The headers as written (raw calls). */
  headersNode?: any;
  /** SDK calls only. */
  sdk?: { generation: SdkGeneration; chain: string[]; receiver: string };
}

export interface RecognitionContext {
  j: JSCodeshift;
  root: Collection<any>;
  config: UserConfig;
  /** The runner's per-file memo (see TransformContext): lets transforms share one recognition pass. */
  memo?<T>(key: string, compute: () => T): T;
}

function wrapperCall(env: RequestEnv, call: any, key: string, w: Wrapper): Omit<ApiCall, 'path'> | undefined {
  const args: any[] = call.arguments;
  const pathArg = args[w.pathParam];
  if (!pathArg) return undefined;
  const rel = resolveUrl(env.j, env.root, pathArg, env.config);
  const url = joinParts([...prefixed(w.prefix, rel).parts, ...w.suffix.parts]);
  const endpoint = endpointOf(url);
  if (!endpoint) return undefined;
  let method = w.methodParam !== undefined ? stringValue(args[w.methodParam])?.toUpperCase() ?? (args[w.methodParam] ? undefined : w.defaultMethod) : w.defaultMethod;
  let bodyNode = w.bodyParam !== undefined ? args[w.bodyParam] : undefined;
  if (w.optionsParam !== undefined && args[w.optionsParam] !== undefined) {
    // `cfApi(path, { method: 'PATCH', body })`: the caller's options decide (unknown when not visible here).
    const options = objectOf(env, args[w.optionsParam]);
    const given = options && stringValue(propertyValue(options, 'method'));
    method = options ? given?.toUpperCase() ?? w.defaultMethod : undefined;
    bodyNode = options ? propertyValue(options, 'body') ?? propertyValue(options, 'data') ?? propertyValue(options, 'json') : undefined;
  }
  if (w.configured) {
    // A wrapper defined elsewhere: a verb among the arguments is the method; an object the body (or options holding it).
    const rest = args.slice(w.pathParam + 1);
    const verb = rest.map((a) => stringValue(a)).find((s) => s && /^(get|post|put|patch|delete|head)$/i.test(s));
    const object = rest.find((a) => isObject(a) || objectOf(env, a));
    const options = objectOf(env, object);
    const optionMethod = options && stringValue(propertyValue(options, 'method'));
    method = (verb ?? optionMethod)?.toUpperCase() ?? (rest.some((a) => unwrap(a)?.type === 'Identifier' && !objectOf(env, a)) ? undefined : 'GET');
    // Request options carry the body in body/data/json; an object with none of the option keys is the
    // body itself (a DNS record `{type, name, data}` has a `data` of its own).
    const isOptions = options && ['method', 'headers', 'body', 'json', 'params', 'searchParams'].some((k) => propertyValue(options, k) !== undefined);
    bodyNode = isOptions ? propertyValue(options, 'body') ?? propertyValue(options, 'data') ?? propertyValue(options, 'json') : undefined;
    if (!bodyNode && object && !isOptions) bodyNode = object;
    // A bulk body: an array literal among the arguments.
    bodyNode ??= rest.find((a) => unwrap(a)?.type === 'ArrayExpression');
  }
  return { surface: 'wrapper', client: key, method, ...endpoint, endpoint: endpoint.path, url, urlNode: pathArg, bodyNode };
}

function sdkCall(call: any, receivers: Set<string>): Omit<ApiCall, 'path'> | undefined {
  if (call.type === 'NewExpression') return undefined;
  const chain = sdkChain(call.callee, receivers);
  if (!chain) return undefined;
  const m = sdkMethod(chain.names);
  if (!m) return undefined;
  const args: any[] = call.arguments;
  const endpoint = m.endpoint
    .replace(/\/\{(\d+)\?\}/, (_, i) => (args[+i] === undefined || isObject(args[+i]) ? '' : `/${argumentSegment(args[+i])}`))
    .replace(/\{(\d+)\}/, (_, i) => argumentSegment(args[+i]));
  const bodyNode = m.body === 'last' ? args[args.length - 1] : m.body !== undefined ? args[m.body] : undefined;
  return {
    surface: 'sdk',
    client: chain.receiver,
    method: m.method,
    endpoint,
    query: '',
    bodyNode,
    sdk: { generation: m.generation, chain: chain.names, receiver: chain.receiver },
  };
}

/**
 * Every anchored Cloudflare API call in the file, in source order. Recomputed on each call (a
 * transform that edited the tree sees its own edits); the file's instances, wrappers and SDK
 * receivers are found once per tree.
 */
export function findApiCalls(ctx: RecognitionContext): ApiCall[] {
  return ctx.memo ? ctx.memo('findApiCalls', () => recogniseCalls(ctx)) : recogniseCalls(ctx);
}

function recogniseCalls(ctx: RecognitionContext): ApiCall[] {
  const { j, root, config } = ctx;
  // The index first: the file-wide recognisers below (bindings, anchors, receivers) then share it.
  const index = currentIndex(ctx);
  const anchors = anchorsOf(j, root, config);
  const receivers = sdkReceivers(j, root, config);
  const env: RequestEnv = { j, root, config, instances: anchors.instances };
  const calls: ApiCall[] = [];
  index.of(...CALLS).forEach((p: ASTPath<any>) => {
    const call = p.value;
    const callee = unwrap(call.callee);
    const key = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && unwrap(callee.object)?.type === 'ThisExpression' ? `this.${callee.property.name}` : undefined;
    const configuredName = callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : undefined;
    // Imported anchors (project index): `cf.request(...)`, `this.api.get(...)` on an instance of an imported client.
    const memberKey = !key && callee.type === 'MemberExpression' && !callee.computed && receiverKey(callee.object) ? `${receiverKey(callee.object)}.${callee.property.name}` : undefined;
    const member = memberKey && anchors.wrappers.get(memberKey);
    const wrapper = (key && anchors.wrappers.get(key)) || member || (configuredName && anchors.wrappers.get(configuredName)?.configured ? anchors.wrappers.get(configuredName) : undefined);
    const found =
      (wrapper && wrapperCall(env, call, key ?? (member ? memberKey! : configuredName!), wrapper)) ||
      sdkCall(call, receivers) ||
      rawCall(env, call);
    if (found) calls.push({ ...found, path: p }); // `found` may carry an endpoint's own `path` string
  });
  return calls;
}

function rawCall(env: RequestEnv, call: any): Omit<ApiCall, 'path'> | undefined {
  const request = describeRequest(env, call);
  if (!request) return undefined;
  const endpoint = endpointOf(request.url);
  if (!endpoint) return undefined;
  return {
    surface: 'http',
    client: request.client,
    method: request.method,
    endpoint: endpoint.path,
    query: endpoint.query,
    url: request.url,
    urlNode: request.urlNode,
    bodyNode: request.bodyNode,
    headersNode: request.headersNode,
  };
}

/** The calls whose endpoint matches one of the templates (and, when given, one of the methods). */
export function callsTo(ctx: RecognitionContext, templates: string[], methods?: string[]): ApiCall[] {
  return findApiCalls(ctx).filter(
    (c) => templates.some((t) => matchEndpoint(c.endpoint, t)) && (!methods || (c.method !== undefined && methods.includes(c.method))),
  );
}

/**
 * The object literal a request body stands for: through `JSON.stringify(x)`, casts, a once-declared
 * const, v1's `DNSRecord.create({...})`, and a variable declared once (and never reassigned) in the
 * function that makes the call, even when other functions of the file use the same name
 * (`const record = {…}` in each method of a class). Undefined when it is built dynamically.
 */
export function bodyObject(ctx: RecognitionContext, call: ApiCall): any {
  let n = unwrap(call.bodyNode);
  for (let step = 0; step < 4 && n; step++) {
    if (n.type === 'CallExpression' && n.arguments.length === 1 && n.callee.type === 'MemberExpression') {
      const name = n.callee.property?.name;
      if (name === 'stringify' || (call.sdk?.generation === 'v1' && name === 'create')) n = unwrap(n.arguments[0]);
    }
    if (n?.type === 'ArrayExpression' || n?.type === 'ObjectExpression') return n;
    const local = n?.type === 'Identifier' ? localInit(ctx, call.path, n.name) : undefined;
    if (!local) break;
    n = unwrap(local);
  }
  if (unwrap(n)?.type === 'ArrayExpression') return unwrap(n);
  return objectOf(ctx, n);
}

/** The initialiser of `name` when the nearest function around `at` that declares it does so once and never reassigns it. */
function localInit(ctx: RecognitionContext, at: ASTPath<any>, name: string): any {
  const named = (node: any): boolean => node?.type === 'Identifier' && node.name === name;
  for (let scope = enclosingFunction(at); scope; scope = enclosingFunction(scope)) {
    const inside = nodesIn(ctx, scope.value, ['VariableDeclarator', 'AssignmentExpression']);
    const declared = inside.filter(
      (p) => p.value.type === 'VariableDeclarator' && named(p.value.id) && (enclosingFunction(p) === scope || enclosingFunction(p)?.value === scope!.value),
    );
    if (declared.length === 0) {
      if ((scope.value.params ?? []).some((param: any) => patternNames(param).includes(name))) return undefined;
      continue;
    }
    const assigned = inside.some((p) => p.value.type === 'AssignmentExpression' && named(p.value.left));
    return declared.length === 1 && !assigned ? declared[0].value.init : undefined;
  }
  return undefined;
}

