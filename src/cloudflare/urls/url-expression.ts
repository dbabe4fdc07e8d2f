import type { ASTNode, ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { literalText } from '../../edit/literals';
import { bindingsOf } from '../../ast/bindings';
import { isMember, unwrap, type MaybeNode } from '../../ast/syntax';
import type { IndexContext } from '../../ast/node-index';
import { importedBase } from '../anchors/imported';
import { urlObjectParts } from './url-object';
import { boundReader } from './bound-url';
import { API_BASE, joinParts, readOnly } from './url-parts';
import { assignedChoices, editableNode, elementReads, knownList, knownTemplate, knownUrlObject, passOnlyMemo, queryAppended, type ElementRead, type Part, type UrlValue } from '../../flow';
import type { ResolvedUrl, UrlPart } from '../shapes';

const MAX_DEPTH = 8;

/** A URL expression (`node`) of the file `root`, the configuration, and where the URL is used (`at`), when known. */
export interface UrlInput {
  j: JSCodeshift;
  root: Collection<any>;
  node: MaybeNode;
  config: UserConfig;
  at?: ASTPath;
}

/**
 * A URL expression as literal and dynamic parts: the adapter between the value-flow layer and the
 * run's bases. The layer says what a name, member read, call or URL object holds (src/flow:
 * templates.ts, urls.ts, query-appended.ts); this walk takes a literal, a template and `+` apart, and
 * fills what the layer leaves as a hole written elsewhere with the configuration's bases (names in
 * `baseConstants`, even when the file declares them; base constants other modules export: the
 * project index's imported anchors). Given the path of the call the URL is used at (`at`), a local
 * given a path and then only a query appended reads as its path.
 */
export function resolveUrl(input: UrlInput): ResolvedUrl {
  // In a pass that edits nothing (the anchors, then the calls, describe every request), each once.
  const kept = passOnlyMemo(input.root)?.('resolveUrl', () => new Map<unknown, Array<{ at: unknown; config: UserConfig; url: ResolvedUrl }>>());
  if (!kept) return resolveFresh(input);
  const at: unknown = input.at?.value;
  const known = kept.get(input.node)?.find((k) => k.at === at && k.config === input.config);
  if (known) return known.url;
  const url = resolveFresh(input);
  kept.set(input.node, [...(kept.get(input.node) ?? []), { at, config: input.config, url }]);
  return url;
}

function resolveFresh({ j, root, node, config, at }: UrlInput): ResolvedUrl {
  const bindings = bindingsOf(j, root);
  const parts: UrlPart[] = [];
  // Empty-string consts (`const ZONE_TAG = "" // fill me in`) by the index of their part.
  const placeholders = new Set<number>();
  const walk = (n: MaybeNode, depth: number): void => {
    if (!n) return;
    const text = n.type === 'TemplateElement' ? undefined : literalText(n);
    // Looked up once each, by the branch that asks (the ones before it did not apply).
    let importedParts: UrlPart[] | undefined;
    let localValue: ASTNode | undefined;
    let flowParts: Part[] | undefined;
    let urlObject: UrlValue | undefined;
    if (text !== undefined) parts.push({ kind: 'text', text, node: n });
    else if (n.type === 'TemplateLiteral') {
      n.quasis.forEach((q, i) => {
        parts.push({ kind: 'text', text: literalText(q) ?? '', node: q });
        if (i < n.expressions.length) walk(n.expressions[i], depth + 1);
      });
    } else if (n.type === 'BinaryExpression' && n.operator === '+') {
      walk(n.left, depth + 1);
      walk(n.right, depth + 1);
    } else if (n.type === 'Identifier' && (config.baseConstants ?? []).includes(n.name)) {
      parts.push({ kind: 'text', text: API_BASE, node: null });
    } else if ((importedParts = importedBase(config, n, bindings))) {
      // Imported anchors (project index): a base constant exported by another module (`API`, `config.API`).
      parts.push(...importedParts);
    } else if (depth < MAX_DEPTH && (urlObject = knownUrlObject({ j, root }, n))) {
      // A URL object the layer knows (`new URL(path, base)`, `u.href`, `String(u)`, with `u.pathname += …`
      // written before): its text (url-object.ts), read-only when it came through a call.
      const from = parts.length;
      const written = (m: ASTNode): UrlPart[] => {
        const at = parts.length;
        walk(m, depth + 1);
        return parts.splice(at);
      };
      // Made in a function called here: its parameters read as the call's arguments (bound-url.ts).
      const bound = urlObject.bound;
      const sub = bound ? boundReader({ j, root }, bound, written) : written;
      const resolve = bound ? (m: ASTNode) => joinParts(sub(m)) : (m: ASTNode) => resolveUrl({ j, root, node: m, config });
      parts.push(...urlObjectParts({ url: urlObject, node: n, resolve, walk: sub }));
      if (urlObject.readOnly) parts.splice(from, parts.length - from, ...readOnly(joinParts(parts.slice(from))));
    } else if (depth < MAX_DEPTH && (flowParts = knownTemplate({ j, root }, n)) !== undefined) {
      // What the layer says a name, member read or call holds (src/flow/templates.ts): a `const`, a
      // `let` given one value, a guard-narrowed setting id, `cfg.baseUrl`, `this.base`, `zonePath(z)`,
      // the default written in `process.env.CF_API ?? 'https://…'` (an empty one, `|| ''`, only guards
      // against undefined: the value is dynamic, a path segment still). Only a name holds no text.
      if (flowParts.length === 1 && flowParts[0].kind === 'text' && flowParts[0].text === '') placeholders.add(parts.length);
      layerParts(flowParts, n, depth);
    } else if (n.type === 'Identifier' && at && depth < MAX_DEPTH && (localValue = queryAppended({ j, root }, at, n.name)) !== undefined) {
      // `let url = \`${BASE}${path}\`; if (params) url += '?' + qs`: the URL, with a query or without.
      walk(localValue, depth + 1);
      parts.push({ kind: 'text', text: '?', node: null }, { kind: 'dynamic', node: n });
    } else if (unwrap(n) !== n) {
      walk(unwrap(n), depth + 1);
    } else parts.push({ kind: 'dynamic', node: n });
  };
  /**
   * The layer's parts for `n`: each text part editable where the layer says `n` may edit it; an
   * unknown it meets written elsewhere (`new URL(…)`, an imported base) followed here, read-only
   * when what holds it came through a call or a guard.
   */
  const layerParts = (found: Part[], n: ASTNode, depth: number): void => {
    // Through a call or a guard (the layer's read-only text), or a method's return that is all one unknown (`Api.root()` returning `new URL(…).href`).
    const shared = found.some((p) => p.kind === 'text' && p.readOnly) || (n.type === 'CallExpression' && found.length === 1);
    for (const p of found) {
      if (p.kind === 'text') parts.push({ kind: 'text', text: p.text, node: editableNode(p), written: p.node ?? undefined });
      else if ((p.origin.kind !== 'unknown' && p.origin.kind !== 'returned') || p.node === n) parts.push({ kind: 'dynamic', node: p.node });
      else {
        const from = parts.length;
        walk(p.node, depth + 1);
        if (shared) parts.splice(from, parts.length - from, ...readOnly(joinParts(parts.slice(from))));
      }
    }
  };
  walk(node, 0);
  // An empty const standing for a whole path segment is a placeholder to fill in, not a value: the
  // URL has a segment there (`/zones/${ZONE_TAG}/filters` is not `/zones//filters`).
  for (const i of placeholders) {
    const before = joinParts(parts.slice(0, i)).text;
    const after = parts[i + 1]?.kind === 'text' ? (parts[i + 1] as { text: string }).text : '';
    const part = parts[i];
    if (part?.kind === 'text' && before.endsWith('/') && /^(?:[/?#]|$)/.test(after)) parts[i] = { kind: 'dynamic', node: part.node };
  }
  return joinParts(parts);
}

/**
 * A path given as an array of segments that the code joins (`api._get(['zones', id, 'rate_limits'])`
 * through a wrapper fetching `${BASE}/${segments.join('/')}`): each segment resolved where it is
 * written (a literal segment stays editable in the array), the separators read-only. Undefined when
 * the value is not an array literal (a const or local of the calling function holding one counts).
 */
export function segmentsUrl({ j, root, node, separator, config, at }: UrlInput & { node: MaybeNode; separator: string }): ResolvedUrl | undefined {
  const array = node ? knownList({ j, root }, node) : undefined;
  if (!array) return undefined;
  const parts: UrlPart[] = [];
  array.elements.forEach((e, i) => {
    if (i > 0) parts.push({ kind: 'text', text: separator, node: null });
    parts.push(...resolveUrl({ j, root, node: e, config, at }).parts);
  });
  return joinParts(parts);
}

/**
 * One URL a request may send: its resolution and the expression it is written in; for a URL read from
 * the elements of a list (`for (const e of endpoints) fetch(e.url)`), which element.
 */
export interface UrlChoice {
  url: ResolvedUrl;
  node: ASTNode;
  element?: { loop: ASTNode; index: number };
}

/** A request's URL expression (`node`) at `at`, and its resolution when the caller has it (`resolved`). */
export interface UrlChoicesInput {
  ctx: IndexContext;
  node: MaybeNode;
  config: UserConfig;
  at: ASTPath;
  resolved?: ResolvedUrl;
}

/**
 * The URLs a variable passed as a request's URL may hold when it is given one in each branch
 * (`let url; switch (kind) { case 'list': url = \`${API}/…\`; break; … } fetch(url)`, also with an
 * initialiser overridden in an `if`): each value written, resolved. Undefined when the expression is
 * not such a variable: not a local of the calling function, never reassigned (`resolveUrl` follows it
 * then), or given a value built from itself (`url = url + '/x'`, `url += …`), which is not a choice.
 * Also the URLs of a request made in a loop over a list written in the file (the value-flow layer's `elementReads`, src/flow/elements.ts):
 * one per element, the element's value in place of each read of it (`e.url`, `${API}${e.path}`);
 * `resolved` is the URL's resolution when the caller has it already.
 */
export function urlChoices({ ctx, node, config, at, resolved }: UrlChoicesInput): UrlChoice[] | undefined {
  const written = assignedChoices(ctx, at, node);
  if (written === undefined) return listedChoices({ ctx, node, config, at, resolved });
  return written?.map((value) => ({ url: resolveUrl({ j: ctx.j, root: ctx.root, node: value, config, at }), node: value }));
}

/** A URL whose dynamic parts read a loop's element, once per element (see `urlChoices`). */
function listedChoices({ ctx, node, config, at, resolved }: UrlChoicesInput): UrlChoice[] | undefined {
  const url = resolved ?? resolveUrl({ j: ctx.j, root: ctx.root, node, config, at });
  const readable = (p: UrlPart): boolean => {
    const n = p.kind === 'dynamic' ? unwrap(p.node) : undefined;
    return n?.type === 'Identifier' || (isMember(n) && unwrap(n.object)?.type === 'Identifier');
  };
  const reads = new Map<UrlPart, ElementRead>();
  for (const p of url.parts) {
    const read = readable(p) ? elementReads(ctx, p.node, at) : undefined;
    if (read) reads.set(p, read);
  }
  const first = reads.values().next().value;
  if (!first) return undefined;
  const byValue = new Map<ASTNode, ResolvedUrl>();
  const valueUrl = (v: ASTNode): ResolvedUrl => byValue.get(v) ?? byValue.set(v, resolveUrl({ j: ctx.j, root: ctx.root, node: v, config, at })).get(v)!;
  // A list of ids (`for (const zoneId of zoneIds)`) is a parameter of one endpoint, not a choice of endpoints: only paths and URLs are listed.
  const listsPaths = [...reads.entries()].some(([, read]) => read.loop === first.loop && read.values.some((v) => v && valueUrl(v).text.includes('/')));
  if (!listsPaths) return undefined;
  return first.values.map((value, index) => {
    const parts = url.parts.flatMap((p): UrlPart[] => {
      const read = reads.get(p);
      if (read?.loop !== first.loop) return [p];
      const v = read.values[index];
      return v ? valueUrl(v).parts : [{ kind: 'dynamic', node: p.node }];
    });
    return { url: joinParts(parts), node: value ?? (node as ASTNode), element: { loop: first.loop, index } };
  });
}
