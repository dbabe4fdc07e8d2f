import type { ASTNode, ASTPath } from 'jscodeshift';
import type { IndexContext } from '../ast/node-index';
import { unwrap, type MaybeNode } from '../ast/syntax';
import { MAX_TEMPLATE_DEPTH } from './budget';
import { boundReader } from './bound-parts';
import { passOnlyMemo } from './one-pass';
import { queryAppended } from './query-appended';
import { joinTemplate, readOnlyParts, type Template, type TemplatePart } from './template-parts';
import { knownTemplate, knownUrlObject } from './templates';
import { urlObjectParts } from './url-object-parts';
import { editableNode, type Part, type UrlValue } from './value';

/*
 * The layer's other question about a string: not every value an expression may hold (values.ts
 * answers a template as every combination of its parts), but the one template it is written as, with
 * which parts are known and where each is written, and which part varies. An edit needs that: it
 * changes a literal part where it is written while a hole stays a hole. The template literals and
 * `+` of the expression are taken apart where they are written; a name, member read or call is
 * asked of the layer (templates.ts: one template where its values have one shape, a hole only where
 * they differ); a URL object the layer knows is read as it is made and changed (url-object-parts.ts),
 * through the calls that bind its function's parameters (bound-parts.ts).
 */

/** An expression (`node`), where it is used (`at`, when known), and what the caller knows that the layer does not. */
interface TemplateInput {
  ctx: IndexContext;
  node: MaybeNode;
  /** The call the expression is used at: a local given a value, then only a query appended, reads as that value there. */
  at?: ASTPath;
  /**
   * The caller's own parts for an expression the layer does not follow (the URL resolver's bases: a
   * configured base constant, one another module exports), asked before the layer is; undefined when
   * the caller knows nothing of it.
   */
  known?: (node: ASTNode) => TemplatePart[] | undefined;
  /** What `known`'s answers depend on (the run's configuration): answers are kept by it. */
  key?: unknown;
}

/**
 * The one template `node` is written as: its parts in order, each known text part editable where
 * the expression may edit it (a literal of its own, a `const`'s; read-only when it came through a
 * call or a guard), a dynamic part for what varies (with its origin when the layer says: a
 * parameter, a loop's element). An empty `const` standing for a whole path segment is a placeholder
 * to fill in, not a value: `/zones/${ZONE_TAG}/filters` has a segment there. Within a depth budget
 * (budget.ts); kept for a pass that edits nothing (one-pass.ts), by expression, use and key.
 */
export function oneTemplate(input: TemplateInput): Template {
  const kept = passOnlyMemo(input.ctx.root)?.('flow.oneTemplate', () => new Map<unknown, Array<{ at: unknown; key: unknown; template: Template }>>());
  if (!kept) return fresh(input);
  const at: unknown = input.at?.value;
  const found = kept.get(input.node)?.find((k) => k.at === at && k.key === input.key);
  if (found) return found.template;
  const template = fresh(input);
  kept.set(input.node, [...(kept.get(input.node) ?? []), { at, key: input.key, template }]);
  return template;
}

/** The text of a string literal. */
const literalText = (n: ASTNode): string | undefined => (n.type === 'StringLiteral' || (n.type === 'Literal' && typeof n.value === 'string') ? (n.value as string) : undefined);

