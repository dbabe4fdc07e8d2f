type AstTypes = typeof import('recast').types;

/** A node of recast's tree, or plain data under one, as this walk reads it: fields by name. */
interface Plain {
  [key: string]: unknown;
}
/** A node of recast's copy of the tree: `original` is the node it was copied from. */
interface Copied extends Plain {
  type: string;
  original?: Copied;
  loc?: { lines?: unknown } | null;
  comments?: unknown[];
}

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null;
const isNode = (v: unknown): v is Copied => isPlain(v) && typeof v.type === 'string';

/**
 * Makes recast's reprint search skip what no transform touched, before the tree is printed.
 *
 * recast prints an edited tree by comparing every node of it with the original it was copied from
 * (patcher.js `findChildReprints`), down to the leaves, through ast-types' field definitions: on a
 * file where most nodes are as parsed that search was a fifth of a whole run. It stops at once where
 * a node *is* its original (`newNode === oldNode`). So, in one cheap walk of plain objects, every
 * subtree that is still equal to its original, field by field, and that sits where its original sat
 * (its parent's original holds its original at the same key), is replaced in its parent by that
 * original. recast then finds the same reprints as before, without visiting those subtrees.
 *
 * Only nodes whose whole chain of parents is still in place are replaced: a node a transform moved
 * (or put under a new node) is left as recast's copy, since recast checks parentheses against its new
 * surroundings. A replaced original gets `original` pointing to itself (as recast's copies point to
 * theirs), and so do its comments, so that when a changed parent is printed anew, the node is still
 * printed from its original text, exactly as its copy would have been. A node without a position
 * (recast prints it generically) is never replaced; its children are.
 */
export function shareUnchanged(file: unknown, types: AstTypes): void {
  if (!isNode(file) || !file.original) return;
  const same = new Map<object, boolean>();

  /** A field missing on one side compares by its default, as recast's `getFieldValue` does. */
  const fieldOf = (node: Plain, key: string): unknown => {
    if (key in node) return node[key];
    try {
      return types.getFieldValue(node as never, key);
    } catch {
      return undefined;
    }
  };

  const unchanged = (node: Copied): boolean => {
    let known = same.get(node);
    if (known !== undefined) return known;
    same.set(node, false); // a cycle is never equal
    const original = node.original;
    known = isNode(original) && original !== node && node.type === original.type && sameFields(node, original);
    same.set(node, known);
    return known;
  };

  const skipped = (node: Plain, key: string): boolean =>
    key === 'loc' || key.charCodeAt(0) === 95 /* _ */ || (key === 'tokens' && node.type === 'File');

  const sameFields = (a: Plain, b: Plain): boolean => {
    for (const key of Object.keys(a)) {
      if (skipped(a, key)) continue;
      if (!sameValue(a[key], fieldOf(b, key))) return false;
    }
    for (const key of Object.keys(b)) {
      if (key in a || skipped(b, key)) continue;
      if (!sameValue(fieldOf(a, key), b[key])) return false;
    }
    return true;
  };

  const sameValue = (a: unknown, b: unknown): boolean => {
    if (a === b) return true;
    if (!isPlain(a) || !isPlain(b)) return false;
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
      return true;
    }
    if (Array.isArray(b)) return false;
    if (isNode(a)) return a.original === b && unchanged(a);
    if (isNode(b)) return false;
    // Plain data (a literal's `extra`, a template element's value): equal field by field.
    return sameFields(a, b);
  };

  const adopt = (original: Copied): Copied => {
    pointToItself(original);
    for (const comment of original.comments ?? []) if (isPlain(comment)) pointToItself(comment);
    return original;
  };

  /** Replaces, below a changed node that is in place, every in-place child that is unchanged by its original. */
  const share = (node: Copied): void => {
    const original = node.original;
    if (!original) return;
    for (const key of Object.keys(node)) {
      if (skipped(node, key) || key === 'comments') continue;
      const value = node[key];
      const was = original[key];
      if (Array.isArray(value)) {
        if (!Array.isArray(was)) continue;
        for (let i = 0; i < value.length; i++) {
          const child = value[i];
          if (!isInPlace(child, was[i])) continue;
          if (reusable(child.original) && unchanged(child)) value[i] = adopt(child.original);
          else share(child);
        }
      } else if (isInPlace(value, was)) {
        if (reusable(value.original) && unchanged(value)) node[key] = adopt(value.original);
        else share(value);
      }
    }
  };

  try {
    if (!unchanged(file)) share(file);
  } catch {
    // A tree too deep for the walk: what was replaced so far is correct; recast searches the rest.
  }
}

/**
 * Whether recast can print a node from its original text: it has a position. recast clears it on
 * the declaration of an export and the value of a method (their text is their parent's), and prints
 * those generically, their children from their own text: such a node is kept, its children shared.
 */
const reusable = (original: Copied): boolean => !!original.loc?.lines;

const isInPlace = (node: unknown, was: unknown): node is Copied & { original: Copied } =>
  isNode(node) && isNode(was) && node.original === was && node.type === was.type;

function pointToItself(node: Plain): void {
  if (Object.prototype.hasOwnProperty.call(node, 'original')) return;
  Object.defineProperty(node, 'original', { configurable: true, enumerable: false, writable: true, value: node });
}
