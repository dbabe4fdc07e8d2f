import { methodVerdict, spelledMethod } from './spelled-method';
import { allowsBody } from './sent-key';
import type { ASTNode, ASTPath } from 'jscodeshift';
import type { Anchoring, RunModules, UntracedEndpoint } from '../../types';
import { isOtherClient } from './other-client';
import { holdsOnlyOtherHosts } from './other-host';
import { CALLS, currentIndex } from '../../ast/node-index';
import { getProperty, memberChain, memberName, stringValue, unwrap, loose, type Loose, isWrapper, keyName, type MaybeNode, URL_ENCODERS } from '../../ast/syntax';
import { oneTemplate } from '../../flow/one-template';
import type { TemplatePart } from '../../flow/template-parts';
import { usesOf, type Use } from '../../flow/uses';
import { findApiCalls, sdkEndpoint, type RecognitionContext } from '../calls/calls';
import { sdkMethod } from '../calls/sdk-methods';
import { callsIn } from '../calls/sdk-method-versions';
import { isUnder, settingIn } from './untraced-words';
import { isGenericTemplate, isIdName, subResourcesOf } from './untraced-shape';
import { CLIENT_HEAD, matchEndpoint, segments as pathSegments } from '../urls/endpoint';
import { presetEntries, settingEntries } from '../settings/setting-entries';
import { exportsOf } from '../urls/exported-readers';
import { scriptBlocks, scriptContainerOf } from '../../parse/script-blocks';
import { cutGluedTail, tailLeaves, tailMayReach } from './glued-tail';
import { gluedCallFindings, importerText, rangesOf, type ReadsText } from './glued-calls';
import { moduleContext } from '../records/site-context';
import { GLUED_TAIL_ID, UNTRACED_ID } from '../../messages';

/*
 * The second tier of recognition (README "How calls are recognised"): in a project anchored on
 * Cloudflare (src/project/anchored.ts), a deprecated endpoint spelled out in the code is reported
 * where it is written when no traced call covers it; it is never rewritten. The spellings of a file
 * are found once (a string, a template literal, a `+` concatenation, a path array), each transform
 * then matches the templates it declares (TransformMeta.untraced) against them. Whole shapes only:
 *
 * - the path starts the spelling, or follows the API base (`https://api.cloudflare.com/client/v4`),
 *   `/client/v4` (or `client/v4` with no leading slash; `/v4` where the file writes `…/client`), or a base that is an expression (`${base}/zones/…`); another host, or a literal
 *   prefix of the app's own (`/api/zones/…`), is not it;
 * - each parameter of the template is in place: an expression, or a literal 32-hex id (a route
 *   pattern `/zones/:id/filters` or a placeholder word is not one), or a `:name` placeholder in a
 *   client's own path template, written with no leading slash (`'zones/:zoneId/filters'`);
 * - no whitespace in the literal text (a log line, an error message, documentation);
 * - decoys: a base constant of the file that holds another host (every value a `let` is given, other-host.ts); the first argument of `fetch` when
 *   the path is relative (served by the app itself); arguments of `console.*`, a logger and `new …Error`;
 *   the app's own pages (a JSX attribute, a router's `push`/`replace`/`navigate`/`redirect`/`goto`);
 *   a test's expectations (`expect(…).toHaveBeenCalledWith(…)`, `assert.*`); a path compared with
 *   another (`url.pathname === …`, `case …:`: a server or a mock answering it);
 *   a module that imports a mock-server library, and arguments of undici's `.intercept()`;
 *   a client or base whose definition names another host (src/cloudflare/untraced/other-client.ts).
 *
 * SDK method chains of the tables (sdk-methods.ts) on a receiver that cannot be traced count in a
 * project that depends on `cloudflare` (a two-name chain such as `filters.list` only with a
 * `zone_id`/`account_id` params object or a receiver named like a Cloudflare client).
 */

/** A dynamic part of a spelling (an expression). */
const DYN = '\u0000';

