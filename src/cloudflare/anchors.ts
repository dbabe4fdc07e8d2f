import type { ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../types';
import { bindingsOf, patternNames } from './bindings';
import { endpointOf } from './endpoint';
import { importedInstances, importedWrappers } from './imported';
import { describeRequest, objectOf, type Prefix, type RawRequest, type RequestEnv } from './http';
import { CALLS, nodeIndex, type NodeIndex } from './node-index';
import { keyName, propertyValue, receiverKey, stringValue, unwrap } from './syntax';
import { readOnly, resolveUrl } from './url-expression';

/**
 * What makes a call in one file anchored besides a full URL: client instances created with the API
 * base (`axios.create({baseURL})`, `got.extend({prefixUrl})`, `ky.create({prefixUrl})`), functions of
 * the file that put the API base before one of their parameters and send it (a wrapper
 * `cfApi(path, method, body)`, also a class method `this.request(path)`), and the wrappers named in
 * the configuration (defined in other files; their first argument is a path relative to the base).
 */
export interface Anchors {
  instances: Map<string, Prefix>;
  wrappers: Map<string, Wrapper>;
}

export interface Wrapper {
  /** The URL before the path parameter (read-only: it belongs to the wrapper, not the call site). */
  prefix: Prefix;
  /** The URL after it, if any. */
  suffix: Prefix;
  pathParam: number;
  /** The parameter the method is passed in, when the wrapper takes one. */
  methodParam?: number;
  /** The method the wrapper uses when its caller does not give one. */
  defaultMethod?: string;
  /** The parameter the request body is passed in. */
  bodyParam?: number;
  /** The parameter holding request options passed on (`fetch(url, init)`, `{ ...init, headers }`): method and body come from it. */
  optionsParam?: number;
  /** Configured wrappers: argument shapes are guessed (a verb string, an object body). */
  configured?: boolean;
}

const CREATORS = new Set(['create', 'extend']);
const BASE_KEYS = ['baseURL', 'baseUrl', 'prefixUrl', 'prefixURL'];

function instances(env: RequestEnv): Map<string, Prefix> {
  const { j, root } = env;
  const found = new Map<string, Prefix>();
  const consider = (key: string | undefined, init: any): void => {
    let n = unwrap(init);
    if (n?.type === 'AwaitExpression') n = unwrap(n.argument);
    if (!key || n?.type !== 'CallExpression') return;
    const callee = unwrap(n.callee);
    const name = callee.type === 'MemberExpression' ? keyName({ key: callee.property, computed: callee.computed }) : undefined;
    if (!name || !CREATORS.has(name)) return;
    const options = objectOf(env, n.arguments[0]);
    const base = BASE_KEYS.map((k) => propertyValue(options, k)).find((v) => v !== undefined);
    if (!base) return;
    const url = resolveUrl(j, root, base, env.config);
    if (endpointOf(url)) found.set(key, { parts: readOnly(url) });
  };
  const index = nodeIndex(j, root);
  index.of('VariableDeclarator').forEach((p: ASTPath<any>) => consider(receiverKey(p.value.id), p.value.init));
  index.of('AssignmentExpression').forEach((p: ASTPath<any>) => consider(receiverKey(p.value.left), p.value.right));
  index.of('ClassProperty', 'PropertyDefinition').forEach((p: ASTPath<any>) => consider(`this.${keyName(p.value)}`, p.value.value));
  return found;
}

/** Functions of the file by the key their callers use: `name` or `this.name` (class methods and arrow fields). */
function functionsByKey(index: NodeIndex): Array<{ key: string; fn: any }> {
  const out: Array<{ key: string; fn: any }> = [];
  const isFunctionValue = (n: any) => n?.type === 'ArrowFunctionExpression' || n?.type === 'FunctionExpression';
  index.of('FunctionDeclaration', 'VariableDeclarator', 'ClassMethod', 'ClassProperty', 'PropertyDefinition').forEach((p: ASTPath<any>) => {
    const v = p.value;
    if (v.type === 'FunctionDeclaration') {
      if (v.id) out.push({ key: v.id.name, fn: v });
    } else if (v.type === 'VariableDeclarator') {
      if (v.id.type === 'Identifier' && isFunctionValue(unwrap(v.init))) out.push({ key: v.id.name, fn: unwrap(v.init) });
    } else {
      const name = keyName(v);
      if (!name) return;
      if (v.type === 'ClassMethod') {
        if (v.kind === 'method') out.push({ key: `this.${name}`, fn: v });
      } else if (isFunctionValue(unwrap(v.value))) out.push({ key: `this.${name}`, fn: unwrap(v.value) });
    }
  });
  return out;
}

const paramName = (param: any): string | undefined => {
  const names = patternNames(param.type === 'AssignmentPattern' ? param.left : param);
  return param.type === 'ObjectPattern' || names.length !== 1 ? undefined : names[0];
};
const paramDefault = (param: any): any => (param.type === 'AssignmentPattern' ? param.right : undefined);

/** The value a wrapper passes on as the body: `body`, `JSON.stringify(body)`, `body ? JSON.stringify(body) : undefined`, `body && …`. */
function passedValue(node: any): any {
  const n = unwrap(node);
  if (n?.type === 'ConditionalExpression') {
    // `body === undefined ? undefined : JSON.stringify(body)`: the branch that passes something.
    const c = passedValue(n.consequent);
    return (c?.type === 'Identifier' && c.name === 'undefined') || c?.type === 'NullLiteral' ? passedValue(n.alternate) : c;
  }
  if (n?.type === 'LogicalExpression') return passedValue(n.right);
  if (n?.type === 'CallExpression' && n.arguments.length >= 1) return passedValue(n.arguments[0]);
  return n;
}

/** A request of the file whose URL is on the API host (possibly through a parameter). */
interface AnchoredRequest {
  call: any;
  request: RawRequest;
}

/** A function that sends `base + param` to the API is a wrapper; its parameters say where method and body go. */
function wrapperOf(fn: any, requests: AnchoredRequest[]): Wrapper | undefined {
  const names = fn.params.map(paramName);
  if (names.every((n: string | undefined) => n === undefined)) return undefined;
  let wrapper: Wrapper | undefined;
  requests.forEach(({ call, request }) => {
    if (wrapper || !(fn.body.start <= call.start && call.end <= fn.body.end)) return;
    const at = request.url.parts.findIndex((part) => part.kind === 'dynamic' && unwrap(part.node)?.type === 'Identifier' && names.includes(unwrap(part.node).name));
    if (at < 0) return;
    const pathParam = names.indexOf(unwrap(request.url.parts[at].node).name);
    const method = unwrap(request.methodNode);
    const methodParam = method?.type === 'Identifier' ? names.indexOf(method.name) : -1;
    const body = passedValue(request.bodyNode);
    const bodyParam = body?.type === 'Identifier' ? names.indexOf(body.name) : -1;
    const options = unwrap(request.optionsNode);
    const passed =
      options?.type === 'Identifier'
        ? options
        : options?.type === 'ObjectExpression'
          ? options.properties.find((q: any) => q.type === 'SpreadElement' && unwrap(q.argument)?.type === 'Identifier')?.argument
          : undefined;
    const optionsParam = passed ? names.indexOf(unwrap(passed).name) : -1;
    const defaultNode = methodParam >= 0 ? paramDefault(fn.params[methodParam]) : undefined;
    wrapper = {
      prefix: { parts: readOnly({ ...request.url, parts: request.url.parts.slice(0, at) }) },
      suffix: { parts: readOnly({ ...request.url, parts: request.url.parts.slice(at + 1) }) },
      pathParam,
      methodParam: methodParam >= 0 ? methodParam : undefined,
      // Options passed on and not given by the caller: the wrapper's own method, else GET.
      defaultMethod: methodParam >= 0 ? stringValue(defaultNode)?.toUpperCase() ?? 'GET' : request.method ?? (optionsParam >= 0 ? 'GET' : undefined),
      bodyParam: bodyParam >= 0 ? bodyParam : undefined,
      optionsParam: optionsParam >= 0 ? optionsParam : undefined,
    };
  });
  return wrapper;
}

const cache = new WeakMap<object, Anchors>();

export function anchorsOf(j: JSCodeshift, root: Collection<any>, config: UserConfig): Anchors {
  const rootNode = root.get().value;
  const cached = cache.get(rootNode);
  if (cached && (cached as any).config === config) return cached;
  bindingsOf(j, root);
  const env: RequestEnv = { j, root, config, instances: new Map() };
  env.instances = instances(env);
  // Imported anchors (project index): instances imported from other modules, as if made here.
  for (const [key, prefix] of importedInstances(config)) if (!env.instances.has(key)) env.instances.set(key, prefix);
  const index = nodeIndex(j, root);
  // Every request on the API host, described once; a function holding one that sends a parameter is a wrapper.
  const requests: AnchoredRequest[] = [];
  for (const p of index.of(...CALLS)) {
    const request = describeRequest(env, p.value);
    if (request && endpointOf(request.url)) requests.push({ call: p.value, request });
  }
  const wrappers = new Map<string, Wrapper>();
  if (requests.length > 0) {
    for (const { key, fn } of functionsByKey(index)) {
      const w = wrapperOf(fn, requests);
      if (w) wrappers.set(key, w);
    }
  }
  // Imported anchors (project index): wrappers and client methods defined in other modules.
  for (const [key, w] of importedWrappers(config)) if (!wrappers.has(key)) wrappers.set(key, w);
  for (const name of config.wrappers ?? []) {
    if (!wrappers.has(name)) {
      wrappers.set(name, {
        prefix: { parts: [{ kind: 'text', text: 'https://api.cloudflare.com/client/v4', node: null }] },
        suffix: { parts: [] },
        pathParam: 0,
        configured: true,
      });
    }
  }
  const anchors = Object.assign({ instances: env.instances, wrappers }, { config });
  cache.set(rootNode, anchors);
  return anchors;
}
