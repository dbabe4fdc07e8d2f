import type { ArrayExpression, ASTPath, CallExpression, ConditionalExpression, Identifier, NewExpression, ObjectExpression } from 'jscodeshift';
import { conditionalValues } from './conditionals';
import { isFunction, isWrapper, unwrap, type MaybeNode } from '../ast/syntax';
import { callValues } from './invoke';
import { declarationsAt } from '../ast/scope';
import { newValues, thisValues } from './classes';
import { newMap } from './maps';
import { newUrl } from './urls';
import { newSearchParams } from './search-params';
import { memberValues } from './members';
import { requireCallValues } from './modules';
import { identifierValues } from './names';
import { arrayValues } from './lists';
import { objectLiteral } from './objects';
import { concat } from './strings';
import { evaluate, union, type Question } from './question';
import { text, unknown, type Value } from './value';

/*
 * What each form of expression holds, one step: literals, template literals, `+`, array literals,
 * functions, conditionals; names (names.ts) and calls (invoke.ts) have files of their own. Anything
 * else is unknown.
 */

export function compute(q: Question, path: ASTPath, depth: number): Value[] {
  const node = path.value;
  const next = (p: ASTPath): Value[] => evaluate(q, p, depth + 1);
  if (isWrapper(node)) return next(path.get('expression'));
  if (isFunction(node) && node.type !== 'FunctionDeclaration') return [{ kind: 'function', fn: node }];
  switch (node.type) {
    case 'StringLiteral':
      return [text(node.value, node)];
    case 'Literal':
      return typeof node.value === 'string' ? [text(node.value, node)] : [unknown(node)];
    case 'TemplateLiteral': {
      const operands: Value[][] = [];
      node.quasis.forEach((q: { value: { cooked?: string | null; raw: string } }, i: number) => {
        operands.push([text(q.value.cooked ?? q.value.raw, node.quasis[i])]);
        if (i < node.expressions.length) operands.push(next(path.get('expressions', i)));
      });
      return cut(q, node, concat(operands));
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return [unknown(node)];
      const left = next(path.get('left'));
      const right = next(path.get('right'));
      // `+` concatenates when a side is a string; two unknowns may be numbers being added.
      const strings = (side: Value[]) => side.every((v) => v.kind === 'string');
      return strings(left) || strings(right) ? cut(q, node, concat([left, right])) : [unknown(node)];
    }
    case 'ArrayExpression':
      // A hole, or a spread of anything but a known list, leaves the elements' positions unknown (lists.ts).
      return arrayValues(q, path as ASTPath<ArrayExpression>, depth);
    case 'ObjectExpression':
      return objectLiteral(q, path as ASTPath<ObjectExpression>, depth);
    case 'ConditionalExpression':
      // Both branches, or the one a test on how a string starts takes for every value it may hold (conditionals.ts).
      return conditionalValues(q, path as ASTPath<ConditionalExpression>, depth);
    case 'LogicalExpression': {
      // `a ?? b`, `a || b`: either side (a superset when `a` is never empty, and never a guess).
      if (node.operator === '&&') return [unknown(node)];
      const left = next(path.get('left'));
      // A non-empty default written here: the left side's values say they are what it falls back from (value.ts).
      const defaulted = writtenDefault(node.right) ? left.map((v) => ({ ...v, beforeDefault: node })) : left;
      return union(q, node, defaulted, next(path.get('right')));
    }
    case 'Identifier':
      return identifierValues(q, path as ASTPath<Identifier>, depth);
    case 'CallExpression':
      return (declarationsAt(q.index, path, 'require').length === 0 && requireCallValues(node)) || callValues(q, path as ASTPath<CallExpression>, depth);
    // Classes and their members, objects' members, imports (classes.ts, members.ts, modules.ts).
    case 'MemberExpression':
    case 'OptionalMemberExpression':
      return memberValues(q, path, depth);
    case 'ThisExpression':
      return thisValues(q, path);
    case 'NewExpression':
      return newMap(q, path as ASTPath<NewExpression>) ?? newUrl(q, path as ASTPath<NewExpression>) ?? newSearchParams(q, path as ASTPath<NewExpression>, depth) ?? newValues(q, path, depth);
    case 'ClassExpression':
      return [{ kind: 'class', cls: node }];
    case 'AwaitExpression': {
      // `await createClient()` of an async factory: the client it returns (only a client: other values are not followed through a promise).
      const awaited = next(path.get('argument'));
      // (An imported factory's result stays the unknown it is, saying which: the asker may know it from the project index.)
      return awaited.length > 0 && awaited.every((v) => v.kind === 'http' || (v.kind === 'unknown' && v.origin.kind === 'returned')) ? awaited : [unknown(node)];
    }
    default:
      return [unknown(node)];
  }
}

/** A combination that went past MAX_VALUES is unknown, and the question's budget is marked cut. */
function cut(q: Question, node: Parameters<typeof unknown>[0], found: Value[] | null): Value[] {
  if (found) return found;
  q.budget.cut = true;
  return [unknown(node)];
}

/** A default written as a non-empty string literal (`?? 'https://api.cloudflare.com/client/v4'`); an empty one only guards against undefined. */
function writtenDefault(node: MaybeNode): boolean {
  const n = unwrap(node);
  return (n?.type === 'StringLiteral' || (n?.type === 'Literal' && typeof n.value === 'string')) && n.value !== '';
}
