import type { ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../../src/cloudflare';
import { currentIndex, isFunction, LOOP_STATEMENTS, pathOfNode, unwrap, type MaybeNode } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import { assignedChoices } from '../../src/flow';
import type { KeyedType } from './keyed-records';
import { keptNames } from './lookup-kept';
import { isNothing } from './read-together';

/*
 * dns-record-type-change: a record kept in a `let` the code gives a listed record when it finds the one
 * it wants (`let found; for await (const entry of list({ type: 'AAAA', name })) { if (entry.name ===
 * host) { found = entry; break } }`, then `update(found.id, { type: 'AAAA', … })`). Every value the
 * variable is given but an empty start (`undefined`, `null`) is a record of a list the code knows the
 * type of: the variable holds a record of that type. The variable and each record it is given must
 * keep what they hold (lookup-kept.ts: nothing changes them in place, no other name that could). The
 * variable must be declared inside every loop around each list (`for (const want of wants) { let found;
 * … list({ type: want.type }) … }`): declared before a loop that walks the wants, it still holds the
 * record an earlier turn found (another want, maybe another type) when this turn's list finds nothing.
 */

/**
 * Whether the code from `list` up to `scope` (the block a variable is declared in) runs once each time
 * that block does: no loop it repeats in (a for…of's list, its `right`, is read once), no function.
 */
function runsOncePer(list: ASTPath, scope: MaybeNode): boolean {
  for (let p: ASTPath | null = list; p?.parentPath; p = p.parentPath) {
    const parent = p.parentPath.value;
    if (parent === scope) return true;
    if (isFunction(parent)) return false;
    if (LOOP_STATEMENTS.has(parent?.type) && p.name !== 'right' && !(parent.type === 'ForStatement' && p.name === 'init')) return false;
  }
  return false;
}

/** What chosenTypes is asked: the variable as read at `at`, and the types the code knows of a record it is given (undefined: not a known record). */
export interface ChosenQuestion {
  at: ASTPath;
  holder: MaybeNode;
  typesOf: (record: MaybeNode) => KeyedType[] | undefined;
  /** The list request a record given the variable was read from. */
  listOf: (record: MaybeNode) => ASTPath | undefined;
}

/** Two known types alike: the same type written (in any case, as `sends` compares them), or the same name. */
export function alike(a: KeyedType, b: KeyedType): boolean {
  if ('literal' in a) return 'literal' in b && a.literal.toUpperCase() === b.literal.toUpperCase();
  return 'expression' in b && a.expression.type === 'Identifier' && b.expression.type === 'Identifier' && a.expression.name === b.expression.name;
}

/** The types every record a `let` is given is known to have (see above); none when any value it is given is not such a record. */
export function chosenTypes(ctx: RecognitionContext, { at, holder, typesOf, listOf }: ChosenQuestion): KeyedType[] {
  const variable = unwrap(holder);
  if (variable?.type !== 'Identifier') return [];
  const declared = declarationsAt(currentIndex(ctx), at, variable.name);
  if (declared.length !== 1) return [];
  const choices = assignedChoices(ctx, at, variable);
  if (!Array.isArray(choices)) return [];
  const given = choices.filter((c) => !isNothing(c));
  if (given.length === 0) return [];
  const followed: Array<{ at: ASTPath; name: string }> = [{ at, name: variable.name }];
  const known: KeyedType[][] = [];
  for (const value of given) {
    const record = unwrap(value);
    const where = record?.type === 'Identifier' ? pathOfNode(ctx, record) : undefined;
    const types = where ? typesOf(record) : undefined;
    const list = record ? listOf(record) : undefined;
    if (!where || !types || types.length === 0 || !list || !runsOncePer(list, declared[0].scope)) return [];
    followed.push({ at: where, name: record.name });
    known.push(types);
  }
  if (!keptNames(ctx, followed)) return [];
  const [first, ...rest] = known;
  return first.filter((k) => rest.every((t) => t.some((o) => alike(k, o))));
}