interface Spelling {
  node: ASTNode;
  path: ASTPath;
  /** The expression it starts with (its base), if any. */
  leading?: MaybeNode;
  /** Path segments after the base, DYN for a segment that is an expression. */
  segments: string[];
  /** For each segment that is an expression, the name it ends with (`orgId` for `${orgId}`, `id` for `${org.id}`). */
  names: Array<string | undefined>;
  /** It follows the API base (`https://api.cloudflare.com/client/v4`, `/client/v4`): the API's path whatever its words. */
  afterApiBase: boolean;
  /**
   * Written as an API client's path template: no leading slash, no host, no base (`'zones/:zoneId/filters'`).
   * A router's pattern starts with `/` (`app.get('/zones/:id/filters')`); this shape is a client's own
   * table of endpoints, so its `:name` placeholders stand for the parameters.
   */
  template: boolean;
  /** Its last segment had a run-time tail glued to its end, cut off (glued-tail.ts). */
  gluedTail: boolean;
  /** The text it holds from elsewhere (`${RULES}?page=2`: the const's spelling): reported there, not again here. */
  borrowed: Loose[];
}

interface SdkChainCall {
  node: ASTNode;
  path: ASTPath;
  /** The chain of the table it matched (`firewall.rules.list`). */
  chain: string;
  endpoint: string;
  /** The method the table has for the chain. */
  method: string;
}

/**
 * One finding of this tier: where, its message (`untraced`; `gluedTail` for a request traced or
 * spelled whole whose rest of the path is glued on at run time, glued-tail.ts) and the data of both.
 */
export interface UntracedFinding {
  at: ASTNode;
  messageId: typeof UNTRACED_ID | typeof GLUED_TAIL_ID;
  data: { endpoint: string; replacement: string };
}

const MOCK_LIBRARY = /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*)['"](?:nock|msw(?:\/[^'"]*)?|fetch-mock(?:-jest)?|jest-fetch-mock|axios-mock-adapter|miragejs|pretender)['"]/;
const API_BASE_TEXT = /^(?:https?:)?\/\/api\.cloudflare\.com\/client\/v4(?=\/|$)/;
const HOST = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;
const ID = /^[0-9a-f]{32}$/i;

/** Whether `inner` lies within `outer`'s source range. */
const within = (inner: Loose, outer: Loose): boolean => typeof inner?.start === 'number' && inner.start >= outer.start && inner.end <= outer.end;

/** The holes written in a spelling (its template's, `+`'s and path array's expressions that are not literals). */
function writtenHoles(node: MaybeNode): ASTNode[] {
  const n = loose(unwrap(node));
  if (!n || stringValue(n) !== undefined) return [];
  if (n.type === 'TemplateLiteral') return n.expressions.flatMap(writtenHoles);
  if (isConcatenation(n)) return [...writtenHoles(n.left), ...writtenHoles(n.right)];
  if (n.type === 'ArrayExpression') return n.elements.flatMap(writtenHoles);
  return [n];
}

/**
 * A spelling's text as the layer's template reads it (one-template.ts): DYN for each hole; each hole
 * named as written in the spelling (`orgId` for `${orgId}` whatever the layer followed it to, `id`
 * for `${org.id}`), or as written where the held text has it (`${z}` holding `/zones/${zoneId}`);
 * the text nodes it borrowed from elsewhere (a const's spelling); a path array's elements joined
 * with '/' (names: asked only for a spelling kept). Undefined for an array that is not a path.
 */
function spelledText(ctx: RecognitionContext, n: Loose): { text: string; names: () => Array<string | undefined>; borrowed: Loose[] } | undefined {
  if (n.type === 'ArrayExpression' && !pathArray(n)) return undefined;
  const read = (e: ASTNode): TemplatePart[] => oneTemplate({ ctx, node: e }).parts;
  const slash = { kind: 'text' as const, text: '/', node: null };
  const parts = n.type === 'ArrayExpression' ? n.elements.flatMap((e: ASTNode, i: number) => [...(i > 0 ? [slash] : []), ...read(e)]) : read(n);
  let holes: Array<{ h: ASTNode; parts: TemplatePart[] }> | undefined;
  const nameOf = (d: ASTNode | null): string | undefined => {
    holes ??= writtenHoles(n).map((h) => ({ h, parts: read(h) }));
    const hole = holes.find(({ h, parts: held }) => within(d, h) || held.some((q) => q.node === d));
    if (!hole || within(d, hole.h)) return expressionName(d);
    // The hole holds a value with no text of its own: its name is the one written here.
    return hole.parts.every((q) => q.kind !== 'text' || q.text === '') ? expressionName(hole.h) : expressionName(d);
  };
  return {
    text: parts.map((p: TemplatePart) => (p.kind === 'text' ? p.text : DYN)).join(''),
    names: () => parts.flatMap((p: TemplatePart) => (p.kind === 'text' ? [] : [nameOf(p.node)])),
    borrowed: parts.flatMap((p: TemplatePart) => {
      const at = loose(p.kind === 'text' ? (p.written ?? p.node) : null);
      return at && !within(at, n) ? [at] : [];
    }),
  };
}

