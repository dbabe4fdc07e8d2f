/**
 * Text edits of the members of an interface or type literal, made on the text as written: making a
 * property optional, removing a member with its own comments, putting a new one in front of another.
 */
import type { ASTNode, ASTPath, TSPropertySignature } from 'jscodeshift';
import type { TypeMember } from '../ast/type-declarations';
import type { TransformContext } from '../types';
import { spanOf } from '../ast/span';
import { pathOfNode } from '../ast/node-index';
import { codeOf, insertBeforeEdit, replaceWithEdits, writtenText, type TextEdit } from './text-edits';

interface SpannedComment {
  start?: number | null;
  end?: number | null;
  leading?: boolean;
}

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** `a: T` → `a?: T`: the edit that puts `?` after the property's key; undefined when the key has no offsets. */
export function optionalMemberEdit(member: TSPropertySignature): TextEdit | undefined {
  const key = spanOf(member.key);
  return key ? { start: key.end, end: key.end, text: '?' } : undefined;
}

/**
 * The edit that puts `code` (one member) in front of `before`, with the separator the members are
 * written with (`;`, `,` or none: members on lines of their own); `;` when `before` has none and
 * shares its line (`{ data: {…} }`), where a member without one would not parse.
 */
export function insertMemberEdit(before: TypeMember, code: string, fileSource: string): TextEdit | undefined {
  const written = codeOf(before, fileSource);
  const w = writtenText(before, fileSource);
  const ownLine = !!w && /^[ \t]*$/.test(w.source.slice(w.source.lastIndexOf('\n', w.start - 1) + 1, w.start));
  const separator = written && /[;,]$/.test(written) ? written[written.length - 1] : ownLine ? '' : ';';
  return insertBeforeEdit(before, code, fileSource, separator);
}

/** The end of a `// …` comment, or a `/* … *\/` closing on the same line, that follows `end` on its line; else `end`. */
function pastTrailingComment(source: string, end: number): number {
  let i = end;
  while (i < source.length && (source[i] === ' ' || source[i] === '\t')) i++;
  if (source.startsWith('//', i)) {
    const eol = source.slice(i).search(LINE_BREAK);
    return eol < 0 ? source.length : i + eol;
  }
  if (source.startsWith('/*', i)) {
    const close = source.indexOf('*/', i + 2);
    if (close < 0 || LINE_BREAK.test(source.slice(i, close))) return end;
    let after = close + 2;
    while (after < source.length && (source[after] === ' ' || source[after] === '\t')) after++;
    // Only a comment that ends the line: one followed by more code may be about that code.
    if (after >= source.length || LINE_BREAK.test(source[after])) return close + 2;
  }
  return end;
}

/**
 * The edit that removes `member` from `members` in `source` (the text they were parsed from), with
 * its own comments: those above it (one on the previous member's line is that member's) and one
 * after it on its line. Undefined when the member has no offsets.
 */
export function removeMemberEdit(members: TypeMember[], member: TypeMember, source: string): TextEdit | undefined {
  const own = spanOf(member);
  if (!own) return undefined;
  const i = members.indexOf(member);
  const prevEnd = i > 0 ? (spanOf(members[i - 1])?.end ?? -1) : -1;
  const node = member as { comments?: SpannedComment[] | null; leadingComments?: SpannedComment[] | null };
  const leading = (node.comments ?? node.leadingComments ?? []).filter(
    (c) => c.leading !== false && typeof c.start === 'number' && (c.end ?? Infinity) <= own.start && (prevEnd < 0 || LINE_BREAK.test(source.slice(prevEnd, c.start))),
  );
  let start = leading.length ? Math.min(...leading.map((c) => c.start as number)) : own.start;
  // A comment after the member on its line is about it: it goes too (kept, it would move to a neighbour).
  const memberEnd = pastTrailingComment(source, own.end);
  if (i < members.length - 1 || i === 0) {
    let end = memberEnd;
    while (end < source.length && /\s/.test(source[end])) end++;
    if (i === members.length - 1) {
      // The only member: leave `{}` or `{ }` as the braces were.
      while (start > 0 && /[ \t]/.test(source[start - 1])) start--;
      end = memberEnd;
    }
    return { start, end, text: '' };
  }
  // The last member: from the end of the line before it (or of the previous member, on its line),
  // so that the previous member keeps what follows it on its line.
  while (start > prevEnd && /[ \t]/.test(source[start - 1])) start--;
  if (start > prevEnd && /[\n\u2028\u2029]/.test(source[start - 1])) start -= source[start - 1] === '\n' && source[start - 2] === '\r' ? 2 : 1;
  else if (start > prevEnd && source[start - 1] === '\r') start--;
  // A last member written without a separator (`{ a: A; b: B }`): the new last one loses its own, so
  // the literal keeps its style (`{ a: A }`, not `{ a: A; }`); what follows it on its line stays.
  if (!/[;,]$/.test(source.slice(own.start, own.end)) && /[;,]/.test(source[prevEnd - 1] ?? '')) {
    return { start: prevEnd - 1, end: memberEnd, text: source.slice(prevEnd, start) };
  }
  return { start, end: memberEnd, text: '' };
}

