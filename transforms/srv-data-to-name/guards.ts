import type { ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../src/types';
import { isMember, memberName, stringValue, unwrap } from '../../src/ast';
import { sourceOf } from './fields';

/*
 * What the code around a read of data.service/proto/name knows of the record's type: a type test
 * guarding the read (`r.type === 'SRV' && …`, `?:`, `if`, the `else` of an SRV test, the case of a
 * `switch (r.type)` the read sits in), or one the record went through (`filter((r) => r.type === 'SRV')`).
 * `NOT_SRV` stands for a type known to be another one without naming it (the `else` of an SRV test).
 */

/** A record known not to be SRV, its type not named. */
export const NOT_SRV = '!SRV';

/** `x.type === 'SRV'` (either side, == too) tested on the expression written `subject`: the literal, else undefined. */
export function typeTest(ctx: TransformContext, test: any, subject: string): string | undefined {
  const t = unwrap(test);
  if (t?.type === 'LogicalExpression' && t.operator === '&&') return typeTest(ctx, t.left, subject) ?? typeTest(ctx, t.right, subject);
  if (t?.type !== 'BinaryExpression' || (t.operator !== '===' && t.operator !== '==')) return undefined;
  for (const [a, b] of [[t.left, t.right], [t.right, t.left]]) {
    const m = unwrap(a);
    if (isMember(m) && memberName(m) === 'type' && sourceOf(ctx, unwrap(m.object)) === subject) {
      const value = stringValue(b);
      if (value !== undefined) return value.toUpperCase();
    }
  }
  return undefined;
}

/** What a callback's returned expression says about its parameter's type. */
export function filterType(ctx: TransformContext, fn: any, param: string): string | undefined {
  const body = fn.body?.type === 'BlockStatement' ? fn.body.body.find((s: any) => s.type === 'ReturnStatement')?.argument : fn.body;
  return body ? typeTest(ctx, body, param) : undefined;
}

/**
 * The record type known where the read sits: a type test guarding it (`&&`, `?:`, `if`; the `else`
 * of an SRV test gives NOT_SRV), or the case of a `switch (subject.type)` it sits in.
 */
export function guardType(ctx: TransformContext, read: ASTPath, subject: string): string | undefined {
  for (let p: ASTPath = read; p.parentPath; p = p.parentPath) {
    const parent = p.parentPath.value;
    if (parent?.type === 'LogicalExpression' && parent.operator === '&&' && p.name === 'right') {
      const t = typeTest(ctx, parent.left, subject);
      if (t) return t;
    }
    if ((parent?.type === 'ConditionalExpression' || parent?.type === 'IfStatement') && p.name === 'consequent') {
      const t = typeTest(ctx, parent.test, subject);
      if (t) return t;
    }
    if ((parent?.type === 'ConditionalExpression' || parent?.type === 'IfStatement') && p.name === 'alternate' && typeTest(ctx, parent.test, subject) === 'SRV') return NOT_SRV;
    if (parent?.type === 'SwitchCase' && p.name === 'consequent') {
      const t = caseType(ctx, p.parentPath, subject);
      if (t) return t;
    }
  }
  return undefined;
}

/** Statements after which the next case is not entered by falling through. */
const EXITS = new Set(['BreakStatement', 'ReturnStatement', 'ThrowStatement', 'ContinueStatement']);

/**
 * The type a case of `switch (subject.type)` runs for (`case 'SRV':`), with the cases that fall into it
 * (`case 'SRV': case 'srv':`): 'SRV' when they all test SRV, NOT_SRV when none does, undefined for a
 * `default`, a test that is not a literal or a switch on anything else.
 */
function caseType(ctx: TransformContext, casePath: ASTPath, subject: string): string | undefined {
  const switchNode = casePath.parent?.value;
  const discriminant = unwrap(switchNode?.discriminant);
  if (switchNode?.type !== 'SwitchStatement' || !isMember(discriminant) || memberName(discriminant) !== 'type' || sourceOf(ctx, unwrap(discriminant.object)) !== subject) return undefined;
  const cases = switchNode.cases as Array<{ test: unknown; consequent: Array<{ type: string }> }>;
  const types: string[] = [];
  for (let k = cases.indexOf(casePath.value as never); k >= 0; k--) {
    const test = cases[k].test ? stringValue(cases[k].test as never) : undefined;
    if (test === undefined) return undefined;
    types.push(test.toUpperCase());
    const before = cases[k - 1]?.consequent;
    if (!before || (before.length > 0 && EXITS.has(before[before.length - 1].type))) break;
  }
  if (types.every((t) => t === 'SRV')) return 'SRV';
  return types.includes('SRV') ? undefined : NOT_SRV;
}

