import type { ASTNode } from 'jscodeshift';
import type { UrlValue } from './value';
import type { Template, TemplatePart } from './template-parts';

/*
 * The template of a URL object the layer knows (urls.ts: `new URL(input, base)` and the changes made
 * to it through the name that holds it). What the object is made of is the layer's; what its input
 * and base stand for is asked of the template question it is read in (one-template.ts, with the
 * caller's own knowledge of what the layer leaves unknown: the URL resolver's bases), through
 * `resolve` (a whole template) and `walk` (the parts of an expression, editable where it is written).
 */

/** A URL object read at `node`, and the template question's two ways to read an expression. */
interface UrlObjectRead {
  url: UrlValue;
  node: ASTNode;
  resolve: (expression: ASTNode) => Template;
  walk: (expression: ASTNode) => TemplatePart[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The parts of a URL object's text: what it is made from, then each change in order (a path appended
 * to or set; a query changed: `?` or `&` and a dynamic part). One dynamic part for the whole when the
 * layer says it is open, or a change cannot be applied to text known so far (a path set where the
 * origin is not known, a path changed after a query).
 */
export function urlObjectParts({ url, node, resolve, walk }: UrlObjectRead): TemplatePart[] {
  const whole: TemplatePart[] = [{ kind: 'dynamic', node }];
  if (url.open) return whole;
  let parts = madeParts({ url, node, resolve, walk });
  for (const change of url.changes) {
    const text = textOf(parts);
    if (change.kind === 'query') {
      parts = [...parts, { kind: 'text', text: text.includes('?') ? '&' : '?', node: null }, { kind: 'dynamic', node: change.at }];
      continue;
    }
    if (/[?#]/.test(text)) return whole;
    const origin = originOf(parts);
    const added = walk(change.value);
    // An origin alone has the path `/`: what is appended or set comes after it.
    const slash: TemplatePart[] = textOf(added).startsWith('/') ? [] : [{ kind: 'text', text: '/', node: null }];
    if (change.op === '+=') parts = [...parts, ...(origin === text ? slash : []), ...added];
    else if (origin === undefined) return whole;
    else parts = [{ kind: 'text', text: origin, node: null }, ...slash, ...added];
  }
  return parts;
}

/**
 * `new URL(input, base)`: the input alone when it is absolute or there is no base; an absolute path
 * keeps only the base's origin (its text must be known); a relative one is appended to a base that
 * ends with `/`. Any other (`new URL('zones', '…/client/v4')` replaces the base's last segment) is
 * one dynamic part.
 */
function madeParts({ url, node, resolve, walk }: UrlObjectRead): TemplatePart[] {
  const { input, base } = url;
  const path = resolve(input);
  if (base === undefined || SCHEME.test(path.text)) return walk(input);
  if (path.text.startsWith('/')) {
    const known = resolve(base);
    const origin = ORIGIN.exec(known.text)?.[0];
    const prefix: TemplatePart = origin && known.parts.every((p) => p.kind === 'text') ? { kind: 'text', text: origin, node: null } : { kind: 'dynamic', node: base };
    return [prefix, ...walk(input)];
  }
  if (resolve(base).text.endsWith('/')) return [...walk(base), ...walk(input)];
  return [{ kind: 'dynamic', node }];
}

const textOf = (parts: TemplatePart[]): string => parts.map((p) => (p.kind === 'text' ? p.text : ':param')).join('');

/** The origin written in the parts' known text before any dynamic part (`https://api.cloudflare.com`), when it ends there or at a `/`, `?` or `#`. */
function originOf(parts: TemplatePart[]): string | undefined {
  const firstDynamic = parts.findIndex((p) => p.kind === 'dynamic');
  const known = textOf(firstDynamic < 0 ? parts : parts.slice(0, firstDynamic));
  const origin = ORIGIN.exec(known)?.[0];
  if (!origin) return undefined;
  return firstDynamic < 0 || /^[/?#]/.test(known.slice(origin.length)) ? origin : undefined;
}