/** A change of one member of an interface or type literal: removed, or made optional. */
export interface MemberChange {
  /** The interface, type alias or type literal that writes the member. */
  holder: ASTNode;
  members: TypeMember[];
  member: TSPropertySignature;
  remove: boolean;
}

/**
 * Makes member changes on the text as written. The changes are grouped by the outermost holder among
 * theirs around them (an alias and the literals nested in it, a literal and those nested in it): each
 * group's holder is reparsed once with all of its edits. A literal whose changes no holder around it
 * takes is reparsed alone (an alias's type), not with its statement: reparsing the statement would
 * take the other literals of the declaration (`Pair<{…}, {…}>`, `{…} | {…}`) out of the tree, and
 * their changes would wait for another run. A group that cannot be edited as written (a holder edited
 * in the tree since it was parsed) is changed in the tree, where recast lays it out anew.
 */
export function changeMembers(ctx: TransformContext, changes: MemberChange[]): void {
  if (changes.length === 0) return;
  const src = ctx.file.source;
  const holders = new Set<ASTNode>(changes.map((c) => c.holder));
  // Paths are found before anything is replaced: a replacement leaves the others' paths as they are.
  const groups = new Map<ASTNode, { path: ASTPath<ASTNode> | undefined; changes: MemberChange[] }>();
  for (const change of changes) {
    let path: ASTPath<ASTNode> | undefined = pathOfNode(ctx, change.holder);
    for (let up = path?.parentPath; up; up = up.parentPath) if (holders.has(up.value)) path = up;
    const key = path?.value ?? change.holder;
    const group = groups.get(key) ?? { path, changes: [] };
    group.changes.push(change);
    groups.set(key, group);
  }
  for (const { path, changes: group } of groups.values()) {
    const w = path && writtenText(path.value, src);
    const edits = group.map((c) => {
      const m = writtenText(c.member, src);
      if (!w || m?.source !== w.source) return undefined;
      return c.remove ? removeMemberEdit(c.members, c.member, m.source) : optionalMemberEdit(c.member);
    });
    const written = edits.every((e): e is TextEdit => e !== undefined);
    if (!(path && written && replaceWithEdits(path, edits, src, ctx.file.path))) {
      for (const c of group) {
        if (!c.remove) c.member.optional = true;
        else if (c.members.includes(c.member)) c.members.splice(c.members.indexOf(c.member), 1);
      }
    }
  }
  ctx.changed();
}

/**
 * Makes a member optional on the tree, where its declaration is not edited as text (its finding is
 * reported on it): recast reprints the member over its span, which holds its own `;` or `,` (Babel's),
 * so the span is ended before that separator and the separator keeps its bytes.
 */
export function optionalOnTree(member: TypeMember & { optional?: boolean | null }): void {
  const loc = member.loc as { end: { line: number; column: number; token?: number }; lines?: { charAt(p: { line: number; column: number }): string } } | null | undefined;
  const last = loc?.lines && loc.end.column > 0 ? loc.lines.charAt({ line: loc.end.line, column: loc.end.column - 1 }) : '';
  if (loc && (last === ';' || last === ',')) loc.end = { ...loc.end, column: loc.end.column - 1, ...(loc.end.token === undefined ? {} : { token: loc.end.token - 1 }) };
  member.optional = true;
}
