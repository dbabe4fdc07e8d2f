import type { ASTNode, ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../../types';
import { bindingsOf, type Bindings } from '../../ast/bindings';
import { isMember, unwrap, type MaybeNode } from '../../ast/syntax';
import { currentIndex, heldBy, isInside, pathOfNode as pathOf, type IndexContext } from '../../ast/node-index';
import { calleeHead, isImportBindingAt } from '../../ast/import-bound';
import { declaredReads } from '../../flow/binding-uses';
import { importedBase, importedBuilt } from '../anchors/imported';
import { inheritedBuilderKey } from '../anchors/inherited-builder';
import { API_BASE, isApiUrl } from './url-parts';
import { onlyApiUses } from './literal-uses';
import { importedLiteral } from './imported-literal';
import { assignedChoices, elementReads, joinTemplate, knownList, oneTemplate, type ElementRead } from '../../flow';
import type { ResolvedUrl, UrlPart } from '../shapes';

/** A URL expression (`node`) of the file `root`, the configuration, and where the URL is used (`at`), when known. */
interface UrlInput {
  j: JSCodeshift;
  root: Collection<any>;
  /**
   * The memo of the question being answered (the runner's, or one holding the tree's index: see
   * RequestEnv.memo): the index questions the resolver asks (the value-flow layer, a literal's other
   * uses) go through it; without one they read the index built once for the tree.
   */
  memo?: IndexContext['memo'];
  node: MaybeNode;
  config: UserConfig;
  at?: ASTPath;
}

/**
 * A URL expression as literal and dynamic parts: the layer's one template of the expression
 * (src/flow/one-template.ts), with what the layer leaves unknown filled with the run's bases (names
 * in `baseConstants`, even when the file declares them; base constants other modules export: the
 * project index's imported anchors; a path literal another module's const holds, read-only: imported-literal.ts).
 */
export function resolveUrl(input: UrlInput): ResolvedUrl {
  return sharedReadOnly(input, templateOf(input));
}

/**
 * resolveUrl's answer for a URL on the API host (isApiUrl), undefined for any other: for a caller
 * that asks about every string of a file and keeps only the API URLs. A string whose leftmost literal
 * text no API URL can start with is not resolved at all, and the literals' other uses (the costly part
 * of resolveUrl) are asked only of an API URL: they make parts read-only, never change the text.
 */
export function resolveApiUrl(input: UrlInput): ResolvedUrl | undefined {
  const lead = leadingText(input.node);
  if (lead !== undefined && !mayStartApiUrl(lead)) return undefined;
  const template = templateOf(input);
  return isApiUrl(template) ? sharedReadOnly(input, template) : undefined;
}

/** The URL forms isApiUrl accepts, up to the end of the API prefix. */
const API_STARTS = [API_BASE, API_BASE.replace(/^https:/, 'http:'), API_BASE.replace(/^https:/, '')];

/** Whether a URL whose text begins with `lead` can be on the API host (isApiUrl), whatever follows. */
function mayStartApiUrl(lead: string): boolean {
  return API_STARTS.some((s) => s.startsWith(lead) || (lead.startsWith(s) && (lead.length === s.length || '/?#'.includes(lead[s.length]))));
}

/**
 * The text a string expression's template begins with, as oneTemplate takes it apart: its leftmost
 * string literal, or a template literal's first quasi, down the left of `+`; undefined when that is
 * anything else (a name, a call: the layer's to answer) or empty.
 */
function leadingText(node: MaybeNode): string | undefined {
  let n = node;
  while (n?.type === 'BinaryExpression' && n.operator === '+') n = n.left as ASTNode;
  const text = n?.type === 'StringLiteral' || (n?.type === 'Literal' && typeof n.value === 'string') ? (n.value as string) : n?.type === 'TemplateLiteral' ? (n.quasis[0]?.value.cooked ?? n.quasis[0]?.value.raw) : undefined;
  return text === '' ? undefined : text;
}

/** The layer's one template of the URL expression, with the run's bases known (see resolveUrl). */
function templateOf({ j, root, memo, node, config, at }: UrlInput): ResolvedUrl {
  // The file's bindings as the first question about it finds them (kept for the file from then on).
  const bindings = bindingsOf(j, root);
  const ctx: IndexContext = { j, root, memo };
  const known = (n: ASTNode): UrlPart[] | undefined =>
    baseParts(config, n, bindings, (id) => importedAt(ctx, id)) ??
    importedBuilt(config, n, (id) => importedAt(ctx, id), (m) => oneTemplate({ ctx, node: m, at, known, key: config }).parts, (call) => !!node && readAlone(ctx, call, node), (callee, builders) => inheritedBuilderKey(ctx, callee, builders)) ??
    importedLiteral(ctx, n, (m) => oneTemplate({ ctx, node: m, at, known, key: config }).parts);
  return oneTemplate({ ctx, node, at, known, key: config });
}

/** The template with each literal part that also builds something else than an API URL made read-only. */
function sharedReadOnly({ j, root, memo, config }: UrlInput, template: ResolvedUrl): ResolvedUrl {
  const ctx: IndexContext = { j, root, memo };
  // A literal a const (or a const object's member) holds that also builds something else than an API URL is read-only (literal-uses.ts).
  const apiOnly = (literal: ASTNode): boolean =>
    onlyApiUses(ctx, config, literal, (m, other) => resolveUrl(other ? { j, root: other.ctx.root, memo: other.ctx.memo, node: m, config: other.config } : { j, root, memo, node: m, config }));
  const shared = template.parts.some((p) => p.kind === 'text' && p.node !== null && !apiOnly(p.node));
  if (!shared) return template;
  return joinTemplate(template.parts.map((p): UrlPart => (p.kind === 'text' && p.node !== null && !apiOnly(p.node) ? { ...p, node: null, written: p.written ?? p.node } : p)));
}

/** The parts the run's configuration gives `node`: a configured base constant, or a base another module exports. */
function baseParts(config: UserConfig, node: ASTNode, bindings: Bindings, imported: (id: ASTNode) => boolean): UrlPart[] | undefined {
  if (node.type === 'Identifier' && (config.baseConstants ?? []).includes(node.name)) return [{ kind: 'text', text: API_BASE, node: null }];
  const found = importedBase(config, node, bindings);
  // Only where the name (or the namespace the member is read on) is the import's binding: `offVia(API, zone)`'s `API` is the caller's.
  const head = found && calleeHead(node);
  return head && imported(head) ? found : undefined;
}

/** Whether an identifier, where it is read, is the binding of one of the file's imports (not a parameter or local of its name). */
function importedAt(ctx: IndexContext, id: ASTNode): boolean {
  const at = pathOf(ctx, id);
  return at !== undefined && isImportBindingAt(currentIndex(ctx), at, (id as { name: string }).name);
}

/**
 * Whether a URL object a call makes reaches the request (`read`: the URL expression asked about)
 * unchanged: made inside it (`fetch(cfUrl(p))`), or held by a `const` whose every reference reads
 * its text (`.href`, `.toString()`, `String(u)`, a template, `+`) but one inside `read` (`fetch(u)`).
 * Anything else may change it before it is sent, and where it is sent to: a member written
 * (`u.host = mirror`, `u.pathname += p`), a method called on it or a member of it
 * (`u.searchParams.delete(k)`), the object handed to a function (`toMirror(u)`, `Object.assign(u, …)`).
 */
function readAlone(ctx: IndexContext, call: ASTNode, read: ASTNode): boolean {
  const held = heldBy(ctx, call);
  if (!held) return false;
  const at = held.declarator;
  const inRead = (p: ASTPath | undefined): boolean => p !== undefined && (p.value === read || isInside(p, read));
  if (!at) {
    const top = pathOf(ctx, held.wrappers[0] ?? call);
    return inRead(top) && (top?.parent?.value as ASTNode | undefined)?.type !== 'AssignmentExpression';
  }
  const kind = (at.parent?.value as { kind?: string } | undefined)?.kind;
  if (kind !== 'const' || at.value.id.type !== 'Identifier') return false;
  const refs = declaredReads(currentIndex(ctx), ctx.root, at.value.id);
  const others = refs.filter((p) => !readsText(p));
  return others.length === 0 || (others.length === 1 && inRead(others[0]));
}

/** Whether a reference of a URL object only reads its text: `${u}`, `u + …`, `String(u)`, `u.href`, `u.toString()` (not `u.href = …`). */
function readsText(p: ASTPath): boolean {
  const parent = p.parent?.value as ASTNode | undefined;
  if (parent?.type === 'TemplateLiteral') return p.parent?.parent?.value?.type !== 'TaggedTemplateExpression';
  if (parent?.type === 'BinaryExpression' && parent.operator === '+') return true;
  if (parent?.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'String') return true;
  if (!isMember(parent) || parent.object !== p.value || parent.computed) return false;
  const name = (parent.property as { name?: string }).name;
  const outer = p.parent?.parent?.value as ASTNode | undefined;
  if (name === 'href') return !(outer?.type === 'AssignmentExpression' && outer.left === parent) && outer?.type !== 'UpdateExpression' && !(outer?.type === 'UnaryExpression' && outer.operator === 'delete');
  return name === 'toString' && outer?.type === 'CallExpression' && outer.callee === parent;
}

/**
 * A path given as an array of segments that the code joins (`api._get(['zones', id, 'rate_limits'])`
 * through a wrapper fetching `${BASE}/${segments.join('/')}`): each segment resolved where it is
 * written (a literal segment stays editable in the array), the separators read-only. Undefined when
 * the value is not an array literal (a const or local of the calling function holding one counts).
 */
export function segmentsUrl({ j, root, memo, node, separator, config, at }: UrlInput & { node: MaybeNode; separator: string }): ResolvedUrl | undefined {
  const array = node ? knownList({ j, root, memo }, node) : undefined;
  if (!array) return undefined;
  const parts: UrlPart[] = [];
  array.elements.forEach((e, i) => {
    if (i > 0) parts.push({ kind: 'text', text: separator, node: null });
    parts.push(...resolveUrl({ j, root, memo, node: e, config, at }).parts);
  });
  return joinTemplate(parts);
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
interface UrlChoicesInput {
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
  return written?.map((value) => ({ url: resolveUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node: value, config, at }), node: value }));
}

/** A URL whose dynamic parts read a loop's element, once per element (see `urlChoices`). */
function listedChoices({ ctx, node, config, at, resolved }: UrlChoicesInput): UrlChoice[] | undefined {
  const url = resolved ?? resolveUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node, config, at });
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
  const valueUrl = (v: ASTNode): ResolvedUrl => byValue.get(v) ?? byValue.set(v, resolveUrl({ j: ctx.j, root: ctx.root, memo: ctx.memo, node: v, config, at })).get(v)!;
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
    return { url: joinTemplate(parts), node: value ?? (node as ASTNode), element: { loop: first.loop, index } };
  });
}
