import type { JSCodeshift, Node } from 'jscodeshift';
import type { Made, Prefix, UrlPart, Wrapper } from '../shapes';
import type { RawRequest } from '../calls/http';
import type { FunctionNode } from '../../ast/syntax';
import { nodeIndex, pathOfNode, questionMemo, type NodeIndex, type Root } from '../../ast/node-index';
import { passMemo } from '../../flow';
import { insideFunction } from './requests-in';
import { literalText } from '../../edit/literals';

/**
 * What a file's anchors were made of that a later transform of the same run may edit: the literals
 * their URLs are written in (a wrapper's own URL, an instance's baseURL, the consts they read) and
 * the requests each wrapper's function sends. The anchors are kept per tree across the run's edits;
 * a wrapper whose own URL literal an earlier transform rewrote (access-bookmarks moving
 * `…/access/bookmarks` to `…/access/apps`), or whose other request one deleted (a zone setting
 * transform removing `fetch(…/settings/privacy_pass)` from `patchSetting(zone, id, value)`), must be
 * seen as it is now by the later transforms: its callers are requests to the new endpoint, and it no
 * longer sends more than its caller's request. Checking these few nodes is cheap; the anchors are
 * found again only when one of them changed (issue 31).
 *
 * A wrapper of the file whose name is written nowhere else in it (`export const scripts6 = (zone) =>
 * cfRequest(`/zones/${zone}/script_monitor/scripts`)`, a function every caller of which is in another
 * module) reaches no call of the file: what it read is not noted, and page-shield-route renaming its
 * path does not make the anchors be found again (on the bench's project corpus, 180 of 180 files).
 * Not noticed either: a request added inside a wrapper's function (no transform adds one) and edits
 * of a wrapper's body object (`Wrapper.bodyAdds`).
 */
export interface AnchorReads {
  /** Each literal by the text it held when the anchors were found. */
  literals: Map<object, string | undefined>;
  /** The requests of the wrappers' functions, which must still be in the tree. */
  requests: Set<Node>;
}

function newReads(): AnchorReads {
  return { literals: new Map(), requests: new Set() };
}

/** Notes the literals a URL's text parts are written in (also a read-only part's, `written`). */
function readParts(reads: AnchorReads, parts: readonly UrlPart[]): void {
  for (const part of parts) {
    if (part.kind !== 'text') continue;
    const node: unknown = part.node ?? part.written;
    if (node && typeof node === 'object' && !reads.literals.has(node)) reads.literals.set(node, literalText(node));
  }
}

/** Notes a literal the anchors read outside a URL (a request's method). */
function readLiteral(reads: AnchorReads, node: unknown): void {
  const text = literalText(node);
  if (node && typeof node === 'object' && text !== undefined && !reads.literals.has(node)) reads.literals.set(node, text);
}

const readPrefix = (reads: AnchorReads, p: Prefix | null | undefined): void => {
  if (p) readParts(reads, p.parts);
};
const readWrapper = (reads: AnchorReads, w: Wrapper): void => {
  readPrefix(reads, w.prefix);
  readPrefix(reads, w.suffix);
};

/** Notes every URL the anchors hold: wrappers' prefixes and suffixes, what factories make. */
function readAnchors(reads: AnchorReads, held: { wrappers: Iterable<Wrapper>; made: Iterable<Made> }): void {
  for (const w of held.wrappers) readWrapper(reads, w);
  for (const m of held.made) {
    if ('instance' in m) readPrefix(reads, m.instance);
    else if ('wrapper' in m) readWrapper(reads, m.wrapper);
    else for (const w of m.methods.values()) readWrapper(reads, w);
  }
}

/** How often each name is written in the file: identifiers (JSX's too) and string literals (`api['get']`). */
function namesWritten(index: NodeIndex): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: unknown): void => {
    if (typeof name === 'string') counts.set(name, (counts.get(name) ?? 0) + 1);
  };
  // One type at a time: a list of several types is sorted into source order, which counting needs not.
  for (const type of ['Identifier', 'JSXIdentifier']) for (const p of index.of(type)) add((p.value as { name?: unknown }).name);
  for (const type of ['StringLiteral', 'Literal']) for (const p of index.of(type)) add((p.value as { value?: unknown }).value);
  return counts;
}

/** What a file's anchors hold, for `anchorReads`. */
interface Held {
  index: NodeIndex;
  /** Wrappers not of the file's functions (imported, configured: read-only parts) and the factories' results. */
  wrappers: Iterable<Wrapper>;
  made: Iterable<Made>;
  /** The file's functions that are wrappers, with the key their callers name them by (none: an object's method, a factory's result). */
  functions: Array<{ fn: FunctionNode; key: string | undefined }>;
  /** Every request of the file on the API host. */
  requests: ReadonlyArray<{ call: Node; request: RawRequest }>;
}

/** What the anchors read (see AnchorReads): the URLs they hold, and the requests of the wrappers the file reaches. */
export function anchorReads(held: Held): AnchorReads {
  const reads = newReads();
  readAnchors(reads, held);
  let names: Map<string, number> | undefined;
  // Written once (where it is declared): nothing in the file names it.
  const reached = (key: string | undefined): boolean => key === undefined || ((names ??= namesWritten(held.index)).get(key.slice(key.lastIndexOf('.') + 1)) ?? 0) > 1;
  for (const { fn, key } of held.functions) {
    if (!reached(key)) continue;
    for (const { call, request } of insideFunction(held.requests, fn)) {
      reads.requests.add(call);
      readParts(reads, request.url.parts);
      readLiteral(reads, request.methodNode);
    }
  }
  return reads;
}

/**
 * Whether the tree still holds what the anchors read: every literal with its text, every request of
 * a wrapper's function. Within a pass the tree is looked at through the runner's memo (its index
 * follows structural edits); a node whose place no longer holds it is gone.
 */
export function stillHolds(j: JSCodeshift, root: Root, reads: AnchorReads): boolean {
  for (const [node, text] of reads.literals) if (literalText(node) !== text) return false;
  if (reads.requests.size === 0) return true;
  const memo = passMemo(root) ?? questionMemo(nodeIndex(j, root));
  const ctx = { j, root, memo };
  for (const call of reads.requests) if (!pathOfNode(ctx, call)) return false;
  return true;
}
