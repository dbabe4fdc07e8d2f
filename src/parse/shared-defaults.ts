type AstTypes = typeof import('recast').types;

/**
 * Gives parsed nodes, before recast copies the tree, the default field values that recast cannot
 * compare by structure.
 *
 * An ast-types traversal (jscodeshift's `find`, `visit`) writes the default of every field a node
 * lacks into the node (path-visitor.js: `value[childName] = types.getFieldValue(value, childName)`),
 * while the original copy recast keeps to compare against stays without it. recast's reprinter
 * (patcher.js `findChildReprints`) compares a missing field by a fresh default: equal for
 * primitives, arrays and plain objects, but never for a field whose default is another kind of
 * object (a `RegExp`), so every node so visited counts as changed. Harmless alone (a regular
 * expression prints as it was), but a `return` statement with anything changed inside is printed
 * anew as a whole, and a `return /* comment *\/ (function () { … })()` then gains parentheses and
 * is re-indented, far from any edit.
 *
 * Set on the parser's tree, the value is shared: recast's copier keeps such objects by reference,
 * so the node and its original hold the same one, and the traversal, finding the field set, adds
 * nothing. Which fields need it is read from the ast-types definitions: in ast-types 0.16 that is
 * only `RegExpLiteral.value`.
 */
export function shareUncomparableDefaults<T>(tree: T, types: AstTypes): T {
  const fields = uncomparableDefaults(types);
  if (fields.size === 0 || !mayHoldAny(tree, fields)) return tree;
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    const node = value as Record<string, unknown>;
    const missing = typeof node.type === 'string' ? fields.get(node.type) : undefined;
    for (const field of missing ?? []) {
      if (Object.prototype.hasOwnProperty.call(node, field)) continue;
      try {
        node[field] = types.getFieldValue(node as never, field);
      } catch {
        // ESTree's convention for a regular expression this runtime cannot build (a newer syntax):
        // `value: null`. The printer prints the source text, never the value.
        node[field] = null;
      }
    }
    for (const key in node) {
      if (key === 'loc' || key === 'tokens' || key === 'comments' || key === 'extra') continue;
      const child = node[key];
      if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return tree;
}

/** Node types the parser makes only from a regular expression token. */
const FROM_REGEXP_TOKEN = new Set(['RegExpLiteral']);

/**
 * Whether the tree may hold a node that needs a default: false when each such type is made only from
 * a regular expression token and the parse's tokens (recast asks for them) have none. Most files have
 * no regular expression, and the walk of the whole tree cost about 1% of a dense run.
 */
function mayHoldAny(tree: unknown, fields: Map<string, string[]>): boolean {
  const tokens = (tree as { tokens?: unknown } | null)?.tokens;
  if (!Array.isArray(tokens) || [...fields.keys()].some((type) => !FROM_REGEXP_TOKEN.has(type))) return true;
  return tokens.some((t: { type?: string | { label?: string } } | null) => (typeof t?.type === 'string' ? t.type : t?.type?.label) === 'regexp');
}

let probed: Map<string, string[]> | undefined;

/** Node type → fields whose ast-types default is an object that is neither an array nor a plain object. */
function uncomparableDefaults(types: AstTypes): Map<string, string[]> {
  if (probed) return probed;
  probed = new Map();
  for (const type of Object.keys(types.namedTypes)) {
    let names: string[];
    try {
      names = types.getFieldNames({ type } as never);
    } catch {
      continue;
    }
    for (const field of names) {
      let value: unknown;
      try {
        value = types.getFieldValue({ type } as never, field);
      } catch {
        continue; // a default computed from other fields, which a stub lacks
      }
      const kind = Object.prototype.toString.call(value);
      if (value !== null && typeof value === 'object' && kind !== '[object Object]' && kind !== '[object Array]') {
        probed.set(type, [...(probed.get(type) ?? []), field]);
      }
    }
  }
  return probed;
}
