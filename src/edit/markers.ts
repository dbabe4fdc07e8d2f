import type { ASTNode, ASTPath, Node } from 'jscodeshift';
import { originalColumn } from '../parse/positions';

/** The comment that waives a finding when it stands on or above the finding's line. */
export const IGNORE_WORD = 'cf-codemod-ignore';

export const markerText = (transformId: string, message: string): string =>
  `cf-codemod(${transformId}): ${firstLine(message)}`;

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
const locOf = (node: ASTNode): Node['loc'] => (node as Node).loc;

/**
 * The node a review marker goes above: the nearest statement in a statement list, class or interface
 * member, or an object property that starts its own line (so a marker in a long config object lands
 * next to the entry it is about, not forty lines above it).
 */
export function markerAnchor(path: ASTPath): ASTPath {
  let current: ASTPath | null = path;
  let fallback: ASTPath = path;
  while (current && current.parentPath) {
    const parentPath: ASTPath = current.parentPath;
    // In ast-types a list element's parentPath is the array; the owning node is one more step up.
    const owner: ASTPath | null = Array.isArray(parentPath.value) ? parentPath.parentPath : parentPath;
    const field = Array.isArray(parentPath.value) ? parentPath.name : current.name;
    if (owner && owner.value && typeof owner.value.type === 'string') {
      const type = owner.value.type as string;
      if (STATEMENT_LISTS[type] === field || MEMBER_LISTS[type] === field) return current;
      if (
        type === 'ObjectExpression' &&
        field === 'properties' &&
        locOf(current.value) &&
        locOf(owner.value) &&
        locOf(current.value)!.start.line !== locOf(owner.value)!.start.line
      ) {
        return current;
      }
    }
    if (current.value && locOf(current.value)) fallback = current;
    current = owner;
  }
  return fallback;
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

/** Whether the same marker already stands above the anchor (a second run inserts no second marker). */
export function hasMarker(lines: string[], anchorLine: number, text: string): boolean {
  return commentBlockAbove(lines, anchorLine).some((l) => l.includes(text));
}
