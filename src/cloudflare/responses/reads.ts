import type { ASTPath, Identifier, JSCodeshift } from 'jscodeshift';
import { declaredReads } from '../../flow/binding-uses';
import { isCall, isMember, keyName, memberName, unwrap } from '../../ast/syntax';
import { currentIndex, heldBy, type IndexContext, type NodeIndex, type Root } from '../../ast/node-index';
import { outsideCasts } from '../../ast/paths';

/**
 * Which fields code reads from a value, following it the way response-handling code passes it on:
 * member chains (`x.requests.all`), consts and destructuring (`const { totals } = x`), element access
 * (`x[0]`, `x[i]`) and iteration (`for (const t of x)`, `x.map((t) => t.requests.all)`, `forEach`,
 * `filter`, `find`, `reduce`, …). An element of an array is written `[]` in a chain:
 * `timeseries.map((t) => t.requests.all)` read from `result` gives `['timeseries', '[]', 'requests', 'all']`.
 * A value handed on to a name or a callback counts as read itself only when nothing reads further.
 */
export interface FieldRead {
  /** Member names from the value to the read, `[]` for an array element. */
  fields: string[];
  /** The outermost expression of the read (a member expression, or a binding's reference). */
  path: ASTPath;
}

/** Array methods whose first callback parameter is an element (for `reduce`, the second). */
const ELEMENT_CALLBACKS: Record<string, number> = {
  map: 0, forEach: 0, filter: 0, find: 0, findLast: 0, some: 0, every: 0, flatMap: 0, findIndex: 0,
  reduce: 1, reduceRight: 1,
};
/** Array methods returning (some of) the same elements: reading their result reads the array. */
const SAME_ELEMENTS = new Set(['filter', 'slice', 'sort', 'reverse', 'concat', 'toSorted', 'toReversed']);
const SAME_ELEMENT = new Set(['find', 'findLast', 'at', 'pop', 'shift']);

const MAX_DEPTH = 12;

/** One following of a value: the file's index and root it finds names in, and the reads found so far. */
interface Walk {
  index: NodeIndex;
  root: Root;
  out: FieldRead[];
}

/** Follows the names a binding pattern declares, each with the fields it stands for. */
function followPattern(walk: Walk, pattern: any, at: { prefix: string[]; depth: number }): void {
  const { prefix, depth } = at;
  const target = pattern?.type === 'AssignmentPattern' ? pattern.left : pattern;
  if (!target || depth > MAX_DEPTH) return;
  if (target.type === 'Identifier') {
    for (const ref of declaredReads(walk.index, walk.root, target)) follow(walk, ref, prefix, depth + 1);
  } else if (target.type === 'ObjectPattern') {
    for (const prop of target.properties) {
      if (prop.type === 'RestElement') continue;
      const key = keyName(prop);
      if (key === undefined) continue;
      followPattern(walk, prop.value, { prefix: [...prefix, key], depth: depth + 1 });
    }
  } else if (target.type === 'ArrayPattern') {
    for (const el of target.elements) if (el) followPattern(walk, el.type === 'RestElement' ? el.argument : el, { prefix: [...prefix, '[]'], depth: depth + 1 });
  }
}

/** Follows the value at `start` (reached through `prefix`), collecting the reads it meets. */
function follow(walk: Walk, start: ASTPath, prefix: string[], depth: number): void {
  const { out } = walk;
  if (depth > MAX_DEPTH) return;
  const p = outsideCasts(start);
  const parentPath = p.parentPath;
  const parent = parentPath?.value;
  const record = () => {
    if (prefix.length > 0) out.push({ fields: prefix, path: p });
  };
  if (!parent) return record();

  if (isMember(parent) && parent.object === p.value) {
    const name = memberName(parent);
    const call = parentPath.parentPath?.value;
    const called = isCall(call) && call.callee === parent;
    if (name !== undefined && called && Object.hasOwn(ELEMENT_CALLBACKS, name)) {
      const before = out.length;
      const fn = unwrap(call.arguments[0]);
      const param = fn?.params?.[ELEMENT_CALLBACKS[name]];
      if (param && fn.body) followPattern(walk, param, { prefix: [...prefix, '[]'], depth: depth + 1 });
      if (SAME_ELEMENTS.has(name)) follow(walk, parentPath.parentPath, prefix, depth + 1);
      if (SAME_ELEMENT.has(name)) follow(walk, parentPath.parentPath, [...prefix, '[]'], depth + 1);
      if (out.length === before) record();
      return;
    }
    if (name !== undefined && called && (SAME_ELEMENTS.has(name) || SAME_ELEMENT.has(name))) {
      return follow(walk, parentPath.parentPath, SAME_ELEMENT.has(name) ? [...prefix, '[]'] : prefix, depth + 1);
    }
    if (called || name === 'length') return record();
    if (name === undefined || (parent.computed && /^\d+$/.test(name))) return follow(walk, parentPath, [...prefix, '[]'], depth + 1);
    return follow(walk, parentPath, [...prefix, name], depth + 1);
  }
  // A value handed on to a name: its reads are what the name's uses read (the value itself when none).
  const before = out.length;
  if (parent.type === 'VariableDeclarator' && parent.init === p.value) {
    followPattern(walk, parent.id, { prefix, depth: depth + 1 });
    if (out.length === before) record();
    return;
  }
  if (parent.type === 'ForOfStatement' && parent.right === p.value) {
    const left = parent.left.type === 'VariableDeclaration' ? parent.left.declarations[0]?.id : parent.left;
    followPattern(walk, left, { prefix: [...prefix, '[]'], depth: depth + 1 });
    if (out.length === before) record();
    return;
  }
  return record();
}

/**
 * The reads made from the value at `path` (say the `body.result` of a response), as field chains
 * relative to it; the longest chains are what the code consumes.
 */
export function fieldReads(ctx: IndexContext, path: ASTPath): FieldRead[] {
  const walk: Walk = { index: currentIndex(ctx), root: ctx.root, out: [] };
  follow(walk, path, [], 0);
  return walk.out;
}

/** The reads made from every read of the name `id` declares (a response binding, say). */
export function bindingReads(ctx: IndexContext, id: Identifier): FieldRead[] {
  const walk: Walk = { index: currentIndex(ctx), root: ctx.root, out: [] };
  for (const ref of declaredReads(walk.index, walk.root, id)) follow(walk, ref, [], 0);
  return walk.out;
}

/**
 * The name of the const an object literal is held in, when the file reads back one of the keys a
 * transform would drop from it (`body.notification_email`, `headers['Content-Length']`,
 * `const { notification_email } = body`, or a rest pattern that takes everything): dropping the key
 * would change that value and break the read's type-check. Undefined when nothing reads it back.
 */
export function readBackFrom(
  ctx: { j: JSCodeshift; root: any; memo?: <T>(key: string, compute: () => T) => T },
  object: any,
  isKey: (key: string) => boolean,
): string | undefined {
  const id = heldBy(ctx, object)?.declarator?.value.id;
  if (id?.type !== 'Identifier') return undefined;
  const reads = declaredReads(currentIndex(ctx), ctx.root, id).filter((p: ASTPath) => {
    const parent = p.parent?.value;
    if (isMember(parent) && parent.object === p.value) {
      const key = memberName(parent);
      return key !== undefined && isKey(key);
    }
    if (parent?.type === 'VariableDeclarator' && parent.init === p.value && parent.id.type === 'ObjectPattern') {
      return parent.id.properties.some((q: any) => q.type === 'RestElement' || isKey(keyName(q) ?? ''));
    }
    return false;
  });
  return reads.length > 0 ? id.name : undefined;
}
