import type { ASTNode, ASTPath } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { enclosingFunction } from '../../ast/bindings';
import { currentIndex, isInside, nodesIn, type IndexContext } from '../../ast/node-index';
import { isFunction, isMember, keyName, memberName, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { resolveUrl } from '../urls/url-expression';
import { outermostStrings, values } from '../../flow';
import type { ProxyRoute } from '../shapes';
import { registrations } from './route-registration';
import { BODY_KEYS } from '../calls/client-names';

/*
 * A server of the project that forwards its own requests under a prefix to the API, in code:
 * `if (req.url.startsWith('/api')) request({ uri: API + req.url.substring(4), method: req.method, body: req.body })`,
 * `https.request(new URL(UPSTREAM + req.url.slice('/api'.length)), { method: req.method }); req.pipe(out)`,
 * a Worker's `fetch(API + url.pathname.replace(/^\/cf/, ''), request)`, Express's
 * `app.all('/api/cf/*', (req, res) => fetch(\`${API}/${req.params[0]}\`, { method: req.method, body: … req.body … }))`
 * or `app.use('/api', (req, res) => …API + req.url…)` (Express strips the mount path from `req.url`).
 * Only a forward whose path is the incoming path with the prefix taken off (or replaced by a written
 * string), and that passes on the incoming method and body, is a route: a proxy that sends one fixed
 * path, chooses the method or builds another body is none.
 */

/** A node read loosely, as `unwrap` hands one over. */
type Loose = ReturnType<typeof unwrap>;

/** The members of an incoming request (or of a URL made from it) that hold its path. */
const PATH_MEMBERS = new Set(['url', 'pathname', 'originalUrl']);

/** The string methods that take a prefix off. */
const CUTS = new Set(['slice', 'substring', 'substr', 'replace']);

/** The incoming path with a prefix taken off: the request object's name and the prefix and what replaces it. */
interface Stripped {
  inbound: string;
  prefix: string;
  replacement: string;
}

/** A call a forward needs in its file: a cut of an incoming path (`req.url.slice(4)`) or a mount (`app.use('/api', …)`). */
export function mayForward(call: Loose): boolean {
  const callee = unwrap(call.callee);
  const verb = memberName(callee);
  if (verb === 'use' || verb === 'all') return stringValue(call.arguments[0])?.startsWith('/') === true;
  return CUTS.has(verb ?? '') && PATH_MEMBERS.has(memberName(unwrap(callee.object)) ?? '');
}

/** The routes the code of a file forwards to the API host. */
export function forwardRoutes(ctx: IndexContext, config: UserConfig): ProxyRoute[] {
  const index = currentIndex(ctx);
  // Cheap first: every forward strippedPath knows takes a prefix off an incoming path (a cut of
  // `req.url`) or sits in a handler mounted with `use`/`all` (`req.params[0]`, `req.url`): a file with
  // neither call forwards nothing (a read of some `.params` is no such call: AST code reads `node.params`).
  if (!index.of('CallExpression').some((p) => mayForward(p.value))) return [];
  const routes: ProxyRoute[] = [];
  let registered: ReturnType<typeof registrations> | undefined;
  for (const p of outermostStrings(ctx.j, ctx.root, ctx.memo)) {
    if (p.value.type === 'StringLiteral') continue;
    const url = resolveUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node: p.value, config, at: p });
    const at = url.parts.findIndex((part) => part.kind === 'dynamic');
    if (at < 0) continue;
    const target = url.text.slice(0, url.offsets[at]);
    const after = url.parts.slice(at + 1);
    const rest = url.parts[at];
    if (!/^https:\/\/api\.cloudflare\.com(?:\/|$)/.test(target) || rest.kind !== 'dynamic' || !after.every(isQueryTail)) continue;
    const stripped = strippedPath(ctx, p, rest.node);
    if (!stripped || !passesOn(ctx, p, stripped.inbound)) continue;
    // A prefix under which the app registers routes of its own (`app.patch('/api/zones/:id', own)`) is
    // not known to reach the API: which answers depends on the order of the server's code (P1).
    const pre = stripped.prefix.replace(/\/$/, '');
    const own = (registered ??= registrations(ctx)).some((r) => !isInside(p, r.call) && (r.path === pre || r.path.startsWith(pre + '/')));
    if (!own) routes.push({ prefix: stripped.prefix, target: target + stripped.replacement });
  }
  return routes;
}

