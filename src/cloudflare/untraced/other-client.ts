import * as path from 'path';
import type { ASTNode, ASTPath } from 'jscodeshift';
import type { RunModules } from '../../types';
import { escapeRegExp } from '../../regexp';
import { currentIndex, pathOfNode } from '../../ast/node-index';
import { calleeDefinitions } from '../calls/flow-callee';
import { declarationsAt } from '../../ast/scope';
import { annotatedType, annotatedTypeName, typeMembers } from '../../ast/typed-receivers';
import { memberChain, unwrap, loose, type Loose, requiredModule, type MaybeNode } from '../../ast/syntax';
import { findApiCalls, type RecognitionContext } from '../calls/calls';
import { CLIENT_FUNCTIONS, CLIENT_MODULES } from '../calls/client-names';
import { handedOtherHost } from './handed-other';
import { walkUp } from './spelled-method';
import { importerText } from './glued-calls';
import { API_HOST, holdsOtherClient, isOtherHostUrl, writesOtherHost } from './other-host';
import { callsOutOfSight } from '../../flow/out-of-sight';

/*
 * The second tier's "another host" rule beyond the spelling itself (src/cloudflare/untraced/untraced.ts): an
 * untraced path is not reported when the client that sends it, or the base written before it, is
 * known to be another API's. Known means its definition can be read and says so:
 *
 * - defined in this file (a function, a class, a variable, a factory's result, a parameter typed with
 *   a class): its code writes the URL of another host and not the API host, or sends no request,
 *   reads no environment and calls nothing out of the file's sight (an in-memory stand-in named like
 *   a client; a bridge such as Tauri's `invoke` is out of sight: src/flow/out-of-sight.ts);
 * - imported from a module of the run: that module writes the URL of another host and not the API
 *   host, or (a name imported as such) sends no request, reads no environment and its program calls
 *   nothing out of sight; for a base read
 *   from an object (`vendor.vpn.apiUrl`), the URL written under those keys there.
 *
 * Anything else (a parameter typed with an interface, `this.http`, a package's helper, a base from
 * the environment) is unknown: the path is reported.
 */

/** Words of code that sends requests: the client names of client-names.ts, `XMLHttpRequest`, a client's base option. */
const SENDS_WORDS = [...CLIENT_FUNCTIONS, ...CLIENT_MODULES, 'XMLHttpRequest', 'baseURL', 'prefixUrl'];
const SENDS = new RegExp(SENDS_WORDS.map((w) => (/^\w/.test(w) ? `\\b${escapeRegExp(w)}\\b` : escapeRegExp(w))).join('|'));
const READS_ENV = /\benv\b/;
/**
 * Names whose call is a transport, not a client of the file: the request functions of client-names.ts
 * (global `fetch`, the request libraries), `undici`'s module and `require` (`require('got').get(…)`).
 */
const TRANSPORTS: ReadonlySet<string> = new Set([...CLIENT_FUNCTIONS, 'undici', 'require']);
const MAX_DEPTH = 3;

type Verdict = 'other' | 'unknown';

/** What a module's text says about a name read from it (`names`: the keys after it, for a base in an object). */
function moduleVerdict(text: string, names: string[]): Verdict {
  if (names.length > 0) {
    const keys = names.slice(-2).map(escapeRegExp);
    const under = keys.length === 2 ? `\\b${keys[0]}\\s*:\\s*\\{[^{}]*?\\b${keys[1]}` : `\\b${keys[0]}`;
    const m = new RegExp(`${under}\\s*[:=]\\s*['"\`]([^'"\`]*)`).exec(text);
    if (m) return isOtherHostUrl(m[1]) ? 'other' : 'unknown';
  }
  return writesOtherHost(text) ? 'other' : 'unknown';
}

/**
 * What a definition says (its code as written): a stand-in writes no URL, names no client, reads no
 * environment and hands nothing out of the file's sight (`outOfSight`: a bridge such as Tauri's
 * `invoke` may send the request, src/flow/out-of-sight.ts).
 */
function localVerdict(text: string, outOfSight: () => boolean): Verdict {
  if (text.includes(API_HOST)) return 'unknown';
  if (writesOtherHost(text)) return 'other';
  return !SENDS.test(text) && !READS_ENV.test(text) && !outOfSight() ? 'other' : 'unknown';
}

interface Lookup {
  ctx: RecognitionContext;
  /** The file's path (relative specifiers are resolved from it). */
  file: string;
  modules?: RunModules;
  source: string;
}

/** A read of `name` (then its keys `names`), `depth` steps into the search; `at`: where it is read. */
interface NameRead {
  l: Lookup;
  name: string;
  names: string[];
  depth: number;
  at: ASTPath;
}

const textOf = (l: Lookup, n: Loose): string => (typeof n?.start === 'number' ? l.source.slice(n.start, n.end) : '');

