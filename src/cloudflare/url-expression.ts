import type { ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../types';
import { literalText } from '../edit/literals';

/** The API host and version prefix every anchored URL starts with. */
export const API_BASE = 'https://api.cloudflare.com/client/v4';

/** One piece of a URL expression: literal text (with the node it is written in) or a dynamic value. */
export type UrlPart = { kind: 'text'; text: string; node: any } | { kind: 'dynamic'; node: any };

export interface ResolvedUrl {
  parts: UrlPart[];
  /** The URL with every dynamic part written as `:param`. */
  text: string;
  /** Offset of each part in `text`. */
  offsets: number[];
}

const MAX_DEPTH = 6;

/** `const` initialisers by name, when the name is declared once in the file (so the value is known). */
function constInitialisers(j: JSCodeshift, root: Collection<any>): Map<string, any> {
  const seen = new Map<string, any>();
  const dup = new Set<string>();
  root.find(j.VariableDeclarator).forEach((p: ASTPath<any>) => {
    const { id, init } = p.value;
    if (id.type !== 'Identifier') return;
    const kind = p.parent?.value?.kind;
    if (seen.has(id.name) || kind !== 'const' || !init) dup.add(id.name);
    seen.set(id.name, init);
  });
  for (const name of dup) seen.delete(name);
  return seen;
}

const cache = new WeakMap<object, Map<string, any>>();

/**
 * Resolves a URL expression written as a string, a template literal, `+` concatenation, or a
 * reference to a `const` in the same file (recursively), into literal and dynamic parts. Names in
 * the configuration's `baseConstants` stand for the API base URL.
 */
export function resolveUrl(j: JSCodeshift, root: Collection<any>, node: any, config: UserConfig): ResolvedUrl {
  const rootNode = root.get().value;
  let consts = cache.get(rootNode);
  if (!consts) cache.set(rootNode, (consts = constInitialisers(j, root)));
  const parts: UrlPart[] = [];
  const walk = (n: any, depth: number): void => {
    if (!n) return;
    const text = n.type === 'TemplateElement' ? undefined : literalText(n);
    if (text !== undefined) parts.push({ kind: 'text', text, node: n });
    else if (n.type === 'TemplateLiteral') {
      n.quasis.forEach((q: any, i: number) => {
        parts.push({ kind: 'text', text: literalText(q) ?? '', node: q });
        if (i < n.expressions.length) walk(n.expressions[i], depth + 1);
      });
    } else if (n.type === 'BinaryExpression' && n.operator === '+') {
      walk(n.left, depth + 1);
      walk(n.right, depth + 1);
    } else if (n.type === 'Identifier' && (config.baseConstants ?? []).includes(n.name)) {
      parts.push({ kind: 'text', text: API_BASE, node: null });
    } else if (n.type === 'Identifier' && depth < MAX_DEPTH && consts!.has(n.name)) {
      walk(consts!.get(n.name), depth + 1);
    } else if ((n.type === 'TSAsExpression' || n.type === 'TSNonNullExpression' || n.type === 'ParenthesizedExpression') && n.expression) {
      walk(n.expression, depth + 1);
    } else parts.push({ kind: 'dynamic', node: n });
  };
  walk(node, 0);
  let text = '';
  const offsets: number[] = [];
  for (const part of parts) {
    offsets.push(text.length);
    text += part.kind === 'text' ? part.text : ':param';
  }
  return { parts, text, offsets };
}

/** Whether a resolved URL is on the Cloudflare API host (the anchor every URL rewrite needs). */
export function isApiUrl(url: ResolvedUrl): boolean {
  return /^(?:https?:)?\/\/api\.cloudflare\.com\/client\/v4(?:[/?#]|$)/.test(url.text);
}

/**
 * The outermost URL-like expressions of a file: string and template literals and `+` chains that are
 * not part of a larger one. Each is resolved once; a const used in several of them is visited
 * through each, so edits must check the text before changing it.
 */
export function urlExpressions(j: JSCodeshift, root: Collection<any>): ASTPath<any>[] {
  const out: ASTPath<any>[] = [];
  const isPart = (p: ASTPath<any>) => {
    const parent = p.parent?.value;
    return (
      (parent?.type === 'BinaryExpression' && parent.operator === '+') ||
      (parent?.type === 'TemplateLiteral' && p.name !== 'quasis')
    );
  };
  root.find(j.Node).forEach((p: ASTPath<any>) => {
    const t = p.value.type;
    const stringish =
      t === 'StringLiteral' || t === 'TemplateLiteral' || (t === 'BinaryExpression' && p.value.operator === '+');
    if (stringish && !isPart(p)) out.push(p);
  });
  return out;
}
