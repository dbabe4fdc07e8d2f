import type { ASTNode, ASTPath, Node } from 'jscodeshift';
import { originalColumn } from '../parse/positions';

/** The comment that waives a finding when it stands on or above the finding's line. */
export const IGNORE_WORD = 'cf-codemod-ignore';

export const markerText = (transformId: string, message: string): string =>
  `cf-codemod(${transformId}): ${firstLine(message)}`;

/** A line that is an inserted review marker (markerText, as a line comment); group 1 is the transform's id. */
export const MARKER_LINE = /^\s*\/\/ cf-codemod\(([a-z0-9-]+)\): /;

/** How many review marker lines a text holds, by transform id. */
export function markerLines(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split('\n')) {
    const id = MARKER_LINE.exec(line)?.[1];
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export function firstLine(message: string): string {
  return message.split('\n', 1)[0].trim();
}

const STATEMENT_LISTS: Record<string, string> = {
  Program: 'body',
  BlockStatement: 'body',
  StaticBlock: 'body',
  SwitchCase: 'consequent',
  TSModuleBlock: 'body',
};
const MEMBER_LISTS: Record<string, string> = { ClassBody: 'body', TSInterfaceBody: 'body', TSTypeLiteral: 'members' };

/** Where a node starts and ends in the original source (nodes a transform created have no location). */
const locOf = (node: ASTNode | Node): Node['loc'] => (node as Node).loc;

/** Whether a node is the first thing written on its line (only blanks before it), in the original source. */
function startsItsLine(node: ASTNode, lines: string[]): boolean {
  const loc = locOf(node);
  if (!loc?.start) return false;
  const text = lines[loc.start.line - 1] ?? '';
  return /^[ \t]*$/.test(text.slice(0, originalColumn(text, loc.start.column)));
}

/**
 * The node a review marker goes above: the nearest statement in a statement list, class or interface
 * member, or an object property that starts its own line (so a marker in a long config object lands
 * next to the entry it is about, not forty lines above it).
 *
 * The marker is a comment line of its own, and it must be found again above the same line by the next
 * run (`hasMarker`), so the node it goes above starts its line: a statement that shares its line with
 * code before it (`(p) => { return fetch(…) }`, `rules(z) { return fetch(…) }`, `a(); b();`) gives
 * its place to the sibling that starts that line, or else to an enclosing statement or member that
 * starts its own (the `const`, the method). A comment put before it in the middle of a line would move
 * the statement to a line of its own, and the next run would see neither that line nor the comment.
 */
export function markerAnchor(path: ASTPath, lines?: string[]): ASTPath {
  let current: ASTPath | null = path;
  let fallback: ASTPath = path;
  let first: ASTPath | undefined;
  const ownLine = (p: ASTPath): boolean => !lines || !locOf(p.value) || startsItsLine(p.value, lines);
  while (current && current.parentPath) {
    const parentPath: ASTPath = current.parentPath;
    // In ast-types a list element's parentPath is the array; the owning node is one more step up.
    const owner: ASTPath | null = Array.isArray(parentPath.value) ? parentPath.parentPath : parentPath;
    const field = Array.isArray(parentPath.value) ? parentPath.name : current.name;
    if (owner && owner.value && typeof owner.value.type === 'string') {
      const type = owner.value.type as string;
      if (STATEMENT_LISTS[type] === field || MEMBER_LISTS[type] === field) {
        first ??= current;
        if (ownLine(current)) return current;
        const lineStart = Array.isArray(parentPath.value) ? lineStarter(parentPath, current, lines!) : undefined;
        if (lineStart) return lineStart;
      }
      if (
        type === 'ObjectExpression' &&
        field === 'properties' &&
        locOf(current.value) &&
        locOf(owner.value) &&
        locOf(current.value)!.start.line !== locOf(owner.value)!.start.line &&
        ownLine(current)
      ) {
        return current;
      }
    }
    if (current.value && locOf(current.value)) fallback = current;
    current = owner;
  }
  return first ?? fallback;
}

/** The earlier element of the same list that starts the line `item` starts on, if one does. */
function lineStarter(list: ASTPath, item: ASTPath, lines: string[]): ASTPath | undefined {
  const line = locOf(item.value)?.start.line;
  const items = list.value as unknown as ASTNode[];
  for (let i = 0; i < items.length && items[i] !== item.value; i++) {
    const loc = locOf(items[i]);
    if (loc?.start.line === line && startsItsLine(items[i], lines)) return list.get(i);
  }
  return undefined;
}

/**
 * Puts a review marker (a line comment) above a node. recast prints a node whose comments differ
 * from those of its original generically, not from its text, which splits `if (x) a(); else b();`,
 * `for (…) a();` or `outer: for (…)` over several lines. The node's original is given the same
 * comments, so that the node itself still prints from its text and only the comment is new.
 */
export function attachMarker(node: ASTNode, comment: NonNullable<Node['comments']>[number]): void {
  const n = node as Node & { original?: Node };
  n.comments = [...(n.comments ?? []), comment];
  if (n.original && n.original !== n && locOf(n.original)) {
    n.original = { ...n.original, comments: n.comments };
  }
}

/**
 * 1-based line and column of a node in the original source (`lines`), looking through ancestors for
 * one that has a location (nodes a transform created have none).
 */
export function lineOf(path: ASTPath | null, lines: string[]): { line: number; column: number } | undefined {
  for (let p = path; p; p = p.parentPath) {
    const loc = p.value && locOf(p.value);
    if (loc && loc.start) {
      const text = lines[loc.start.line - 1] ?? '';
      return { line: loc.start.line, column: originalColumn(text, loc.start.column) + 1 };
    }
  }
  return undefined;
}

const isCommentLine = (line: string): boolean => {
  const t = line.trim();
  return t.startsWith('//') || t.startsWith('/*') || t.startsWith('*') || t.endsWith('*/');
};

/** The lines of the comment block standing directly above a 1-based line. */
export function commentBlockAbove(lines: string[], line: number): string[] {
  const block: string[] = [];
  for (let i = line - 2; i >= 0 && isCommentLine(lines[i]); i--) block.push(lines[i]);
  return block;
}

/** Whether `cf-codemod-ignore` stands on the finding's line, between the anchor and it, or in the comments above the anchor. */
export function isWaived(lines: string[], anchorLine: number, findingLine: number): boolean {
  return waivingLines(lines, anchorLine, findingLine).length > 0;
}

/** The 1-based lines whose `cf-codemod-ignore` waives a finding (see isWaived): the waivers it uses. */
export function waivingLines(lines: string[], anchorLine: number, findingLine: number): number[] {
  const from = Math.min(anchorLine, findingLine);
  const found: number[] = [];
  for (let i = from; i <= findingLine; i++) if ((lines[i - 1] ?? '').includes(IGNORE_WORD)) found.push(i);
  const block = commentBlockAbove(lines, from);
  block.forEach((l, k) => {
    if (l.includes(IGNORE_WORD)) found.push(from - 1 - k);
  });
  return found;
}

/**
 * The markers of a transform standing directly above the anchor whose text is none of `current` (the
 * texts the transform marks with in this run): markers an earlier version wrote with another wording
 * (a message reworded between releases). Only a line comment starting exactly with
 * `cf-codemod(<id>):` counts; another transform's marker or a comment merely mentioning one does not.
 */
export function staleMarkers(lines: string[], anchorLine: number, transformId: string, current: ReadonlySet<string>): number {
  const prefix = `cf-codemod(${transformId}): `;
  return commentBlockAbove(lines, anchorLine).filter((l) => {
    const t = l.trim();
    if (!t.startsWith('//')) return false;
    const text = t.slice(2).trim();
    return text.startsWith(prefix) && !current.has(text);
  }).length;
}

/** Whether the same marker already stands above the anchor (a second run inserts no second marker). */
export function hasMarker(lines: string[], anchorLine: number, text: string): boolean {
  return commentBlockAbove(lines, anchorLine).some((l) => l.includes(text));
}
