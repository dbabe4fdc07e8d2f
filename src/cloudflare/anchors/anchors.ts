import type { AssignmentExpression, ASTNode, ASTPath, ClassMethod, ClassProperty, FunctionDeclaration, Identifier, JSCodeshift, VariableDeclarator } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { endpointOf } from '../urls/endpoint';
import { importedFactories, importedWrappers } from './imported';
import { describeRequest, type RawRequest, type RequestEnv } from '../calls/http';
import type { Made, UrlPart, Wrapper } from '../shapes';
import { CALLS, classProperties, nodeIndex, questionMemo, type IndexContext, type NodeIndex, type Root } from '../../ast/node-index';
import { memberTypedReceivers, typedReceivers } from '../../ast/typed-receivers';
import { allDeclarations } from '../../ast/scope';
import { memberFunction } from '../../ast/member-function';
import { classTree, type ClassTree } from './class-tree';
import { className, commonJsExportName, keyName, receiverKey, stringValue, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { returnedValues } from '../../flow/returns';
import { apiInstance } from './instance-base';
import { readOnlyParts } from '../../flow/template-parts';
import { wrapperOfCall, wrapperRequest } from '../calls/wrapper-call';
import { argumentParams } from '../../ast/this-parameter';
import { paramReader, type ParamRef } from '../urls/wrapper-params';
import { replacedParam } from '../urls/replaced-path';
import { unkeyedFunctions } from './method-functions';
import { inOnePass, knownText, passMemo, passRunnerMemo, values } from '../../flow';
import { anchorReads, stillHolds, type AnchorReads } from './anchor-reads';
import { insideFunction } from './requests-in';
import { returnsAnswer } from './answer-returns';
import { optionsTouched, sentBody } from './sent-body';
import { passedRef } from './passed-on';
import { thisWrapper } from './this-methods';
import { boundWrapper } from './bound-wrapper';
import { flowMemberWrapper, memberNames, type FlowMembers } from './flow-members';
import { sentParameter } from './pass-through';
import { optionsFields, passedOptions } from './spread-options';
import { namesSetting, sendsMore } from './sends-more';
import { treatsParam } from '../../ast/treats-param';

/**
 * What makes a call in one file anchored besides a full URL: client instances created with the API
 * base (`axios.create({baseURL})`, `got.extend({prefixUrl})`, `ky.create({prefixUrl})`), functions of
 * the file that put the API base before one of their parameters and send it (a wrapper
 * `cfApi(path, method, body)`, also a class method `this.request(path)`), and the wrappers named in
 * the configuration (defined in other files; their first argument is a path relative to the base).
 */
export interface Anchors {
  /** The file's classes, for `this.name(…)` (class-tree.ts). */
  tree: ClassTree;
  /**
   * By the key callers use: `name`, `this.name` (a class method), `api.name` / `this.api.name` (a method
   * of a client class of the file called through an instance, `const api = new CloudflareApi()`), and
   * configured names.
   */
  wrappers: Map<string, Wrapper>;
  /** Client classes of the file by class name: their wrapper methods by method name. */
  classes: Map<string, Map<string, Wrapper>>;
  /**
   * Factories by function name (the file's and imported ones): functions whose result is an anchor,
   * so that `const api = createApi(token)` (also awaited, or `this.api = …`) is that anchor.
   */
  factories: Map<string, Made>;
  /** Every wrapper of the file by its function, those no key names included (static and object-literal methods: method-functions.ts). */
  functions: Map<FunctionNode, Wrapper>;
  /** Those of `functions` that are members of a class, whichever holds the `this.name` key. */
  members: Set<Wrapper>;
}

/** Every receiver key given a value in the file (`const x = …`, `this.x = …`, a field `x = …`) with that value. */
function assigned(index: NodeIndex, each: (key: string, init: ASTNode, at: ASTPath) => void): void {
  const consider = (key: string | undefined, init: MaybeNode, at: ASTPath): void => {
    if (key && init) each(key, init, at);
  };
  index.of('VariableDeclarator').forEach((p) => consider(receiverKey(p.value.id), p.value.init, p));
  index.of('AssignmentExpression').forEach((p) => consider(receiverKey(p.value.left), p.value.right, p));
  classProperties(index).forEach((p) => consider(`this.${keyName(p.value)}`, p.value.value, p));
}

/** The factory a value is the result of: `createApi(token)`, `await createApi(token)`. */
function madeBy(factories: Map<string, Made>, init: MaybeNode): Made | undefined {
  const n = unwrapAwait(init);
  const callee = n?.type === 'CallExpression' ? unwrap(n.callee) : undefined;
  return callee?.type === 'Identifier' ? factories.get(callee.name) : undefined;
}

/** What a function of the file returns that is an anchor, if any (see Made). */
function madeOf(env: RequestEnv, fn: FunctionNode, methodsOfClass: (name: string) => Map<string, Wrapper> | undefined, wrapperOfFn: (fn: FunctionNode) => Wrapper | undefined): Made | undefined {
  for (const r of returnedValues(fn)) {
    const instance = r ? apiInstance(env, r) : undefined;
    if (instance) return { instance };
    if (r?.type === 'ArrowFunctionExpression' || r?.type === 'FunctionExpression') {
      const wrapper = wrapperOfFn(r);
      if (wrapper) return { wrapper };
    }
    const cls = r?.type === 'NewExpression' && unwrap(r.callee)?.type === 'Identifier' ? unwrap(r.callee).name : undefined;
    const methods = cls ? methodsOfClass(cls) : undefined;
    if (methods) return { methods };
  }
  return undefined;
}

/** The name of the class a member path belongs to (`class A {}`, `const A = class {}`). */
function classNameOf(member: Pick<ASTPath, 'parent'>): string | undefined {
  const cls = member.parent?.parent;
  const node = cls?.value;
  return node?.type === 'ClassDeclaration' || node?.type === 'ClassExpression' ? className(cls) : undefined;
}

/**
 * Functions of the file by the key their callers use: `name` or `this.name` (class methods and arrow
 * fields, a constructor function's prototype members, with their class).
 */
function functionsByKey(index: NodeIndex, tree: ClassTree): Array<{ key: string; fn: FunctionNode; className?: string; method?: string; cls?: ASTNode }> {
  const out: Array<{ key: string; fn: FunctionNode; className?: string; method?: string; cls?: ASTNode }> = [];
  index.of('FunctionDeclaration', 'VariableDeclarator', 'ClassMethod', 'ClassProperty', 'PropertyDefinition', 'AssignmentExpression').forEach((p) => {
    // (A PropertyDefinition has ClassProperty's fields.)
    const v = p.value as FunctionDeclaration | VariableDeclarator | ClassMethod | ClassProperty | AssignmentExpression;
    if (v.type === 'AssignmentExpression') {
      // `exports.cfGet = (path) => …`, `module.exports.cfGet = function (path) {…}`: exported as `cfGet`.
      const fn = memberFunction(v);
      const name = fn ? commonJsExportName(v.left) : undefined;
      if (fn && name) out.push({ key: name, fn });
    } else if (v.type === 'FunctionDeclaration') {
      if (v.id) out.push({ key: (v.id as Identifier).name, fn: v });
    } else if (v.type === 'VariableDeclarator') {
      const fn = memberFunction(v);
      if (fn && v.id.type === 'Identifier') out.push({ key: v.id.name, fn });
    } else {
      const name = keyName(v);
      const fn = memberFunction(v);
      if (!name || v.static || !fn) return;
      out.push({ key: `this.${name}`, className: classNameOf(p), method: name, cls: p.parent?.parent?.value as ASTNode, fn });
    }
  });
  for (const [cls, byName] of tree.functions.members) {
    for (const [method, fn] of byName) if (fn) out.push({ key: `this.${method}`, fn: fn as FunctionNode, className: tree.functions.names.get(cls), method, cls });
  }
  return out;
}

/**
 * Instances of classes by receiver key: `const api = new CloudflareApi(…)`, `this.api = new …`, a
 * field `api = new …`, and, in TypeScript, whatever is declared with the class as its type: a
 * parameter `client: CloudflareApi` (the usual way a client reaches the functions of another module),
 * a constructor's parameter property `private api: CloudflareApi`, a field `api!: CloudflareApi`.
 */
function classInstances(index: NodeIndex): Map<string, string> {
  const found = new Map<string, string>();
  assigned(index, (key, init) => {
    const n = unwrapAwait(init);
    const callee = n?.type === 'NewExpression' ? unwrap(n.callee) : undefined;
    if (callee?.type === 'Identifier') found.set(key, callee.name);
  });
  // Receivers are keyed by name in the whole file: a name typed with two classes in two functions is left out.
  const typedAs = new Map<string, string | null>();
  for (const { key, typeName, isStatic } of typedReceivers(index)) {
    if (isStatic || !typeName || found.has(key)) continue;
    const before = typedAs.get(key);
    typedAs.set(key, before === undefined || before === typeName ? typeName : null);
  }
  for (const [key, className] of typedAs) if (className) found.set(key, className);
  // Through a member of a written type (`ctx.client` for `ctx: Context` with `interface Context {
  // client: ApiClient }`, a destructured `{ client }: Context`): only when every declaration of the
  // name in the file is one of these (a local or test double of the same name is another value).
  const byMember = new Map<string, { className: string | null; ids: Set<unknown> }>();
  for (const { key, typeName, isStatic, id } of memberTypedReceivers(index)) {
    if (isStatic || !typeName || found.has(key)) continue;
    const seen = byMember.get(key) ?? byMember.set(key, { className: typeName, ids: new Set() }).get(key)!;
    if (seen.className !== typeName) seen.className = null;
    seen.ids.add(id);
  }
  for (const [key, { className, ids }] of byMember) {
    const root = key.split('.')[0];
    if (className && (root === 'this' || allDeclarations(index, root).every((d) => ids.has(d.id)))) found.set(key, className);
  }
  return found;
}

/** A request of the file whose URL is on the API host (possibly through a parameter). */
interface AnchoredRequest {
  call: CallNode;
  request: RawRequest;
}

/** `path.includes('?') ? '&' : '?'` (also held in a const): the start of a query, chosen at run time. */
function isQuerySeparator(ctx: IndexContext, node: MaybeNode): boolean {
  const sides = node ? values(ctx, node).map(knownText) : [];
  return sides.includes('?') && sides.every((s) => s === '?' || s === '&');
}

/**
 * The options a wrapper hands to its client, looked through the name that holds them: `const opts =
 * { ...options, headers }; fetch(url, opts)` passes the caller's options on as `{ ...options }` does.
 * Anything else (a parameter, a name the layer does not pin to one literal) is returned as it is.
 */
function localObject(ctx: IndexContext, node: MaybeNode): MaybeNode {
  const [held, more] = node?.type === 'Identifier' ? values(ctx, node) : [];
  return held?.kind === 'object' && !more && !held.readOnly && !held.bound ? held.node : node;
}

/**
 * A function that sends `base + param` to the API is a wrapper; its parameters say where method and
 * body go. A parameter may be an options object (`api({ path, method, body })`, destructured or read
 * as `opts.url`: its keys are recorded) or an array of path segments the function joins.
 */
function wrapperOf(ctx: IndexContext, fn: FunctionNode, requests: AnchoredRequest[]): Wrapper | undefined {
  if (argumentParams(fn).length === 0) return undefined;
  // What the function reads of its parameters, looked at once a request of the file is found in it.
  let reader: ((node: MaybeNode) => ParamRef | undefined) | undefined;
  const refOf = (node: MaybeNode): ParamRef | undefined => (reader ??= paramReader(ctx, fn))(node);
  let restReader: ((node: MaybeNode) => ParamRef | undefined) | undefined;
  let wrapper: Wrapper | undefined;
  insideFunction(requests, fn).forEach(({ request }) => {
    if (wrapper) return;
    // The path parameter is the last parameter written in the URL's path (not in its query).
    const query = request.url.text.search(/[?#]/);
    // A parameter rewritten by `.replace` before it is sent is a path the wrapper's callers give too (replaced-path.ts).
    const refAt = (part: UrlPart): ParamRef | undefined => (part.kind === 'dynamic' ? (refOf(part.node) ?? replacedParam(ctx, fn, part.node)) : undefined);
    let at = -1;
    request.url.parts.forEach((part, i) => {
      if (refAt(part) && (query < 0 || request.url.offsets[i] < query)) at = i;
    });
    if (at < 0) return;
    const path = refAt(request.url.parts[at])!;
    // A test the path must answer for this URL to be sent (conditioned-template.ts); one anywhere else is none the callers decide.
    const pathPart = request.url.parts[at];
    const pathWhen = pathPart.kind === 'dynamic' ? pathPart.when : undefined;
    if (request.url.parts.some((p, i) => i !== at && p.kind === 'dynamic' && p.when)) return;
    // Paths a guard over the request turns away (narrowing.ts's `excluded`): no caller passing one sends it.
    const [held, ...more] = values(ctx, pathPart.node as ASTNode);
    const pathExcluded = !more.length && held?.kind === 'unknown' && held.excluded ? [...held.excluded] : undefined;
    // Other parameters written in the URL are the caller's to give (`/zones/${zoneId}` before the path).
    const bound = (parts: UrlPart[]): UrlPart[] =>
      parts.map((part) => {
        const ref = refAt(part);
        return ref && ref.joined === undefined && ref.replaced === undefined ? { ...part, param: ref.param, ...(ref.key !== undefined ? { paramKey: ref.key } : {}) } : part;
      });
    const method = refOf(request.methodNode) ?? passedRef(ctx, { fn, refOf }, request.passedOn?.method);
    const sent = sentBody(ctx, fn, request.bodyNode, refOf);
    const body = sent?.ref ?? passedRef(ctx, { fn, refOf }, request.passedOn?.body);
    // The caller's options passed on, and what the wrapper writes over them (spread-options.ts).
    // Also the rest of a destructured options parameter (`const { timeout, ...init } = options`), which passedOptions minds.
    let passedName: MaybeNode;
    const passed = passedOptions(localObject(ctx, unwrap(request.optionsNode)), (node) => {
      const ref = (restReader ??= paramReader(ctx, fn, { rests: true }))(node);
      if (ref) passedName = node;
      return ref;
    });
    // What the wrapper reads or writes itself of the options it passes on (`JSON.parse(init.body)`, `Object.assign(init, …)`): not the caller's to say.
    if (passed.ref) {
      const own = optionsTouched(ctx, fn, passedName, request.optionsNode);
      if (own.body) passed.overrides.body = true;
      if (own.method) Object.assign(passed.overrides, { method: true, unknown: true });
    }
    const optionsRef = passed.ref;
    // A query appended with a separator chosen at run time (`${path}${sep}page=${page}`) starts with '?'.
    const after = request.url.parts.slice(at + 1);
    const first = after.findIndex((p) => !(p.kind === 'text' && p.text === ''));
    if (first >= 0 && after[first].kind === 'dynamic' && isQuerySeparator(ctx, after[first].node)) after[first] = { kind: 'text', text: '?', node: null };
    const keyOf = (ref: ParamRef | undefined, name: 'pathKey' | 'methodKey' | 'bodyKey') => (ref?.key !== undefined ? { [name]: ref.key } : {});
    wrapper = {
      prefix: { parts: bound(readOnlyParts({ ...request.url, parts: request.url.parts.slice(0, at) })) },
      suffix: { parts: bound(readOnlyParts({ ...request.url, parts: after })) },
      pathParam: path.param,
      ...keyOf(path, 'pathKey'),
      ...(path.joined !== undefined ? { pathJoin: path.joined } : {}),
      ...(path.replaced !== undefined ? { pathReplaced: path.replaced } : {}),
      ...(stringValue(path.fallback) !== undefined ? { pathDefault: stringValue(path.fallback) } : {}),
      ...(pathWhen ? { pathWhen } : {}),
      ...(pathExcluded ? { pathExcluded } : {}),
      methodParam: method?.param,
      ...keyOf(method, 'methodKey'),
      // Options passed on and not given by the caller: the wrapper's own method, else GET.
      defaultMethod: method ? stringValue(method.fallback)?.toUpperCase() ?? 'GET' : request.method ?? (optionsRef ? 'GET' : undefined),
      bodyParam: body?.param,
      ...(sent?.converted ? { bodyConverted: true } : {}),
      ...(sent?.adds ? { bodyAdds: sent.adds } : {}),
      ...keyOf(body, 'bodyKey'),
      ...optionsFields(passed, method !== undefined, request.method),
      ownEndpoint: endpointOf(request.url)?.path,
      ownMethod: request.method,
    };
  });
  return wrapper;
}

/**
 * The requests of a file on the API host, described once, and by function those that send a URL the
 * function's caller gives whole (pass-through.ts): only a function whose requests all send the same
 * parameter is kept.
 */
function fileRequests(env: RequestEnv, index: NodeIndex): { requests: AnchoredRequest[]; passing: Map<FunctionNode, AnchoredRequest[]> } {
  const requests: AnchoredRequest[] = [];
  const passing = new Map<FunctionNode, Array<AnchoredRequest & { param: number }>>();
  for (const p of index.of(...CALLS)) {
    const request = describeRequest(env, p.value, p);
    if (!request) continue;
    const sent = endpointOf(request.url) ? undefined : sentParameter(env, p, request);
    if (sent) passing.set(sent.fn, [...(passing.get(sent.fn) ?? []), { call: p.value, request, param: sent.index }]);
    else if (endpointOf(request.url)) requests.push({ call: p.value, request });
  }
  for (const [fn, sent] of passing) if (sent.some((s) => s.param !== sent[0].param)) passing.delete(fn);
  return { requests, passing };
}

/** The anchors of a tree, with what they were made of and the edit generation they were last checked in. */
type Kept = Anchors & { config: UserConfig; reads: AnchorReads; checked?: object };

const cache = new WeakMap<object, Kept>();

/**
 * A file's anchors, kept per tree across the run's edits while what they read holds (anchor-reads.ts):
 * checked once per edit generation (the runner's memo, which every edit clears, hands out a new token).
 */
export function anchorsOf(j: JSCodeshift, root: Root, config: UserConfig): Anchors {
  const rootNode = root.get().value;
  const cached = cache.get(rootNode);
  const generation = passMemo(root)?.('anchorsChecked', () => ({}));
  if (cached && cached.config === config && ((generation !== undefined && cached.checked === generation) || stillHolds(j, root, cached.reads))) {
    cached.checked = generation;
    return cached;
  }
  // One pass: every request is described (its URL asked of the value-flow layer) with shared answers.
  const anchors: Kept = inOnePass({ j, root }, () => findAnchors(j, root, config));
  anchors.checked = generation;
  cache.set(rootNode, anchors);
  return anchors;
}

function findAnchors(j: JSCodeshift, root: Root, config: UserConfig): Kept {
  const ctx: IndexContext = { j, root };
  // Index questions read the index the anchors are found with: in the calls' pass the runner's, whose memo
  // then keeps the layer's answers for the calls (each request's URL evaluated once for both).
  const runner = passRunnerMemo(root);
  const index = runner ? nodeIndex(j, root, runner) : nodeIndex(j, root);
  const env: RequestEnv = { j, root, config, memo: runner ?? questionMemo(index) };
  const tree = classTree(index);
  const functions = functionsByKey(index, tree);
  const classes = new Map<string, Map<string, Wrapper>>();
  /** The wrapper methods of a client class of the file, or of one imported (project index). */
  const methodsOfClass = (name: string): Map<string, Wrapper> | undefined => {
    const imported = config.imported?.clientClasses[name];
    return classes.get(name) ?? (imported ? new Map(Object.entries(imported)) : undefined);
  };
  // Factories: imported ones, then the file's returning an instance (known before any request is described).
  const factories = new Map<string, Made>(importedFactories(config));
  for (const { key, fn, className } of functions) {
    const made = className ? undefined : madeOf(env, fn, methodsOfClass, () => undefined);
    if (made && 'instance' in made) factories.set(key, made);
  }
  const wrappers = new Map<string, Wrapper>();
  /** The wrappers of this file's functions, with their function. */
  const ownWrappers = new Map<Wrapper, FunctionNode>();
  const byFunction = new Map<FunctionNode, Wrapper>();
  /** The wrappers that are members of a class (methods, fields holding a function). */
  const members = new Set<Wrapper>();
  const unkeyed = unkeyedFunctions(index);
  /** Functions a factory of the file returns that are wrappers. */
  const madeWrappers: FunctionNode[] = [];
  /** The key callers name each function of the file by. */
  const keys = new Map(functions.map(({ key, fn }) => [fn, key]));
  /** The results of factory calls are the wrappers they return (an instance returned is the layer's: what the call returns). */
  const bindResults = (): void =>
    assigned(index, (key, init) => {
      const made = madeBy(factories, init);
      if (!made || 'instance' in made) return;
      if ('wrapper' in made) wrappers.set(key, made.wrapper);
      else for (const [m, w] of made.methods) wrappers.set(`${key}.${m}`, w);
    });
  bindResults();
  // Every request on the API host, described once; a function holding one that sends a parameter is a
  // wrapper, and so is one that sends the URL its caller gives whole and no request to the API host.
  // The requests are described against the index the anchors are found with (env's memo), not one built per question.
  const { requests, passing } = fileRequests(env, index);
  const ownWrapper = (fn: FunctionNode): Wrapper | undefined => wrapperOf(ctx, fn, requests) ?? (passing.has(fn) ? wrapperOf(ctx, fn, passing.get(fn)!) : undefined);
  for (const name of config.wrappers ?? []) {
    wrappers.set(name, {
      prefix: { parts: [{ kind: 'text', text: 'https://api.cloudflare.com/client/v4', node: null }] },
      suffix: { parts: [] },
      pathParam: 0,
      configured: true,
    });
  }
  // Imported anchors (project index): wrappers and client methods defined in other modules, known
  // before the rounds below so that a wrapper of this file around an imported one is found too.
  for (const [key, w] of importedWrappers(config)) wrappers.set(key, w);
  // Methods of a client class called through an instance of it (`api.call(…)`): imported classes
  // from the start, the file's as the rounds below find their wrapper methods.
  const instancesOf = classInstances(index);
  const bindInstances = (): void => {
    for (const [receiver, className] of instancesOf) {
      for (const [method, w] of methodsOfClass(className) ?? []) wrappers.set(`${receiver}.${method}`, w);
    }
  };
  bindInstances();
  const importedClasses = Object.keys(config.imported?.clientClasses ?? {}).length > 0;
  if (requests.length > 0 || wrappers.size > 0 || passing.size > 0 || importedClasses) {
    const seen = new Set<ASTNode>(requests.map((r) => r.call));
    // A wrapper may call another (`fetchAll(path)` paging through `request(path)`): rounds until no new one.
    for (let round = 0; round < 4; round++) {
      // Static and inherited members the layer resolves (flow-members.ts), asked only by these names.
      const flow: FlowMembers = { functions: byFunction, config, names: memberNames(byFunction, config) };
      // Calls through the wrappers known so far (imported ones from the start) are requests too.
      for (const p of index.of(...CALLS)) {
        if (seen.has(p.value)) continue;
        const byKey = wrapperOfCall(wrappers, p.value);
        const byThis = byKey ? thisWrapper(byKey, p, { tree, functions: byFunction, members, index }) : flow.names.size > 0 ? flowMemberWrapper(ctx, p, flow) : undefined;
        const through = byThis && boundWrapper(byThis, p, { ctx, index, functions: byFunction });
        const request = through && wrapperRequest({ env, call: p.value, key: through.key, w: through.wrapper, at: p });
        if (request && endpointOf(request.url)) {
          seen.add(p.value);
          requests.push({ call: p.value, request });
        }
      }
      let added = false;
      for (const { key, fn, className, method, cls } of functions) {
        // A function keeps its own wrapper though another holds the key (another class's `this.request`,
        // a `send` of the same name in another scope): calls reach it by binding (this-methods.ts, bound-wrapper.ts).
        const keyed = wrappers.has(key) && !wrappers.get(key)!.configured;
        if (byFunction.has(fn)) continue;
        const w = ownWrapper(fn);
        if (!w) continue;
        if (!keyed) wrappers.set(key, w);
        if (cls) members.add(w);
        ownWrappers.set(w, fn);
        byFunction.set(fn, w);
        added = true;
        if (className && method) {
          if (!classes.has(className)) classes.set(className, new Map());
          classes.get(className)!.set(method, w);
        }
      }
      for (const fn of unkeyed) {
        const w = byFunction.has(fn) ? undefined : ownWrapper(fn);
        if (!w) continue;
        ownWrappers.set(w, fn);
        byFunction.set(fn, w);
        added = true;
      }
      bindInstances();
      // Factories returning a wrapper or an instance of a client class, and what their callers hold.
      for (const { key, fn, className } of functions) {
        if (className || factories.has(key)) continue;
        const made = madeOf(env, fn, methodsOfClass, (inner) => {
          const w = ownWrapper(inner);
          if (w) madeWrappers.push(inner);
          return w;
        });
        if (!made) continue;
        factories.set(key, made);
        added = true;
      }
      bindResults();
      if (!added) break;
    }
  }
  for (const [w, fn] of ownWrappers) {
    w.sendsMore = sendsMore(ctx, fn, w, { requests, own: passing.get(fn) ?? [] });
    if (namesSetting(w) && treatsParam(ctx, fn, w.pathParam)) w.treatsPath = true;
    const inside = insideFunction(requests, fn);
    // A wrapper sending the URL its caller gives (`get(url)`) has its one request among `passing`.
    const answered = inside.length > 0 ? inside : (passing.get(fn) ?? []);
    if (answered.length === 1 && returnsAnswer(ctx, fn, answered[0].call)) w.returnsAnswer = true;
    const senders = returnedValues(fn).filter((r) => r.type === 'ArrowFunctionExpression' || r.type === 'FunctionExpression');
    if (inside.length > 0 && senders.reduce((n, r) => n + insideFunction(inside, r as FunctionNode).length, 0) === inside.length) w.returnsSender = true;
  }
  const reads = anchorReads({
    index,
    wrappers: [...wrappers.values()].filter((w) => !ownWrappers.has(w)),
    made: factories.values(),
    functions: [...ownWrappers.values(), ...madeWrappers].map((fn) => ({ fn, key: keys.get(fn) })),
    requests,
  });
  return Object.assign({ tree, wrappers, classes, factories, functions: byFunction, members }, { config, reads });
}
