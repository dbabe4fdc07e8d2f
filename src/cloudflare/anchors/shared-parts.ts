import type { UrlPart, Wrapper } from '../shapes';
import { unwrap } from '../../ast/syntax';

/*
 * A URL's parts, or a wrapper, as another file may hold them (the project index's exports, a method of
 * a class another module declares): no node of the tree they were read from survives.
 */

/** Parts another file may hold: literal parts are not its to edit; a dynamic part keeps only a name for messages. */
export function shareParts(parts: UrlPart[]): UrlPart[] {
  return parts.map((p) => {
    if (p.kind === 'text') return { kind: 'text', text: p.text, node: null };
    const n = unwrap(p.node);
    // Not a valid identifier: it can never be taken for one of the importing file's names.
    const name = n?.type === 'Identifier' ? n.name : n?.type === 'MemberExpression' && !n.computed && n.property?.name ? n.property.name : 'value';
    return { kind: 'dynamic', node: { type: 'Identifier', name: `<${name}>` } };
  });
}

export function shareWrapper(w: Wrapper): Wrapper {
  return { ...w, prefix: { parts: shareParts(w.prefix.parts) }, suffix: { parts: shareParts(w.suffix.parts) } };
}
