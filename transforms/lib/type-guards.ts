import type { ASTNode, ASTPath } from 'jscodeshift';
import { enclosingFunction } from '../../src/ast/bindings';
import { isMember, memberName, stringValue, unwrap, type MaybeNode } from '../../src/ast';
import { guardsOver } from '../../src/flow/narrowing';
import type { KeyedType } from './keyed-records';

/*
 * dns-record-type-change: what a guard over an update says of the type of the record it updates.
 * After `if (rec && rec.type !== kind) throw …` (or return, continue, break), and inside
 * `if (rec.type === kind) { … }` (or the `else` of its negation), the record's type is `kind`:
 * sending `type: kind` re-sends it. The guards are the value-flow layer's (src/flow/narrowing.ts,
 * `guardsOver`), up to the function the update is written in.
 */

/** Whether `term` having the outcome `when` means `name` holds no record (`!rec`, `rec == null`, `rec === undefined`): then no update of `rec.id` is sent. */
function absentWhen(term: MaybeNode, when: boolean, name: string): boolean {
  const t = unwrap(term);
  if (t?.type === 'Identifier') return t.name === name && !when;
  if (t?.type === 'UnaryExpression' && t.operator === '!') return absentWhen(t.argument, !when, name);
  if (t?.type !== 'BinaryExpression' || !['==', '===', '!=', '!=='].includes(t.operator)) return false;
  const [l, r] = [unwrap(t.left), unwrap(t.right)];
  const nothing = (n: MaybeNode) => n?.type === 'NullLiteral' || (n?.type === 'Literal' && n.value === null) || (n?.type === 'Identifier' && n.name === 'undefined');
  const named = (n: MaybeNode) => n?.type === 'Identifier' && n.name === name;
  if (!((named(l) && nothing(r)) || (named(r) && nothing(l)))) return false;
  return (t.operator === '==' || t.operator === '===') === when;
}

/**
 * The pairs of expressions a test having the outcome `when` proves equal (`a === b` true, `a !== b`
 * false, each term of a true `&&` or a false `||`). Where only one of two terms need hold (a false
 * `&&`, a true `||`), only when the other says the record is absent (`rec && rec.type !== kind`).
 */
export function equalities(test: MaybeNode, when: boolean, record: string): Array<[ASTNode, ASTNode]> {
  const t = unwrap(test);
  if (t?.type === 'UnaryExpression' && t.operator === '!') return equalities(t.argument, !when, record);
  if (t?.type === 'BinaryExpression' && ['==', '===', '!=', '!=='].includes(t.operator)) {
    return (t.operator === '==' || t.operator === '===') === when ? [[unwrap(t.left), unwrap(t.right)]] : [];
  }
  if (t?.type !== 'LogicalExpression' || (t.operator !== '&&' && t.operator !== '||')) return [];
  // Both terms held: a true `&&`, a false `||`.
  if ((t.operator === '&&') === when) return [...equalities(t.left, when, record), ...equalities(t.right, when, record)];
  if (absentWhen(t.left, when, record)) return equalities(t.right, when, record);
  if (absentWhen(t.right, when, record)) return equalities(t.left, when, record);
  return [];
}

/**
 * The types guards over an update at `at` prove the record it updates to have: the other side of
 * each `<record>.type` they prove equal to something, a type written out, a name or another name's `.type`. `record` names
 * the variable the record is read from; `isRecordType` says whether a `.type` read written in a
 * guard (at the guard's `if`) reads the record whose id is updated.
 */
export function guardedTypes(at: ASTPath, record: string, isRecordType: (holder: MaybeNode, at: ASTPath) => boolean): KeyedType[] {
  const fn = enclosingFunction(at);
  if (!fn) return [];
  const out: KeyedType[] = [];
  const typeOfRecord = (n: MaybeNode, guard: ASTPath) => isMember(n) && memberName(n) === 'type' && isRecordType(unwrap(n.object), guard);
  for (const guard of guardsOver(at, fn.value)) {
    for (const [a, b] of equalities(guard.test, guard.when, record)) {
      const other = typeOfRecord(a, guard.at) ? b : typeOfRecord(b, guard.at) ? a : undefined;
      const literal = stringValue(other);
      if (literal !== undefined) out.push({ literal });
      // A name, or the type of another value the code holds (`have.type === want.type`, `want` sent whole: same-record-type.ts).
      else if (other?.type === 'Identifier' || (isMember(other) && memberName(other) === 'type' && unwrap(other.object)?.type === 'Identifier')) out.push({ expression: other });
    }
  }
  return out;
}