/** What may follow the forwarded path: nothing, or the incoming query (`url.search`). */
function isQueryTail(part: { kind: string; node?: unknown; text?: string }): boolean {
  if (part.kind === 'text') return part.text === '';
  return memberName(unwrap(part.node as MaybeNode)) === 'search';
}

/**
 * The incoming path with a known prefix taken off, as `node` writes it (through a name the function
 * declares once): `req.url.substring(4)` under `if (req.url.startsWith('/api'))`, `.slice('/api'.length)`,
 * `.replace(/^\/api/, '')`, `req.params[0]` in a handler of `app.all('/api/*', …)`, `req.url` in a
 * handler mounted with `app.use('/api', …)`.
 */
function strippedPath(ctx: IndexContext, at: ASTPath, node: MaybeNode): Stripped | undefined {
  const n = held(ctx, node);
  if (!n) return undefined;
  if (n.type === 'CallExpression' && isMember(n.callee)) {
    const verb = memberName(n.callee);
    const inbound = incoming(ctx, n.callee.object);
    if (!inbound) return undefined;
    if (verb === 'replace' && n.arguments.length === 2) {
      const prefix = searchedPrefix(n.arguments[0]);
      const replacement = stringValue(n.arguments[1]);
      return prefix !== undefined && replacement !== undefined ? { inbound, prefix, replacement } : undefined;
    }
    if ((verb === 'slice' || verb === 'substring' || verb === 'substr') && n.arguments.length === 1) {
      const prefix = cutPrefix(at, n.callee.object, n.arguments[0]);
      return prefix !== undefined ? { inbound, prefix, replacement: '' } : undefined;
    }
    return undefined;
  }
  // `req.params[0]` of `app.all('/api/*', handler)`; `req.url` of `app.use('/api', handler)`.
  const route = mountedAt(at);
  if (!route) return undefined;
  if (isMember(n) && n.computed && unwrap(n.property)?.value === 0 && memberName(unwrap(n.object)) === 'params' && route.path.endsWith('/*')) {
    const inbound = unwrap(unwrap(n.object).object);
    if (inbound?.type === 'Identifier' && route.params.includes(inbound.name)) return { inbound: inbound.name, prefix: route.path.slice(0, -1), replacement: '' };
  }
  if (route.verb === 'use' && !route.path.includes('*') && !route.path.includes(':') && memberName(n) === 'url') {
    const inbound = unwrap(n.object);
    if (inbound?.type === 'Identifier' && route.params.includes(inbound.name)) return { inbound: inbound.name, prefix: route.path.replace(/\/$/, ''), replacement: '' };
  }
  return undefined;
}

/**
 * The name of the incoming request whose path `node` reads: `req` of `req.url`, `request` of
 * `url.pathname` where `const url = new URL(request.url)`.
 */
function incoming(ctx: IndexContext, node: MaybeNode): string | undefined {
  const n = unwrap(node);
  if (!isMember(n) || !PATH_MEMBERS.has(memberName(n) ?? '')) return undefined;
  let object = memberName(n) === 'pathname' ? held(ctx, n.object) : unwrap(n.object);
  if (object?.type === 'NewExpression' && unwrap(object.callee)?.name === 'URL' && object.arguments.length >= 1) {
    const from = unwrap(object.arguments[0]);
    object = memberName(from) === 'url' ? unwrap(from.object) : undefined;
  }
  return object?.type === 'Identifier' ? object.name : undefined;
}

