/**
 * Replacing an expression that TypeScript casts may be written around (`(x.list as T[]).map(…)`) by
 * one built from it (`x.list ?? [x]`). The casts say what the code after them reads: put in place of
 * them, the new expression would drop that type, and under `strict` a callback parameter left without
 * a contextual type is an error (TS7006). So the new expression goes where `replacementSite` says:
 * - under the type assertions (`as T`, `<T>x`, and a `!` above one): `((x.list ?? [x]) as T[])`,
 *   which keeps the type the code after the assertion was written against;
 * - around a `satisfies T` check, which stays on the expression it checked:
 *   `((x.list satisfies T[]) ?? [x])` (put outside, the new expression could fail the check);
 * - in place of a `!` written directly on the expression: the new expression is what makes it non-null.
 * After a `!` or a `satisfies` check alone (`narrowed`), the code reads the node's own type, which
 * the new expression may widen: the caller casts it back or leaves the code.
 * A JSDoc cast (`/** @type {T} *\/ (x.list)`) is a comment before parentheses: the new expression goes
 * inside the parentheses, which stay, so the cast covers it.
 */
import type { ASTNode, ASTPath, JSCodeshift } from 'jscodeshift';
import { isCall, isProperty, isWrapper, type MaybeNode } from '../ast/syntax';
import { parentOf } from '../ast/paths';
import { nodeFromText } from './from-text';
import { codeOf, replaceWithEdits, writtenText, type TextEdit } from './text-edits';

/** What an edit needs of the file: its text and its path (the parser's dialect). */
interface EditFile {
  file: { source: string; path: string };
}

type Path = ASTPath<ASTNode>;

/** Where an expression built from `path`'s node goes, and the node it is built from (see the file's comment). */
export interface ReplacementSite {
  /** The path whose node the new expression replaces. */
  at: Path;
  /** The node the new expression reads: `path`'s own, or the `satisfies` check written on it. */
  operand: ASTNode;
  /** Casts stay around the new expression (an assertion or a check): the type the code reads is theirs. */
  casted: boolean;
  /**
   * A `!` replaced or a `satisfies` check kept as the operand: no assertion keeps the type the code
   * after it reads, the node's own non-null type, which the new expression may widen (`x.list ?? [x]`).
   */
  narrowed: boolean;
}

const parenthesized = (node: MaybeNode): boolean => !!(node as { extra?: { parenthesized?: boolean } } | undefined)?.extra?.parenthesized;

/**
 * Where an expression built from `path`'s node goes (see the file's comment). With `checks: 'outside'`,
 * a `satisfies` check stays around the new expression too: for a new expression that reads the node
 * differently (`x.list[0]` → `x.list?.[0] ?? x`), where the check could not stay on the old one.
 */
export function replacementSite(path: Path, checks: 'inside' | 'outside' = 'inside'): ReplacementSite {
  const up: Path[] = [];
  for (let cur = path; cur.name === 'expression' && cur.parentPath && isWrapper(cur.parentPath.value) && cur.parentPath.value.expression === cur.value; cur = cur.parentPath) {
    up.push(cur.parentPath);
  }
  // A `satisfies` check (the outermost, with what it checks) stays the operand.
  const checked = checks === 'inside' ? up.map((p) => p.value.type).lastIndexOf('TSSatisfiesExpression') : -1;
  if (checked >= 0) return { at: up[checked], operand: up[checked].value, casted: true, narrowed: !up.slice(checked + 1).some((p) => p.value.type !== 'ParenthesizedExpression' && p.value.type !== 'TSNonNullExpression') };
  // `!` written on the expression itself (no assertion under it) is replaced with it.
  let i = 0;
  while (i < up.length && up[i].value.type === 'TSNonNullExpression') i++;
  const at = i > 0 ? up[i - 1] : path;
  const casted = up.slice(i).some((p) => p.value.type !== 'ParenthesizedExpression');
  return { at, operand: path.value, casted, narrowed: i > 0 && !casted };
}

/**
 * The code of a node without the parentheses it is written in (they stay in the file around the
 * replacement) nor the comments around it (a JSDoc cast before them stays too): as written, else as
 * recast prints it.
 */
export function bareSource(ctx: EditFile & { j: JSCodeshift }, node: ASTNode): string {
  const written = codeOf(node, ctx.file.source);
  if (written !== undefined) return written;
  const text = ctx.j(node).toSource();
  return parenthesized(node) && text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1) : text;
}

/** Whether the node at `at`, replaced by an operator expression, needs parentheses where it is held. */
function heldTight(at: Path): boolean {
  const { parent, field } = parentOf(at);
  return !(
    !parent ||
    parent.type === 'VariableDeclarator' ||
    parent.type === 'ReturnStatement' ||
    parent.type === 'ExpressionStatement' ||
    parent.type === 'ArrowFunctionExpression' ||
    parent.type === 'TemplateLiteral' ||
    parent.type === 'ForOfStatement' ||
    (isCall(parent) && field === 'arguments') ||
    (isProperty(parent) && field === 'value') ||
    parent.type === 'ArrayExpression'
  );
}

/**
 * Puts the expression `text` (such as `a ?? b`) in place of the node at `at`, in parentheses where an
 * operator, a member access, a call or a cast holds it. A node written in parentheses keeps them and
 * gets no second pair: recast, putting a node of another type in its place, would add its own and
 * drop the comments around it, so there the holder's text is edited instead.
 * Returns false when the text does not parse.
 */
export function replaceExpression(ctx: EditFile, at: Path, text: string): boolean {
  const tight = heldTight(at);
  const w = writtenText(at.value, ctx.file.source);
  // In parentheses or with comments (a JSDoc cast before them, `x /* note */ as T`): the text of what
  // holds it is edited (or of what holds that: a spread is no expression), so both stay as written.
  // A holder already edited this way for another read takes this edit beside the first (its text is
  // made again from the file's with both): a second replacement of its old text would drop one.
  if (w && (parenthesized(at.value) || (at.value as { comments?: unknown[] | null }).comments?.length)) {
    const edit = { start: w.start, end: w.end, text: tight && !parenthesized(at.value) ? `(${text})` : text };
    for (let up = parentOf(at).path, i = 0; up && i < 3; up = parentOf(up).path, i++) {
      const earlier = heldEdits.get(up);
      const original = earlier?.original ?? up.value;
      const edits = [...(earlier?.edits ?? []), edit];
      if (replaceWithEdits(up, edits, ctx.file.source, ctx.file.path, original)) {
        heldEdits.set(up, { original, edits });
        return true;
      }
    }
  }
  // A read inside a holder another read's edit has since replaced is no longer in the file's tree.
  if (!attached(at)) return false;
  const replacement = nodeFromText(text, ctx.file.path, true);
  if (!replacement) return false;
  if (tight && !parenthesized(at.value)) replacement.extra = { ...(replacement.extra ?? {}), parenthesized: true };
  at.replace(replacement);
  return true;
}

/** Holders whose text was edited for a read: the node as written and the edits made in it so far. */
const heldEdits = new WeakMap<Path, { original: ASTNode; edits: TextEdit[] }>();

/** Whether each path from `at` up holds the node below it still (no replaced holder above it). */
function attached(at: Path): boolean {
  for (let p: Path | null = at; p?.parentPath; p = p.parentPath) {
    if ((p.parentPath.value as Record<string, unknown>)[p.name] !== p.value) return false;
  }
  return true;
}
