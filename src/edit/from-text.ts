/**
 * A node built from source text, parsed in the file's own dialect. One home for the edits that write a
 * replacement as text rather than with the builders: an expression (`nodeFromText(text, path)`), or
 * the first statement of a text (`statementFromText`).
 *
 * Such a node remembers its text: recast prints it as it was written there (its layout kept). With
 * `fresh`, its positions are dropped and recast prints it anew in the file's style instead.
 */
import type { ASTNode } from 'jscodeshift';
import { parseForEdit } from '../parse/parse';

/** A parsed node, with Babel's note of the parentheses it was written in. */
type Parsed = ASTNode & { extra?: { parenthesized?: boolean } };

/** Drops what ties a parsed node to its text (positions, tokens, comments), so recast prints it anew. */
function forget(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(forget);
  const n = node as Record<string, unknown>;
  for (const k of ['loc', 'start', 'end', 'range', 'tokens', 'comments']) delete n[k];
  for (const k of Object.keys(n)) if (k !== 'extra' && k !== 'original') forget(n[k]);
}

/**
 * The expression a text holds, parsed for the file at `filePath`, or undefined when the text does not
 * parse. A fresh one keeps no parentheses of its own: recast adds them where it lands if they are needed there.
 */
export function nodeFromText(text: string, filePath: string, fresh = false): Parsed | undefined {
  let expr: Parsed | undefined;
  try {
    // The right side of an assignment: a text in parentheses of its own would not be printed as written.
    expr = parseForEdit(`_ = ${text};`, filePath).program.body[0]?.expression?.right;
  } catch {
    return undefined;
  }
  if (!expr) return undefined;
  if (fresh) {
    forget(expr);
    if (expr.extra) delete expr.extra.parenthesized;
  }
  return expr;
}

/**
 * The first statement of a text, parsed for the file at `filePath` inside a loop (so `continue` and
 * `break` read), or undefined when it does not parse.
 */
export function statementFromText(text: string, filePath: string, fresh = false): ASTNode | undefined {
  let statement: ASTNode | undefined;
  try {
    statement = parseForEdit(`for (;;) { ${text} }`, filePath).program.body[0]?.body.body[0];
  } catch {
    return undefined;
  }
  if (statement && fresh) forget(statement);
  return statement;
}
