import type { ArrayExpression, ASTNode, ObjectExpression } from 'jscodeshift';
import type { FunctionNode } from '../ast/syntax';

/*
 * The abstract values of the value-flow layer (docs/value-flow.md): what an expression may hold,
 * as far as the code written in the file says. A question about an expression answers a set of
 * these (see values.ts); a value that cannot be pinned down is `unknown`, never a guess. Class
 * instances and clients are the kinds to come (issue 30's later steps); until then they are unknown.
 */

/**
 * Where a value that is not known comes from: a parameter of a function (bound to an argument when
 * the function is called: `zonePath(id)` called as `zonePath(z)`), the element of a loop over a
 * list that is not known (`for (const id of zoneIds)`), or nothing the layer follows.
 */
export type Origin = { kind: 'parameter'; fn: FunctionNode; index: number } | { kind: 'element'; loop: ASTNode } | { kind: 'unknown' };

/**
 * A piece of a string template: known text (with the literal it is written in, null when the text
 * is computed, `.replace` or `.join`'s separator), or a hole (with where its value comes from and
 * the expression that holds it, the argument at the call for a bound parameter).
 */
export type Part = { kind: 'text'; text: string; node: ASTNode | null } | { kind: 'hole'; origin: Origin; node: ASTNode };

/** Which element of a known list a value is, when it was read from a loop over that list (`for (const s of ['a', 'b'])`). */
export interface Element {
  /** The loop (a `for…of` statement, or the callback of `forEach`/`map`/`flatMap`). */
  loop: ASTNode;
  /** The array literal the element is written in. */
  list: ArrayExpression;
  index: number;
}

/** What every value may say about how it was reached. */
interface Reached {
  /** Read from a loop over a known list: one value per element. */
  element?: Element;
  /** Known only because a guard before the read narrowed the variable (`if (s !== 'x') throw …`): the guard's test. */
  guard?: ASTNode;
}

/** A string: its parts in order (text and holes). */
export interface StringValue extends Reached {
  kind: 'string';
  parts: Part[];
}

/** An array literal: each element's values; the list itself is known (no spread, no hole, not changed by the file). */
export interface ListValue extends Reached {
  kind: 'list';
  node: ArrayExpression;
  elements: Value[][];
}

/** A function written in the file: calling it gives its return values with the parameters bound to the arguments. */
export interface FunctionValue extends Reached {
  kind: 'function';
  fn: FunctionNode;
}

/** A value the layer does not know: where it comes from, and the expression that holds it. */
export interface UnknownValue extends Reached {
  kind: 'unknown';
  origin: Origin;
  node: ASTNode;
}

/**
 * One write of a property of an object (objects.ts): an entry of the literal that makes it, or an
 * assignment through the name that holds it (`body.data = {…}`, `Object.assign(body, {…})`).
 */
export interface PropertyWrite {
  key: string;
  /** The expression written. */
  value: ASTNode;
  /** Where it is written: the literal's entry, or the statement that assigns it. */
  at: ASTNode;
  /** The branch it is written in, when it may not run (a `case` of a switch, a branch of an `if`, a loop's body, …). */
  branch?: ASTNode;
}

/**
 * An object made by an object literal of the file, with the properties written on it: the literal's
 * entries, then the assignments through the name that holds it before it is read (objects.ts).
 * `open` when something the layer does not follow may add or change a property (a computed key, a
 * spread of an object it does not know, `delete`, a write in a callback, the object handed to a call).
 */
export interface ObjectValue extends Reached {
  kind: 'object';
  node: ObjectExpression;
  writes: PropertyWrite[];
  open: boolean;
}

export type Value = StringValue | ListValue | FunctionValue | ObjectValue | UnknownValue;

export const UNKNOWN_ORIGIN: Origin = { kind: 'unknown' };

export const unknown = (node: ASTNode, origin: Origin = UNKNOWN_ORIGIN): UnknownValue => ({ kind: 'unknown', origin, node });

export const text = (value: string, node: ASTNode | null): StringValue => ({ kind: 'string', parts: [{ kind: 'text', text: value, node }] });

/** The string's text when it has no hole, else undefined. */
export function knownText(value: Value): string | undefined {
  if (value.kind !== 'string' || value.parts.some((p) => p.kind === 'hole')) return undefined;
  return value.parts.map((p) => (p.kind === 'text' ? p.text : '')).join('');
}

/** The string as a pattern: holes written `:param` (as endpoint templates write them), undefined for any other kind. */
export function templateText(value: Value): string | undefined {
  if (value.kind !== 'string') return undefined;
  return value.parts.map((p) => (p.kind === 'text' ? p.text : ':param')).join('');
}

/** A value as a string's parts: a string's own, any other kind one hole (an unknown keeps its origin). */
export function asParts(value: Value): Part[] {
  if (value.kind === 'string') return value.parts;
  if (value.kind === 'unknown') return [{ kind: 'hole', origin: value.origin, node: value.node }];
  return [{ kind: 'hole', origin: UNKNOWN_ORIGIN, node: value.kind === 'function' ? value.fn : value.node }];
}
