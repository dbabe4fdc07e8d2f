import type { AssignmentExpression, ASTNode, ASTPath } from 'jscodeshift';
import { localAssignments } from '../ast/bindings';
import type { IndexContext } from '../ast/node-index';
import { values } from './values';
import type { Value } from './value';

/*
 * A string a function builds and then only appends a query to (`let url = \`${BASE}${path}\`; if
 * (params) url += '?' + qs`): whatever decides whether the appends run, what comes before the query
 * is the initialiser's. A rule of strings, not of any host: a recogniser reads the initialiser as the
 * string's path (the template question, one-template.ts).
 */

/**
 * The initialiser of the variable `name` of the function around `at` when its only other assignments
 * are `+=` of strings that start with `?` or `&` (every value the layer says the appended expression
 * may hold: `'?' + qs`, `` `&page=${p}` ``, `(page ? '&' : '?') + 'per_page=' + n`). Undefined when it
 * is assigned any other way, never assigned, or not such a variable.
 */
export function queryAppended(ctx: IndexContext, at: ASTPath, name: string): ASTNode | undefined {
  const found = localAssignments(ctx, at, name);
  const init = found?.declarator.value.init;
  if (!found || !init || found.assignments.length === 0) return undefined;
  const appendsQuery = (p: ASTPath<AssignmentExpression>): boolean => p.value.operator === '+=' && values(ctx, p.get('right')).every(startsQuery);
  return found.assignments.every(appendsQuery) ? init : undefined;
}

/** A string whose first text (empty literals skipped) is known and starts with `?` or `&`. */
function startsQuery(value: Value): boolean {
  if (value.kind !== 'string') return false;
  const first = value.parts.find((p) => !(p.kind === 'text' && p.text === ''));
  return first?.kind === 'text' && /^[?&]/.test(first.text);
}