function fresh({ ctx, node, at, known, key }: TemplateInput): Template {
  const parts: TemplatePart[] = [];
  // Empty-string consts (`const ZONE_TAG = "" // fill me in`) by the index of their part.
  const placeholders = new Set<number>();
  const walk = (n: MaybeNode, depth: number): void => {
    if (!n) return;
    const text = literalText(n);
    // Looked up once each, by the branch that asks (the ones before it did not apply).
    let knownParts: TemplatePart[] | undefined;
    let localValue: ASTNode | undefined;
    let flowParts: Part[] | undefined;
    let urlObject: UrlValue | undefined;
    if (text !== undefined) parts.push({ kind: 'text', text, node: n });
    else if (n.type === 'TemplateLiteral') {
      n.quasis.forEach((q, i) => {
        parts.push({ kind: 'text', text: q.value.cooked ?? q.value.raw, node: q });
        if (i < n.expressions.length) walk(n.expressions[i], depth + 1);
      });
    } else if (n.type === 'BinaryExpression' && n.operator === '+') {
      walk(n.left, depth + 1);
      walk(n.right, depth + 1);
    } else if (known && (knownParts = known(n))) {
      parts.push(...knownParts);
    } else if (depth < MAX_TEMPLATE_DEPTH && (urlObject = knownUrlObject(ctx, n))) {
      urlObjectTemplate({ url: urlObject, node: n, depth });
    } else if (depth < MAX_TEMPLATE_DEPTH && (flowParts = knownTemplate(ctx, n)) !== undefined) {
      // What the layer says a name, member read or call holds (templates.ts). Only a name holds no text.
      if (flowParts.length === 1 && flowParts[0].kind === 'text' && flowParts[0].text === '') placeholders.add(parts.length);
      layerParts(flowParts, n, depth);
    } else if (n.type === 'Identifier' && at && depth < MAX_TEMPLATE_DEPTH && (localValue = queryAppended(ctx, at, n.name)) !== undefined) {
      // `let url = \`${BASE}${path}\`; if (params) url += '?' + qs`: the URL, with a query or without.
      walk(localValue, depth + 1);
      parts.push({ kind: 'text', text: '?', node: null }, { kind: 'dynamic', node: n });
    } else if (unwrap(n) !== n) {
      walk(unwrap(n), depth + 1);
    } else parts.push({ kind: 'dynamic', node: n });
  };
  /** The parts of a URL object's text (`new URL(path, base)`, `u.href`): read-only when it came through a call. */
  const urlObjectTemplate = ({ url, node: n, depth }: { url: UrlValue; node: ASTNode; depth: number }): void => {
    const from = parts.length;
    const written = (m: ASTNode): TemplatePart[] => {
      const start = parts.length;
      walk(m, depth + 1);
      return parts.splice(start);
    };
    // Made in a function called here: its parameters read as the call's arguments (bound-parts.ts).
    const bound = url.bound;
    const sub = bound ? boundReader(ctx, bound, written) : written;
    const resolve = bound ? (m: ASTNode) => joinTemplate(sub(m)) : (m: ASTNode) => oneTemplate({ ctx, node: m, known, key });
    parts.push(...urlObjectParts({ url, node: n, resolve, walk: sub }));
    if (url.readOnly) parts.splice(from, parts.length - from, ...readOnlyParts(joinTemplate(parts.slice(from))));
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
      // A read a test's answer decides (conditioned-template.ts): one dynamic part saying so.
      else if (p.when) parts.push({ kind: 'dynamic', node: p.node, ...(p.origin.kind === 'parameter' ? { origin: p.origin } : {}), when: p.when });
      // A value returned by a call of an imported function is an unknown the walk follows, like `unknown`.
      else if (p.origin.kind !== 'unknown' && p.origin.kind !== 'returned') parts.push({ kind: 'dynamic', node: p.node, origin: p.origin });
      else if (p.node === n) parts.push({ kind: 'dynamic', node: p.node });
      else {
        const from = parts.length;
        walk(p.node, depth + 1);
        if (shared) parts.splice(from, parts.length - from, ...readOnlyParts(joinTemplate(parts.slice(from))));
      }
    }
  };
  walk(node, 0);
  for (const i of placeholders) {
    const before = joinTemplate(parts.slice(0, i)).text;
    const next = parts[i + 1];
    const after = next?.kind === 'text' ? next.text : '';
    const part = parts[i];
    if (part?.kind === 'text' && before.endsWith('/') && /^(?:[/?#]|$)/.test(after)) parts[i] = { kind: 'dynamic', node: part.node };
  }
  return joinTemplate(parts);
}