/** The prefix a `.replace` takes off the start: `/^\/api/` or `'/api'` (the first occurrence is the start of a path that begins with it). */
function searchedPrefix(node: MaybeNode): string | undefined {
  const n = unwrap(node);
  const text = stringValue(n);
  if (text !== undefined) return text.startsWith('/') ? text : undefined;
  if (n?.type !== 'RegExpLiteral' || (n.flags ?? '').replace(/[gi]/g, '') !== '') return undefined;
  const m = /^\^((?:\\\/|[A-Za-z0-9_\-/.])+)$/.exec(n.pattern as string);
  const prefix = m?.[1].replace(/\\\//g, '/').replace(/\\\./g, '.');
  return prefix && !/[.]/.test(m![1].replace(/\\\./g, '')) && prefix.startsWith('/') ? prefix : undefined;
}

/**
 * The prefix `path.slice(n)` takes off: `'/api'.length` says it; a number says how long it is, and an
 * `if (path.startsWith('/api'))` around the forward (`at`) which prefix of that length it is.
 */
function cutPrefix(at: ASTPath, path: MaybeNode, count: MaybeNode): string | undefined {
  const n = unwrap(count);
  if (isMember(n) && memberName(n) === 'length') {
    const text = stringValue(n.object);
    return text?.startsWith('/') ? text : undefined;
  }
  const length = n?.type === 'NumericLiteral' ? (n.value as number) : undefined;
  if (length === undefined) return undefined;
  const key = pathKey(path);
  for (let p: ASTPath | null | undefined = at.parent; p && key; p = p.parent) {
    const holder = p.value;
    if (holder.type !== 'IfStatement' || !isInside(at, holder.consequent)) continue;
    for (const written of conjuncts(holder.test)) {
      const test = unwrap(written);
      const callee = test?.type === 'CallExpression' ? unwrap(test.callee) : undefined;
      const prefix = stringValue(test?.arguments?.[0]);
      if (memberName(callee) === 'startsWith' && pathKey(callee.object) === key && prefix?.startsWith('/') && prefix.length === length) return prefix;
    }
  }
  return undefined;
}

/** `req.url` as a key two reads of the same member can be compared by. */
function pathKey(node: MaybeNode): string | undefined {
  const n = unwrap(node);
  const object = isMember(n) ? unwrap(n.object) : undefined;
  return object?.type === 'Identifier' ? `${object.name}.${memberName(n)}` : undefined;
}

/** The tests `a && b && c` requires. */
function conjuncts(node: MaybeNode): MaybeNode[] {
  const n = unwrap(node);
  return n?.type === 'LogicalExpression' && n.operator === '&&' ? [...conjuncts(n.left), ...conjuncts(n.right)] : [n];
}

/** The route a handler around `at` is mounted at: `app.all('/api/*', (req, res) => …)`, `router.use('/api', handler)`. */
function mountedAt(at: ASTPath): { path: string; verb: string; params: string[] } | undefined {
  const fn = enclosingFunction(at);
  const call = fn?.parent?.value;
  if (!fn || call?.type !== 'CallExpression' || !isMember(call.callee) || !call.arguments.includes(fn.value)) return undefined;
  const verb = memberName(call.callee) ?? '';
  const path = stringValue(call.arguments[0]);
  // A mount for one verb (`app.get('/api/*', fwd)`) forwards only that verb: the others may be the app's own.
  if (!['use', 'all'].includes(verb) || !path?.startsWith('/')) return undefined;
  return { path, verb, params: (fn.value as { params: ASTNode[] }).params.map((p: ASTNode) => (p.type === 'Identifier' ? p.name : '')) };
}

/**
 * Whether the forward at `at` passes the incoming request's method and body on IN ITS OWN CALL: the
 * call that sends the URL hands `inbound` whole (`fetch(url, request)`), or its options say
 * `method: inbound.method` and a body (`body`, axios's `data`, got's `json`) that reads `inbound.body` (`JSON.stringify(req.body)`,
 * `await request.text()`), or the function pipes the incoming request into it (`req.pipe(out)`). A
 * read of `inbound.method` elsewhere (a log line, a condition) passes nothing on.
 */
function passesOn(ctx: IndexContext, at: ASTPath, inbound: string): boolean {
  const call = forwardCall(at);
  if (!call) return false;
  const isInbound = (n: MaybeNode): boolean => unwrap(n)?.type === 'Identifier' && unwrap(n).name === inbound;
  if (call.arguments.slice(1).some(isInbound)) return true;
  const options: Loose[] = call.arguments.map((a: MaybeNode) => held(ctx, a)).filter((o: Loose) => o?.type === 'ObjectExpression');
  const value = (key: string): MaybeNode[] =>
    options.flatMap((o: Loose) => o.properties.filter((q: MaybeNode) => keyName(unwrap(q)) === key).map((q: MaybeNode) => unwrap(q).value));
  const method = value('method').some((v) => { const n = unwrap(v); return isMember(n) && memberName(n) === 'method' && isInbound(n.object); });
  const body = [...BODY_KEYS].some((key) => value(key).some((v) => readsInbound(ctx, v, inbound))) || pipes(ctx, at, inbound);
  return method && body;
}

/** The call or `new` the URL at `at` is sent with: the nearest one holding it in an argument (or in an options object argument). */
function forwardCall(at: ASTPath): Loose {
  let child: ASTPath = at;
  for (let p: ASTPath | null | undefined = at.parent; p && !isFunction(p.value); child = p, p = p.parent) {
    const n: Loose = p.value;
    if ((n.type === 'CallExpression' || n.type === 'NewExpression') && n.arguments.includes(child.value)) {
      // `new URL(API + rest)` builds the URL; the call that sends it is further out.
      if (n.type === 'NewExpression' && unwrap(n.callee)?.name === 'URL') continue;
      return unwrap(n);
    }
  }
  return undefined;
}

/** What a name holds as the layer pins it: an object literal, a `new URL(…)`, the one expression it does not follow (`req.url.slice(4)`). */
function held(ctx: IndexContext, node: MaybeNode): Loose {
  const n = unwrap(node);
  if (n?.type !== 'Identifier') return n;
  const [v, more] = values(ctx, n);
  if (!v || more) return undefined;
  if (v.kind === 'string') return v.parts.length === 1 && v.parts[0].kind === 'hole' ? unwrap(v.parts[0].node) : undefined;
  return v.kind === 'object' || v.kind === 'url' || (v.kind === 'unknown' && v.node !== n) ? unwrap(v.node) : undefined;
}

/** Whether a body value reads the incoming body: `inbound.body`, `inbound.json()`/`.text()`/`.arrayBuffer()`, wrapped in any call. */
function readsInbound(ctx: IndexContext, node: MaybeNode, inbound: string): boolean {
  const n = unwrap(node);
  if (!n) return false;
  const nodes = [n, ...nodesIn(ctx, n, ['MemberExpression'] as const).map((p) => p.value)];
  return nodes.some((m: MaybeNode) => {
    if (!isMember(m)) return false;
    const object = unwrap(m.object);
    return object?.type === 'Identifier' && object.name === inbound && ['body', 'json', 'text', 'arrayBuffer'].includes(memberName(m) ?? '');
  });
}

/** Whether the function around `at` pipes the incoming request on (`req.pipe(out)`): the body goes with the forward it opened. */
function pipes(ctx: IndexContext, at: ASTPath, inbound: string): boolean {
  const fn = enclosingFunction(at);
  return !!fn && nodesIn(ctx, fn.value, ['CallExpression'] as const).some(({ value: n }) => {
    const callee = unwrap(n.callee);
    return isMember(callee) && memberName(callee) === 'pipe' && unwrap(callee.object)?.type === 'Identifier' && unwrap(callee.object).name === inbound;
  });
}