/**
 * What a variable's value says: an alias (`const cf: any = client as any`) is what it names; code
 * written there (a function, a class, an object) is judged as written; anything else says nothing.
 */
function valueVerdict({ l, declarator, init, names, depth, at }: Omit<NameRead, 'name'> & { declarator: Loose; init: Loose }): Verdict {
  if (init?.type === 'Identifier') return verdictOf({ l, name: init.name, names, depth: depth + 1, at });
  const code = ['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression', 'ObjectExpression'];
  return init && code.includes(init.type) ? definedVerdict(l, declarator) : 'unknown';
}

/** What a definition of this file says; one that sends a request the engine traced (`api.delete(url)` on an API instance) is no stand-in. */
function definedVerdict(l: Lookup, n: Loose): Verdict {
  const inside = (c: Loose) => typeof c?.start === 'number' && c.start >= n.start && c.end <= n.end;
  if (findApiCalls(l.ctx).some((c) => inside(c.path.value))) return 'unknown';
  return localVerdict(textOf(l, n), () => callsOutOfSight(l.ctx, n));
}

/** A module of the run a specifier of this file names: where the name is declared, else the file the specifier resolves to; its text and path. */
function moduleText(l: Lookup, spec: string, name: string): { text: string; file: string } | undefined {
  if (!spec.startsWith('.')) return undefined; // a package: unknown
  const declared = l.modules?.declaration(spec, name)?.module;
  const base = path.resolve(path.dirname(l.file), spec);
  const candidates = declared ? [declared] : ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '/index.ts', '/index.js'].map((e) => base + e);
  for (const file of candidates) {
    const text = importerText(file);
    // A barrel only passes names on: it says nothing about them.
    if (text !== undefined) return declared || !/\bexport\s*(?:\*|\{[^}]*\}\s*from)/.test(text) ? { text, file } : undefined;
  }
  return undefined;
}

/** Whether a module of the run hands anything out of its sight (see localVerdict), by its program as the run began; unknown (false) without one. */
function moduleOutOfSight(l: Lookup, file: string): boolean {
  const program = l.modules?.program?.(file) as ASTNode | undefined;
  if (!program) return false;
  const root = l.ctx.j(program);
  return callsOutOfSight({ j: l.ctx.j, root }, root.get().value);
}

/**
 * What the declaration `name` stands for at `at` says (`names`: keys read after it), by scope
 * (src/ast/scope.ts): an import, a variable (a `require`, a factory's or constructor's result, an
 * alias, code written there), a function or class, a parameter typed with a class, or one destructured
 * from a typed parameter (`{ client }: Context`: the member's type).
 */
function verdictOf({ l, name, names, depth, at }: NameRead): Verdict {
  if (depth > MAX_DEPTH || TRANSPORTS.has(name)) return 'unknown';
  const found = declarationsAt(currentIndex(l.ctx), at, name);
  const id = found.length === 1 ? pathOfNode(l.ctx, found[0].id) : undefined;
  const holder = loose(id?.parentPath?.value);
  if (!id || !holder) return 'unknown';
  if (found[0].declarator && loose(found[0].declarator.value).id === id.value) return declaredVerdict({ l, declarator: found[0].declarator, names, depth });
  if (holder.type === 'ImportSpecifier' || holder.type === 'ImportDefaultSpecifier' || holder.type === 'ImportNamespaceSpecifier') {
    const imported = holder.type === 'ImportSpecifier' ? (holder.imported.name ?? holder.imported.value) : 'default';
    const read = moduleText(l, String(loose(id.parentPath.parentPath.parentPath.value).source.value), imported);
    // A class or function imported by name from a module that sends nothing (a cache): no request.
    if (read === undefined) return 'unknown';
    return names.length === 0 && holder.type === 'ImportSpecifier' ? localVerdict(read.text, () => moduleOutOfSight(l, read.file)) : moduleVerdict(read.text, names);
  }
  if ((holder.type === 'FunctionDeclaration' || holder.type === 'ClassDeclaration') && holder.id === id.value) return definedVerdict(l, holder);
  // A parameter typed with a class: what the class says (an interface or a type says nothing).
  if (loose(id.value).typeAnnotation) return typedVerdict({ l, holder: id, names, depth });
  const pattern = id.parentPath.parentPath?.parentPath;
  const key = (holder.type === 'ObjectProperty' || holder.type === 'Property') && holder.value === id.value ? holder.key : undefined;
  if (key?.type === 'Identifier' && loose(pattern?.value).typeAnnotation) return typedVerdict({ l, holder: pattern, names: [key.name, ...names], depth });
  return 'unknown';
}