/** URL encoders, and the old `escape`: a name read through one is still the name. */
const ENCODERS: ReadonlySet<string> = new Set([...URL_ENCODERS, 'escape']);

/** The name an expression ends with (`orgId`, `id` for `org.id`, through `encodeURIComponent(…)`), or undefined. */
function expressionName(node: MaybeNode): string | undefined {
  const n = unwrap(node);
  const callee = n?.type === 'CallExpression' || n?.type === 'OptionalCallExpression' ? unwrap(n.callee) : undefined;
  if (callee?.type === 'Identifier' && ENCODERS.has(callee.name)) return expressionName(n.arguments[0]);
  return n?.type === 'AwaitExpression' ? undefined : receiverName(n);
}

/** An element no path holds: `null`, `undefined`, a boolean or a number (`['organizations', null, 'organization']` is a table row). */
const notAPathPart = (e: Loose): boolean =>
  e.type === 'NullLiteral' || e.type === 'BooleanLiteral' || e.type === 'NumericLiteral' ||
  (e.type === 'Literal' && typeof e.value !== 'string') || (e.type === 'Identifier' && e.name === 'undefined');

/** An array literal of path parts (`['zones', id, 'rate_limits']`): two or more, a string among them, none that no path holds. */
const pathArray = (n: Loose): boolean => {
  const els: Loose[] = n.elements ?? [];
  return els.length >= 2 && !els.some((e) => !e || e.type === 'SpreadElement' || e.type === 'ObjectExpression' || e.type === 'ArrayExpression' || notAPathPart(unwrap(e))) && els.some((e) => stringValue(e) !== undefined);
};

