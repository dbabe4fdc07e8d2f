import type { ASTNode, JSCodeshift } from 'jscodeshift';
import { classMemberValues, values, type Value } from '../../flow';
import { returnedValues } from '../../flow/returns';
import type { ClassNode } from '../../flow/value';
import { isFunction, unwrap } from '../../ast/syntax';

/*
 * What a member of a value another module makes is, asked of the value-flow layer in that module
 * (docs/value-flow.md, "Classes and instances", "Across modules"): a field a class's constructor sets
 * to a function (`this.editRecord = editRecord`, a function declared in the constructor over the
 * client it made), and a member of the object literal a factory returns (`makeClient(token)` returning
 * `{ listRecords: (z) => call('GET', …) }`, closures over the factory's parameters and locals). The
 * functions the member may be, or undefined when the layer cannot pin every one down.
 */

/** The tree of the module that declares the value, as the layer reads it. */
interface Theirs {
  j: JSCodeshift;
  root: ReturnType<JSCodeshift>;
}

/** The functions an instance's member `name` may be, by the layer in the class's module (a field set in the constructor included). */
export function instanceMemberFunctions(theirs: Theirs, cls: ClassNode, name: string): ASTNode[] | undefined {
  return functionsOf(classMemberValues(theirs, cls, name, false));
}

/**
 * The functions member `name` of what the factory `fn` returns may be: every value it returns must be
 * an object literal the layer knows whole (nothing out of its sight adds or changes a property) that
 * writes `name` once, to a function.
 */
export function returnedMemberFunctions(theirs: Theirs, fn: ASTNode, name: string): ASTNode[] | undefined {
  if (!isFunction(fn) || (fn as { async?: boolean; generator?: boolean }).async || (fn as { generator?: boolean }).generator) return undefined;
  const returned = returnedValues(fn);
  if (returned.length === 0) return undefined;
  const out: ASTNode[] = [];
  for (const r of returned) {
    for (const v of values(theirs, r)) {
      if (v.kind !== 'object' || v.open || v.anyKey) return undefined;
      const writes = v.writes.filter((w) => w.key === name);
      if (writes.length !== 1 || writes[0].branch) return undefined;
      const found = functionsOf(values(theirs, writes[0].value));
      if (!found) return undefined;
      out.push(...found);
    }
  }
  return out;
}

/** The functions of the file a set of values holds, when every value is one. */
function functionsOf(found: Value[]): ASTNode[] | undefined {
  if (found.length === 0 || found.some((v) => v.kind !== 'function')) return undefined;
  return found.map((v) => unwrap((v as Extract<Value, { kind: 'function' }>).fn) as ASTNode);
}
