import type { ASTPath } from 'jscodeshift';
import type { ResolvedUrl, UrlPart, Wrapper } from '../shapes';
import { objectOf, prefixed, type RawRequest, type RequestEnv } from './http';
import { isMember, isObject, memberName, memberReceiverKey, propertyValue, receiverKey, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { replacedUrl } from '../urls/replaced-path';
import { resolveUrl, segmentsUrl, urlChoices } from '../urls/url-expression';
import { joinTemplate, readOnlyParts } from '../../flow/template-parts';
import { isCallersBody } from '../anchors/sent-body';
import { decideText } from '../../flow/prefix-tests';

/** The text a URL starts with, up to its first dynamic part. */
const leadingText = (url: ResolvedUrl): string => {
  const first = url.parts.findIndex((p) => p.kind === 'dynamic');
  return (first < 0 ? url.text : url.text.slice(0, url.offsets[first]));
};

/** Wrapper names that are an HTTP verb give the method (`api.delete(path)` is a DELETE, `api.remove(path)` too). */
const VERB_NAMES: Record<string, string> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
  del: 'DELETE',
  remove: 'DELETE',
  head: 'HEAD',
};

/**
 * The wrapper a call goes through: by the key its callee is written with (`cfApi`, `this.request`,
 * `api.call` for an instance of a client class of the file), or a configured wrapper by its name
 * alone (`cf.get(…)` when "get" is configured).
 */
export function wrapperOfCall(wrappers: Map<string, Wrapper>, call: any): { key: string; wrapper: Wrapper } | undefined {
  const callee = unwrap(call.callee);
  let key: string | undefined;
  let name: string | undefined;
  if (callee?.type === 'Identifier') key = callee.name;
  else if (isMember(callee) && !callee.computed) {
    name = memberName(callee);
    const object = unwrap(callee.object);
    // `ctx.client.get(…)`: an instance reached through a member typed with a client class.
    const owner = object?.type === 'ThisExpression' ? 'this' : receiverKey(object) ?? memberReceiverKey(object);
    if (name && owner) key = `${owner}.${name}`;
  }
  const byKey = key ? wrappers.get(key) : undefined;
  if (byKey) return { key: key!, wrapper: byKey };
  const configured = name ? wrappers.get(name) : undefined;
  return configured?.configured ? { key: name!, wrapper: configured } : undefined;
}

/**
 * The argument a wrapper parameter receives at a call, or the value of one key of the options object
 * passed there (`api({ path, method })`): undefined when not passed, or when the object is not
 * written where it can be read.
 */
function argumentAt(env: RequestEnv, args: MaybeNode[], param: number, key: string | undefined): MaybeNode {
  if (key === undefined) return args[param];
  const object = objectOf(env, args[param]);
  return object ? propertyValue(object, key) : undefined;
}

/** Whether a call gives a wrapper parameter a value: the argument, or the key of an options object that can be read (absent there: not given). */
function given(env: RequestEnv, args: MaybeNode[], param: number, key: string | undefined): 'given' | 'absent' | 'unknown' {
  if (args[param] === undefined) return 'absent';
  if (key === undefined) return 'given';
  const object = objectOf(env, args[param]);
  if (!object) return 'unknown';
  return propertyValue(object, key) !== undefined ? 'given' : object.properties.some((q: { type: string }) => q.type === 'SpreadElement') ? 'unknown' : 'absent';
}

/** Some of a wrapper's URL parts, and a call's arguments (`args`, at `at`) to bind its parameters to. */
interface AroundInput {
  env: RequestEnv;
  parts: UrlPart[];
  w: Wrapper;
  args: any[];
  at?: ASTPath;
}

/**
 * The wrapper's URL around the path at one call: its own text marked as such (the wrapper's request,
 * in this file, is where that text is edited or reported), its parameters bound to the caller's
 * arguments (read-only: an id passed in is not the call's URL to edit).
 */
function around({ env, parts, w, args, at }: AroundInput): UrlPart[] {
  return parts.flatMap((p): UrlPart[] => {
    const arg = p.kind === 'dynamic' && p.param !== undefined ? argumentAt(env, args, p.param, p.paramKey) : undefined;
    if (p.kind === 'dynamic') return arg !== undefined ? readOnlyParts(resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: arg, config: env.config, at })) : [p];
    return w.configured ? [p] : [{ ...p, inWrapper: true }];
  });
}