/** The path segments after the base of a spelled text, or undefined when its shape is not an API path. */
function segmentsOf(text: string, leading: MaybeNode, ctx: RecognitionContext, clientHead: boolean): { segments: string[]; afterApiBase: boolean; skipped: number; gluedTail: boolean } | undefined {
  let rest = text;
  const q = rest.search(/[?#]/);
  if (q >= 0) rest = rest.slice(0, q);
  if (/\s/.test(rest)) return undefined;
  const base = API_BASE_TEXT.exec(rest);
  // `/client/v4/…`, or `client/v4/…` with no leading slash (a relative URL a fetcher resolves against its origin or proxy).
  // `/v4/…` too where the file writes the root cut at `/client` (a client's base the path completes).
  const apiRoot = (clientHead ? /^\/?(?:client\/)?v4\// : /^\/?client\/v4\//).exec(rest);
  const afterApiBase = base !== null || apiRoot !== null;
  let skipped = 0;
  if (base) rest = rest.slice(base[0].length);
  else if (HOST.test(rest)) return undefined; // another host, or the API host outside /client/v4
  else if (apiRoot) rest = rest.slice(apiRoot[0].length - 1);
  else if (rest.startsWith(DYN)) {
    // A base the layer does not know (one it knows is in the text: the API base, another host), unless
    // it is given another host each time it is written (a `let` set to a local host in development).
    const held = unwrap(leading);
    if (held && holdsOnlyOtherHosts(ctx, held)) return undefined;
    rest = rest.slice(1);
    skipped = 1;
  }
  if (rest.includes('://')) return undefined;
  const segments = rest.split('/').filter((s) => s !== '');
  const cut = cutGluedTail(segments, DYN);
  return { segments: cut ?? segments, afterApiBase, skipped, gluedTail: cut !== undefined };
}

/** The names of the expressions that are whole segments, by segment (`names` holds one per expression of the text, in order; `skipped` of them before the segments). */
function segmentNames(segments: string[], names: Array<string | undefined>, skipped: number): Array<string | undefined> {
  let k = skipped;
  return segments.map((seg) => {
    const name = seg === DYN ? names[k] : undefined;
    for (const c of seg) if (c === DYN) k++;
    return name;
  });
}

/** The expression a spelling starts with, when it starts with one (`${base}/zones/…`, `base + '/zones/…'`). */
function leadingExpression(node: MaybeNode): MaybeNode {
  const n = unwrap(node);
  if (n?.type === 'TemplateLiteral') return (n.quasis[0].value.cooked ?? n.quasis[0].value.raw) === '' ? n.expressions[0] : undefined;
  if (n?.type === 'BinaryExpression' && n.operator === '+') return stringValue(n.left) !== undefined ? undefined : leadingExpression(n.left) ?? unwrap(n.left);
  if (n?.type === 'ArrayExpression') return n.elements[0] && stringValue(n.elements[0]) === undefined ? n.elements[0] : undefined;
  return undefined;
}

/** The parent of a path, through parentheses and type wrappers (`x as string`). */
function outer(p: ASTPath): ASTPath | null {
  let q = p.parentPath;
  while (q && (Array.isArray(q.value) || isWrapper(q.value))) q = q.parentPath;
  return q;
}

const isConcatenation = (n: Loose) => n?.type === 'BinaryExpression' && n.operator === '+';

/** Whether the expression at `p` is a part of a larger spelling (an operand of `+`, a template's expression, an element of a path array). */
function isPart(p: ASTPath): boolean {
  const parent = outer(p)?.value;
  return isConcatenation(parent) || parent?.type === 'TemplateLiteral' || (parent?.type === 'ArrayExpression' && pathArray(parent));
}

const LOGGER = /^(?:console|log|logger|logging|debug)$/i;
const NAVIGATION = new Set(['navigate', 'redirect', 'push', 'replace', 'navigateTo', 'goto']);

/** Whether the spelling sits where it is not a request: a log or error text, a mock server's route, a relative `fetch` served by the app itself. */
function isDecoySite(p: ASTPath, relative: boolean): boolean {
  let child: ASTPath = p;
  for (let q = outer(p); q; child = q, q = outer(q)) {
    const n = loose(q.value);
    if (n.type === 'CallExpression' || n.type === 'OptionalCallExpression' || n.type === 'NewExpression') {
      const callee = unwrap(n.callee);
      const chain = memberChain(callee);
      const root = chain ? receiverName(chain.base) : undefined;
      if (n.type === 'NewExpression' && /Error$/.test(callee?.type === 'Identifier' ? callee.name : (chain?.names.at(-1) ?? ''))) return true;
      if (callee?.type === 'Identifier' && /Error$/.test(callee.name)) return true;
      if (root && LOGGER.test(root) && chain!.names.length > 0) return true;
      // A test's expectation about a URL (`expect(fetch).toHaveBeenCalledWith(…)`, `assert.equal(…)`).
      if (root === 'expect' || root === 'assert' || /^to[A-Z]/.test(chain?.names.at(-1) ?? '')) return true;
      if (chain?.names.at(-1) === 'intercept') return true;
      // The app's own pages: a router's navigation (`router.push(…)`, `navigate(…)`, `redirect(…)`).
      const verb = callee?.type === 'Identifier' ? callee.name : chain?.names.at(-1);
      if (verb && NAVIGATION.has(verb)) return true;
      const isArg = n.arguments?.[0] === child.value;
      if (isArg && callee?.type === 'Identifier' && callee.name === 'fetch' && relative) return true;
    }
    // A link or route of the app's own pages (`<Link href={…}>`, `<Route path="…">`).
    if (n.type === 'JSXAttribute') return true;
    // A path compared with another is one being answered, not requested (a server or a mock routing
    // `url.pathname === `/zones/${id}/firewall/rules``, `case '/zones/…':`).
    if (n.type === 'BinaryExpression' && /^[!=]==?$/.test(n.operator)) return true;
    if (n.type === 'SwitchCase' && n.test === child.value) return true;
    if (n.type === 'Program' || /Statement$|Declaration$/.test(n.type)) break;
  }
  return false;
}

/** Every spelling of an API path in the file (see the top of this file), once per tree. */
function spellings(ctx: RecognitionContext): Spelling[] {
  const compute = (): Spelling[] => {
    const index = currentIndex(ctx);
    const found: Spelling[] = [];
    const clientHead = index.of('StringLiteral', 'Literal', 'TemplateLiteral').some((p) => CLIENT_HEAD.test(stringValue(p.value) ?? ''));
    for (const p of index.of('StringLiteral', 'Literal', 'TemplateLiteral', 'BinaryExpression', 'ArrayExpression')) {
      const n = loose(p.value);
      if (n.type === 'Literal' && typeof n.value !== 'string') continue;
      if (n.type === 'BinaryExpression' && n.operator !== '+') continue;
      if (isPart(p)) continue;
      const parent = loose(p.parentPath?.value);
      // Keys, module names and types are not requests.
      if (parent && ((parent.key === n && !parent.computed) || parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration' || parent.type === 'TSLiteralType' || parent.type === 'TSExternalModuleReference')) continue;
      // Before the layer is asked: a string with no '/' (the layer reads it as its own text), a decoy site whatever the text.
      if (((n.type === 'StringLiteral' || n.type === 'Literal') && !n.value.includes('/')) || isDecoySite(p, false)) continue;
      const spelled = spelledText(ctx, n);
      if (!spelled || (!spelled.text.includes('/') && n.type !== 'ArrayExpression')) continue;
      const { text, names, borrowed } = spelled;
      const leading = leadingExpression(n);
      const shape = segmentsOf(text, leading, ctx, clientHead);
      if (!shape || shape.segments.length < 2) continue;
      if (!text.startsWith(DYN) && !HOST.test(text) && isDecoySite(p, true)) continue;
      const template = n.type !== 'ArrayExpression' && /^[a-z]/i.test(text) && !HOST.test(text);
      const { segments, afterApiBase, gluedTail } = shape;
      found.push({ node: n, path: p, leading, segments, names: segmentNames(segments, names(), shape.skipped), afterApiBase, template, gluedTail, borrowed });
    }
    return found;
  };
  return ctx.memo ? ctx.memo('untracedSpellings', compute) : compute();
}

/** What one use of a held spelling does with it (usesOf): extends it into a longer path (`${base}/${id}`, `base + '/x'`), reads it as it is (sent, stored, compared, unknown), or neither (a member of it, a write). */
function useKind(u: Use): 'extends' | 'bare' | 'neither' {
  if (u.kind === 'member' || u.kind === 'reassigned') return 'neither';
  if (u.kind !== 'other') return 'bare';
  const holder = loose(outer(u.at)?.value);
  if (holder?.type === 'TemplateLiteral') return /^\//.test(holder.quasis[holder.expressions.indexOf(u.at.value) + 1]?.value.raw ?? '') ? 'extends' : 'neither';
  if (isConcatenation(holder)) return holder.left === u.at.value ? 'extends' : 'neither';
  return 'bare';
}

/**
 * Whether a spelling is a base the file only extends into longer paths (`const base = `/zones/${id}/settings``
 * read in `${base}/${name}` or `base + '/brotli'`; a `this.x` or field, by the reads of its key), not
 * the endpoint itself: one also sent as it is (`uriPath: this.path`) is both.
 */
function extended(ctx: RecognitionContext, p: ASTPath): boolean {
  const holder = outer(p)?.value;
  const key =
    holder?.type === 'AssignmentExpression' && holder.left.type === 'MemberExpression' && holder.left.property.type === 'Identifier'
      ? holder.left.property.name
      : holder?.type === 'ClassProperty' && holder.key?.type === 'Identifier'
        ? holder.key.name
        : undefined;
  const reads = key === undefined ? [p] : currentIndex(ctx).of('MemberExpression').filter((q) => memberName(q.value) === key && !(q.parent?.value.type === 'AssignmentExpression' && q.parent.value.left === q.value));
  const kinds = new Set(reads.flatMap((q) => usesOf(ctx, q)).map(useKind));
  return kinds.has('extends') && !kinds.has('bare');
}

const PLACEHOLDER = /^:[A-Za-z_]\w*$/;

/**
 * Whether the spelled segments are the template's, parameters in place (a `:name` placeholder in a
 * client's path template), or lie under it; for a generic template (untraced-shape.ts), only in a
 * shape of the API's own.
 */
function spells(s: Pick<Spelling, 'segments' | 'template' | 'names' | 'afterApiBase' | 'gluedTail'>, template: string, exact = false): boolean {
  const { segments } = s;
  const want = template.split('/').filter(Boolean);
  if (segments.length < want.length || (exact && segments.length !== want.length)) return false;
  if (s.gluedTail && !tailMayReach(segments.length - 1, want, exact)) return false;
  const inPlace = want.every((w, i) => (w.startsWith(':') ? segments[i] === DYN || ID.test(segments[i]) || (s.template && PLACEHOLDER.test(segments[i])) : segments[i] === w));
  if (!inPlace || s.afterApiBase || !isGenericTemplate(template)) return inPlace;
  if (segments.length > want.length && subResourcesOf(template).has(segments[want.length])) return true;
  // Its parameters shaped like ids: a 32-hex literal, an expression or a placeholder named like one.
  return want.every((w, i) => !w.startsWith(':') || ID.test(segments[i]) || isIdName(segments[i] === DYN ? s.names[i] : segments[i].slice(1)));
}

const RECEIVER_NAME = /cloudflare|^cf$|^cf[A-Z_]|client$|^client/i;

/** The name a receiver expression ends with: `cf` for `this.cf`, `getClient` for `getClient()`. */
function receiverName(n: MaybeNode): string | undefined {
  const u = unwrap(n);
  if (!u) return undefined;
  if (u.type === 'Identifier') return u.name;
  if (u.type === 'MemberExpression' || u.type === 'OptionalMemberExpression') return keyName({ key: u.property, computed: u.computed });
  if (u.type === 'CallExpression' || u.type === 'OptionalCallExpression' || u.type === 'AwaitExpression') return receiverName(u.callee ?? u.argument);
  return undefined;
}

/** Whether an argument is an object literal with a `zone_id` or `account_id` key (a v4+ params object). */
const hasScopeParam = (args: Loose[]): boolean => args.some((a) => getProperty(a, 'zone_id') !== undefined || getProperty(a, 'account_id') !== undefined);

/** SDK method calls of the tables in the file, whatever their receiver, once per tree. */
function sdkChainCalls(ctx: RecognitionContext): SdkChainCall[] {
  const compute = (): SdkChainCall[] => {
    const found: SdkChainCall[] = [];
    for (const p of currentIndex(ctx).of(...CALLS)) {
      const call = loose(p.value);
      if (call.type === 'NewExpression') continue;
      const chain = memberChain(call.callee);
      if (!chain || chain.names.length < 2 || !chain.base) continue;
      for (let k = 0; k + 2 <= chain.names.length; k++) {
        const names = chain.names.slice(k);
        const m = sdkMethod(names);
        if (!m || !callsIn(m, ctx.sdkVersions)) continue;
        const receiver = k > 0 ? chain.names[k - 1] : receiverName(chain.base);
        if (names.length === 2 && !hasScopeParam(call.arguments) && !RECEIVER_NAME.test(receiver ?? '')) break;
        found.push({ node: call, path: p, chain: names.join('.'), endpoint: sdkEndpoint(m, call.arguments), method: m.method });
        break;
      }
    }
    return found;
  };
  return ctx.memo ? ctx.memo('untracedSdkCalls', compute) : compute();
}

/** The source ranges of the traced calls (glued-calls.ts rangesOf), each with its endpoint; once per tree (every transform with untraced templates asks). */
function tracedRanges(ctx: RecognitionContext): { ranges: TracedRanges; calls: Set<ASTNode> } {
  const compute = () => {
    const calls = findApiCalls(ctx);
    return { ranges: calls.flatMap((c) => rangesOf(c).map(([s, e]): [number, number, string] => [s, e, c.endpoint])), calls: new Set(calls.map((c) => c.path.value)) };
  };
  return ctx.memo ? ctx.memo('untracedTracedRanges', compute) : compute();
}

/**
 * Whether a traced call covers `n`; with `template`, one whose endpoint is it (or under it). A traced call whose
 * endpoint the template does not match (`${url}${qs}` read as `/zones/:param/filters:param`) leaves the
 * spelling to this tier: no transform would see it otherwise; so does one whose tail is glued to a
 * segment at or below the template (`…/packages/:param/groups:param`, glued-tail.ts).
 */
const overlaps = (n: Loose, ranges: TracedRanges, template?: string): boolean =>
  typeof n.start === 'number' &&
  ranges.some(([s, e, endpoint]) => n.start < e && s < n.end && (template === undefined || (endpoint !== undefined && isUnder(endpoint, template) && !tailLeaves(endpoint, pathSegments(template)))));

/** The entries naming a setting of the templates in the file's lists of settings (`{ id: 'brotli' }`) and tables of values by setting (`{ ssl: …, brotli: 'on', … }`). */
function listedSettings(ctx: RecognitionContext, untraced: readonly UntracedEndpoint[]): Array<{ at: ASTNode; u: UntracedEndpoint }> {
  return untraced.flatMap((u) => {
    const setting = settingIn(u.template);
    return setting === undefined ? [] : [...settingEntries(ctx, setting), ...presetEntries(ctx, setting)].map((at) => ({ at, u }));
  });
}

/**
 * Whether the file spells `/zones/${z}/settings/${id}` (the setting's id an expression) in a request
 * no traced call covers and no client of another host sends: a traced one is the zone settings' own
 * (they edit such lists).
 */
function sendsSettingsById(ctx: RecognitionContext, spelled: Spelling[], file: { path: string; source: string }): boolean {
  const byId = spelled.filter((s) => s.segments.length === 4 && s.segments[0] === 'zones' && s.segments[1] === DYN && s.segments[2] === 'settings' && s.segments[3] === DYN);
  if (byId.length === 0) return false;
  const { ranges } = tracedRanges(ctx);
  return byId.some((s) => !overlaps(s.node, ranges) && !isOtherClient(ctx, { path: s.path, leading: s.leading }, file, ctx.modules));
}

/** Per importer's program (the project index keeps one per file and run): whether it sends settings by id. */
const importerVerdicts = new WeakMap<object, boolean>();

/**
 * Whether a module of the run that imports a name this one exports, in any form (module-exports.ts), sends settings by id (see
 * sendsSettingsById, the importer recognised with the anchors it imports): the lists of this module
 * are then what it sends.
 */
function importerSendsSettingsById(ctx: RecognitionContext): boolean {
  const { modules } = ctx;
  if (!modules) return false;
  const compute = (): boolean =>
    [...exportsOf(ctx.root).names.keys()].some((name) =>
      modules.importers(name, 'settings').some(({ path, program }) => {
        let verdict = importerVerdicts.get(program as object);
        if (verdict === undefined) importerVerdicts.set(program as object, (verdict = importerSends(ctx, modules, path, program as ASTNode)));
        return verdict;
      }),
    );
  return ctx.memo ? ctx.memo('settingsImportedById', compute) : compute();
}

function importerSends(ctx: RecognitionContext, modules: RunModules, path: string, program: ASTNode): boolean {
  let source = importerText(path);
  if (source === undefined || MOCK_LIBRARY.test(source)) return false;
  if (scriptContainerOf(path)) {
    // A component's program holds its script blocks, each read from 0: one block is its source;
    // with several, where a spelling sits cannot be told (nothing reported).
    const blocks = scriptBlocks(path, source);
    if (blocks.length !== 1) return false;
    source = source.slice(blocks[0].start, blocks[0].end);
  }
  const other = moduleContext(ctx, modules, { path, program });
  return sendsSettingsById(other, spellings(other), { path, source });
}

/** A transform's untraced endpoints, and what its findings name as the replacement by default. */
export interface UntracedOf {
  untraced: readonly UntracedEndpoint[];
  replacement: string;
  /** Whether the run reads a file of a text for the transform (its prefilter): a wrapper's glued request is left to an importer's traced call only there (glued-calls.ts). None: to none. */
  reads?: ReadsText;
  /** The traced ranges before the transform edited the file (tracedBefore): a call it deleted still covers the URL it sent. */
  before?: TracedRanges;
}

type TracedRanges = Array<[number, number, string | undefined]>;

/**
 * The traced calls' source ranges as the file is before a transform edits it: the untraced tier asks
 * once the transform is done, when a call it deleted (brotli-setting's PATCH of 'on') is gone and the
 * URL declared for it (`const w = new URL(…/settings/brotli)`) would read as spelled for no client.
 */
export function tracedBefore(ctx: RecognitionContext): TracedRanges {
  return tracedRanges(ctx).ranges;
}

/**
 * The transform's untraced endpoints spelled out in this file and not covered by a traced call, in
 * source order: paths in an anchored project, SDK method chains too when it depends on `cloudflare`.
 */
export function untracedFindings(ctx: RecognitionContext, endpoints: UntracedOf, anchoring: Anchoring, file: { path: string; source: string }): UntracedFinding[] {
  const { untraced, replacement } = endpoints;
  const { modules } = ctx;
  if (MOCK_LIBRARY.test(file.source)) return [];
  const spelled = spellings(ctx);
  const chains = anchoring.dependsOnCloudflare ? sdkChainCalls(ctx) : [];
  const listed = listedSettings(ctx, untraced);
  const out: UntracedFinding[] = [];
  const borrowedBy = new Map<ASTNode, Loose[]>();
  let traced: ReturnType<typeof tracedRanges> | undefined;
  const covered = (n: ASTNode, template?: string) => overlaps(n, (traced ??= tracedRanges(ctx)).ranges, template) || overlaps(n, endpoints.before ?? [], template);
  const data = (u: UntracedEndpoint, said?: { replacement?: string }) => ({ endpoint: u.template, replacement: said?.replacement ?? u.replacement ?? replacement });
  for (const s of spelled) {
    // The method its call says, judged by the entry where only some methods are deprecated (a base only extended, or a glued tail, is not at the template itself).
    const method = spelledMethod(ctx, s.path);
    const at = (template: string) => !s.gluedTail && spells(s, template, true) && !extended(ctx, s.path);
    let said: ReturnType<typeof methodVerdict>;
    const u = untraced.find((e) => spells(s, e.template, e.exact) && (said = methodVerdict(e, method, at)) !== undefined && allowsBody(ctx, e, s.path));
    if (!u || (u.exact && extended(ctx, s.path)) || covered(s.node, u.template) || isOtherClient(ctx, { path: s.path, leading: s.leading }, file, modules)) continue;
    // A glued tail in a traced request: the client is known, the rest of the path is not.
    out.push({ at: s.node, messageId: s.gluedTail && covered(s.node) ? GLUED_TAIL_ID : UNTRACED_ID, data: data(u, said) });
    borrowedBy.set(s.node, s.borrowed);
  }
  // A use of a spelling reported where it is written (`${RULES}?page=2`, `${BASE}${path}`) is that request, not another.
  const again = (f: UntracedFinding) => out.some((g) => g !== f && g.data.endpoint === f.data.endpoint && (borrowedBy.get(f.at) ?? []).some((b) => within(b, g.at)));
  out.splice(0, out.length, ...out.filter((f) => !again(f)));
  // A glued tail on a path relative to a wrapper or a client's base: traced, and spelled from the root nowhere.
  for (const { at, u } of gluedCallFindings(ctx, untraced.filter((e) => e.sets === undefined), out.map((f) => f.at), endpoints.reads ?? (() => false))) out.push({ at, messageId: GLUED_TAIL_ID, data: data(u) });
  if (out.length === 0 && chains.length === 0 && listed.length === 0) return [];
  // Settings sent by id through one spelled request (`/zones/${z}/settings/${id}` beside `{ id: 'brotli' }`),
  // in this module or in one that imports the list from it.
  if (listed.length > 0 && (sendsSettingsById(ctx, spelled, file) || importerSendsSettingsById(ctx))) {
    for (const { at, u } of listed) out.push({ at, messageId: UNTRACED_ID, data: data(u) });
  }
  for (const c of chains) {
    let said: ReturnType<typeof methodVerdict>;
    const u = untraced.find((e) => e.sets === undefined && (e.exact ? matchEndpoint(c.endpoint, e.template) : isUnder(c.endpoint, e.template)) && (said = methodVerdict(e, c.method, (t) => matchEndpoint(c.endpoint, t))) !== undefined);
    if (!u || (traced ??= tracedRanges(ctx)).calls.has(c.node) || isOtherClient(ctx, { path: c.path, call: c.node }, file, modules)) continue;
    out.push({ at: c.node, messageId: UNTRACED_ID, data: { endpoint: `.${c.chain}() (${u.template})`, replacement: data(u, said).replacement } });
  }
  return out;
}
