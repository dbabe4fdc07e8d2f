import type { ASTPath, Identifier, JSCodeshift } from 'jscodeshift';
import { declaredReads } from '../../flow/binding-uses';
import { isCall, isMember, keyName, memberName } from '../../ast/syntax';
import { listStep } from '../../flow/elements';
import { argumentFunction, elementCallback } from '../../flow/loops';
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
interface FieldRead {
  /** Member names from the value to the read, `[]` for an array element. */
  fields: string[];
  /** The outermost expression of the read (a member expression, or a binding's reference). */
  path: ASTPath;
}

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
    // A member always sits in something: the call it may be the callee of.
    const callPath = parentPath.parentPath as ASTPath;
    const called = isCall(callPath.value) && callPath.value.callee === parent;
    // Where the layer says the same elements (`filter`, also `concat`) or one of them (`find`, `[0]`) are held next (elements.ts's `listStep`).
    const step = listStep(p);
    const next = (step?.kind === 'copy' || step?.kind === 'element') && step.at.value === (called ? callPath.value : parent) ? step : called && name === 'concat' ? { kind: 'copy', at: callPath } : undefined;
    const onward = (): void => void (next && follow(walk, next.at, next.kind === 'element' ? [...prefix, '[]'] : prefix, depth + 1));
    // The callback handed each element (loops.ts's `elementCallback`: `map`, `filter`, `find`, `reduce`'s second, …).
    const fn = called ? argumentFunction(callPath.get('arguments', 0)) : undefined;
    const callback = fn && elementCallback(fn);
    if (fn && callback?.list.value === p.value) {
      const before = out.length;
      followPattern(walk, fn.value.params[callback.param], { prefix: [...prefix, '[]'], depth: depth + 1 });
      onward();
      if (out.length === before) record();
      return;
    }
    if (next) return onward();
    if (called || name === 'length') return record();
    return follow(walk, parentPath, [...prefix, name ?? '[]'], depth + 1);
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