/**
 * The wrapper's URL before the path, without the `/` the description put between a base and the path
 * parameter (`axios.create({ baseURL })` then `http.get(path)`) when the caller's path brings its own:
 * axios and got join `/v4` and `/accounts` with one slash, and so does this description.
 */
function withoutJoiningSlash(before: UrlPart[], rel: ResolvedUrl): UrlPart[] {
  const last = before[before.length - 1];
  const joining = last?.kind === 'text' && last.text === '/' && last.node === null;
  return joining && rel.text.startsWith('/') ? before.slice(0, -1) : before;
}

/** A call (`call`, at `at`) through the wrapper `w` named `key`. */
interface WrapperRequestInput {
  env: RequestEnv;
  call: any;
  key: string;
  w: Wrapper;
  at?: ASTPath;
}

/**
 * A call through a wrapper described as the request the wrapper sends: the wrapper's URL around the
 * path argument (its other parameters in that URL bound to the caller's arguments), the method (the
 * method argument, the wrapper's own, or its name when that is a verb), the body and options passed.
 */
export function wrapperRequest({ env, call, key, w, at }: WrapperRequestInput): RawRequest | undefined {
  const args: any[] = call.arguments;
  const pathArg = argumentAt(env, args, w.pathParam, w.pathKey);
  const fallback = pathArg === undefined && w.pathDefault !== undefined && given(env, args, w.pathParam, w.pathKey) === 'absent';
  if (!pathArg && !fallback) return undefined;
  const rel = fallback
    ? joinTemplate([{ kind: 'text', text: w.pathDefault!, node: null }])
    : w.pathJoin !== undefined
      ? segmentsUrl({ j: env.j, root: env.root, memo: env.memo, node: pathArg, separator: w.pathJoin, config: env.config, at })
      : resolveUrl({ j: env.j, root: env.root, memo: env.memo, node: pathArg, config: env.config, at });
  // A wrapper that rewrites its path (`endpoint.replace('/tunnels', '')`) sends the path so rewritten.
  const sent = rel && w.pathReplaced && pathArg ? replacedUrl(rel, w.pathReplaced, pathArg) : rel;
  if (!sent) return undefined;
  const whole = !sent.parts.some((p) => p.kind === 'dynamic');
  // A path the wrapper's guard turns away before its request (`if (by === 'industry') return`) is sent by no call passing it.
  if (whole && w.pathExcluded?.includes(sent.text)) return undefined;
  // A wrapper that sends the path under its prefix only when the path answers a test (`path.startsWith('http') ? path : …`):
  // traced for a caller whose path decides it so (`'/zones/…'`), not for one sending its own URL or one that does not say.
  if (w.pathWhen && decideText(w.pathWhen, leadingText(sent), whole) !== w.pathWhen.taken) return undefined;
  const full = (path: ResolvedUrl): ResolvedUrl => {
    const before = withoutJoiningSlash(around({ env, parts: w.prefix.parts, w, args, at }), path);
    // A path the caller does not know either (a wrapper's own parameter passed on) brings its own slash.
    const head = path.parts.find((p) => p.kind === 'dynamic' || p.text !== '')?.kind === 'dynamic' ? joinTemplate([...before, ...path.parts]) : prefixed({ parts: before }, path);
    return joinTemplate([...head.parts, ...around({ env, parts: w.suffix.parts, w, args, at })]);
  };
  const url = full(sent);
  // Paths read from the elements of a list the caller loops over (`for (const p of paths) api(p.path)`).
  const choices = at && pathArg && w.pathJoin === undefined && !w.pathReplaced ? urlChoices({ ctx: env, node: pathArg, config: env.config, at, resolved: rel })?.map((c) => ({ ...c, url: full(c.url) })) : undefined;
  const nameVerb = VERB_NAMES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
  const methodGiven = w.methodParam !== undefined ? given(env, args, w.methodParam, w.methodKey) : 'absent';
  const methodArg = methodGiven === 'given' ? argumentAt(env, args, w.methodParam!, w.methodKey) : undefined;
  let method = methodGiven === 'given' ? stringValue(methodArg)?.toUpperCase() : methodGiven === 'absent' ? w.defaultMethod : undefined;
  // The caller's argument is the body only when the wrapper sends it as written (sent-body.ts): not
  // converted, read or written there, nor spread with keys a record transform reads.
  const callersBody = isCallersBody(w);
  let bodyNode = callersBody ? argumentAt(env, args, w.bodyParam!, w.bodyKey) : undefined;
  // The caller's argument such a wrapper converts, writes or reads first: a body migration reports it, never edits it.
  const heldBody = w.bodyParam !== undefined && !callersBody ? argumentAt(env, args, w.bodyParam, w.bodyKey) : undefined;
  const optionsArg = w.optionsParam !== undefined ? argumentAt(env, args, w.optionsParam, w.optionsKey) : undefined;
  if (optionsArg !== undefined) {
    // `cfApi(path, { method: 'PATCH', body })`: the caller's options decide (unknown when not visible here).
    const options = objectOf(env, optionsArg);
    const given = options && stringValue(propertyValue(options, 'method'));
    method = options ? given?.toUpperCase() ?? w.defaultMethod : undefined;
    bodyNode = options && (w.bodyParam === undefined || callersBody) ? propertyValue(options, 'body') ?? propertyValue(options, 'data') ?? propertyValue(options, 'json') : undefined;
  }
  if (w.configured) {
    // A wrapper defined elsewhere: its name or a verb among the arguments is the method; an object the body (or options holding it).
    const rest = args.slice(w.pathParam + 1);
    const verb = rest.map((a) => stringValue(a)).find((s) => s && /^(get|post|put|patch|delete|head)$/i.test(s));
    const object = rest.find((a) => isObject(a) || objectOf(env, a));
    const options = objectOf(env, object);
    const optionMethod = options && stringValue(propertyValue(options, 'method'));
    method = nameVerb ?? (verb ?? optionMethod)?.toUpperCase() ?? (rest.some((a) => unwrap(a)?.type === 'Identifier' && !objectOf(env, a)) ? undefined : 'GET');
    // Request options carry the body in body/data/json; an object with none of the option keys is the
    // body itself (a DNS record `{type, name, data}` has a `data` of its own).
    const isOptions = options && ['method', 'headers', 'body', 'json', 'params', 'searchParams'].some((k) => propertyValue(options, k) !== undefined);
    bodyNode = isOptions ? propertyValue(options, 'body') ?? propertyValue(options, 'data') ?? propertyValue(options, 'json') : undefined;
    if (!bodyNode && object && !isOptions) bodyNode = object;
    // A bulk body: an array literal among the arguments.
    bodyNode ??= rest.find((a) => unwrap(a)?.type === 'ArrayExpression');
  }
  method ??= nameVerb;
  const passedOn = keyedPasses(env, args, w, { method: method === undefined && methodGiven === 'unknown', body: bodyNode === undefined });
  return {
    client: key,
    method,
    url,
    urlNode: pathArg ?? call,
    bodyNode: bodyNode ?? undefined,
    methodNode: methodArg ?? undefined,
    optionsNode: optionsArg ?? undefined,
    choices,
    ...(passedOn ? { passedOn } : {}),
    ...(heldBody ? { heldBody } : {}),
  };
}

/**
 * The wrapper's keyed method and body parameters given as one name the call cannot read into (an
 * options parameter of the function around it, passed on whole): what that function takes on from it.
 */
function keyedPasses(env: RequestEnv, args: MaybeNode[], w: Wrapper, open: { method: boolean; body: boolean }): RawRequest['passedOn'] {
  const whole = (param: number | undefined, key: string | undefined): MaybeNode => {
    const arg = param === undefined || key === undefined ? undefined : unwrap(args[param]);
    return arg?.type === 'Identifier' && !objectOf(env, arg) ? arg : undefined;
  };
  const methodName = open.method ? whole(w.methodParam, w.methodKey) : undefined;
  const bodyName = open.body && isCallersBody(w) ? whole(w.bodyParam, w.bodyKey) : undefined;
  if (!methodName && !bodyName) return undefined;
  return {
    ...(methodName ? { method: { node: methodName, key: w.methodKey!, ...(w.defaultMethod ? { fallback: w.defaultMethod } : {}) } } : {}),
    ...(bodyName ? { body: { node: bodyName, key: w.bodyKey! } } : {}),
  };
}