/** What a variable's declarator says: a module it requires, a factory's or constructor's result (what the factory says), else its value. */
function declaredVerdict({ l, declarator, names, depth }: Omit<NameRead, 'name' | 'at'> & { declarator: ASTPath }): Verdict {
  const init = unwrap(loose(declarator.value).init);
  const spec = requiredModule(init) ?? requiredModule(unwrap(init?.object));
  if (spec !== undefined) {
    const read = moduleText(l, spec, init?.type === 'MemberExpression' ? (init.property?.name ?? 'default') : 'default');
    return read === undefined ? 'unknown' : moduleVerdict(read.text, names);
  }
  const made = init?.type === 'CallExpression' || init?.type === 'NewExpression' ? unwrap(init.callee) : undefined;
  if (made?.type === 'Identifier') return verdictOf({ l, name: made.name, names: [], depth: depth + 1, at: declarator });
  return valueVerdict({ l, declarator: declarator.value, init, names, depth, at: declarator });
}

/**
 * What a value declared with a type annotation (`holder`: the parameter or pattern) says: a class's
 * code; for an interface or type literal of the file, the class its member read next (`names[0]`:
 * `ctx.client` where `client: ResponseCache`) is typed with.
 */
function typedVerdict({ l, holder, names, depth }: Omit<NameRead, 'name' | 'at'> & { holder: ASTPath }): Verdict {
  const typeName = annotatedTypeName(loose(holder.value));
  if (!typeName) return 'unknown';
  const index = currentIndex(l.ctx);
  const isType = index.of('TSInterfaceDeclaration', 'TSTypeAliasDeclaration').some((q) => loose(q.value).id?.name === typeName);
  if (!isType) return verdictOf({ l, name: typeName, names: [], depth: depth + 1, at: holder });
  const member = names.length > 0 ? typeMembers(index, annotatedType(loose(holder.value))).find((m) => m.name === names[0]) : undefined;
  return member?.typeName ? verdictOf({ l, name: member.typeName, names: [], depth: depth + 1, at: holder }) : 'unknown';
}

/** The root name of an expression and the keys read after it: `vendor` and `['vpn', 'apiUrl']` for `vendor.vpn.apiUrl`, `C` for `new C().call`. */
function rootOf(node: MaybeNode): { name: string; names: string[] } | undefined {
  const chain = memberChain(node);
  let base = unwrap(chain?.base ?? node);
  const names = chain?.names ?? [];
  if (base?.type === 'NewExpression' || base?.type === 'CallExpression') base = unwrap(base.callee);
  return base?.type === 'Identifier' ? { name: base.name, names } : undefined;
}

/**
 * A client held in a field of the class the call sits in (`this.http.get(…)`): every value the
 * value-flow layer says the field holds is another API's by its own code (`this.http =
 * axios.create({ baseURL: 'https://billing…' })` set in that class's constructor).
 */
function heldByOtherField(l: Lookup, callPath: ASTPath): boolean {
  const callee = loose(callPath.value).callee;
  const receiver = loose(callee?.type === 'MemberExpression' ? unwrap(callee.object) : undefined);
  if (receiver?.type !== 'MemberExpression' || unwrap(receiver.object)?.type !== 'ThisExpression') return false;
  return holdsOtherClient(l.ctx, callPath.get('callee', 'object'));
}

/**
 * Whether the request a spelling (at `p`, its base `leading`) or an SDK chain call (`call`) is sent
 * with is known to go to another API: its client's or base's definition says so (see above).
 */
export function isOtherClient(ctx: RecognitionContext, at: { path: ASTPath; leading?: MaybeNode; call?: ASTNode }, file: { path: string; source: string }, modules?: RunModules): boolean {
  const l: Lookup = { ctx, file: file.path, modules, source: file.source };
  const roots = [at.leading ? rootOf(at.leading) : undefined];
  const request = at.call ? undefined : walkUp(ctx, at.path);
  // A URL encoded into another (`viaRelay(encodeURIComponent(url))`) is sent on by the relay: the relay's host says nothing of it.
  const call = loose(at.call ?? (request?.encoded ? undefined : request?.call?.value));
  // The request's client, and the class of a `new` the path is given to on the way (`send(new VendorCall(path))`).
  for (const c of [call, request?.made]) if (c) roots.push(rootOf(loose(c).callee));
  // A method the value-flow layer pins down (a class's, reached through an instance, a field or an interface): what its class says.
  const callPath = call && pathOfNode(ctx, call);
  const definitions = callPath ? calleeDefinitions(ctx, callPath) : undefined;
  if (definitions?.every((d) => definedVerdict(l, d) === 'other')) return true;
  if (callPath && (heldByOtherField(l, callPath) || handedOtherHost(ctx, callPath))) return true;
  // A base's keys name where its URL is written; a client's, the members up to the method called.
  return roots.some((r) => r !== undefined && verdictOf({ l, name: r.name, names: r === roots[0] ? r.names : r.names.slice(0, -1), depth: 0, at: at.path }) === 'other');
}
