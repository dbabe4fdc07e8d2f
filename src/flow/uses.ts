import type { ASTNode, ASTPath } from 'jscodeshift';
import { pathOfNode, questionIndex, questionMemo, type IndexContext, type NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { enclosingFunction } from '../ast/bindings';
import { isCall, isFunction, isMember, isProperty, isWrapper, keyName, memberName, stringValue, type Keyed } from '../ast/syntax';
import { bindingUses, exported } from './binding-uses';
import { freshBudget, MAX_DEPTH, MAX_STEPS, type Budget } from './budget';
import { passMemo } from './one-pass';

/*
 * The forward question (docs/value-flow.md, "Where a value goes"): the places the value of one
 * expression goes, one step on. A name given the value (`const b = value`, `const { result } = value`,
 * a parameter asked about itself) is followed through its uses (binding-uses.ts): the name is only a
 * way for the value to get somewhere. A step that makes another value of it (a member read, a call of
 * it, `await`, a conditional that may give it) is a use whose `at` is that new expression: an asker
 * that follows parts of a value asks again there. What the question cannot follow (an exported name,
 * a pattern it does not read, past its budget) is an `unknown` use, never left out.
 */

type UseKind =
  /** Passed as argument `index` of the call `via`. */
  | 'argument'
  /** Called (`value()`, `new value()`): `at` is the call. */
  | 'called'
  /** A member of it read (`at`: the member; `key` when written in the code) or, `written`, the target of a write (`value.x = …`, `++`, `delete`). */
  | 'member'
  /** Spread into the object literal `via`, as its entry `index`. */
  | 'spread'
  /** Stored in the literal `via`: under `key` of an object (undefined for a computed key), as element `index` of an array, a class field. */
  | 'stored'
  /** Assigned to `via` (a member or another name: `this.x = value`, `x = value`). */
  | 'assigned'
  /** Returned from the function `via` (an arrow's body too). */
  | 'returned'
  /** Awaited: `at` is the await. */
  | 'awaited'
  /** One side of a choice (`c ? value : d`, `value ?? d`, `a, value`): `at` is the choice, which may hold the value. */
  | 'chosen'
  /** Thrown away (an expression statement). */
  | 'dropped'
  /** A name holding it given another value (`x = …`, `x++`): `at` is the write. */
  | 'reassigned'
  /** Read otherwise, its value not kept: an operand, a test, a template's part, a computed key. */
  | 'other'
  /** Escapes the question (`why`): exported, thrown, yielded, a pattern it does not read, past the budget. */
  | 'unknown';

/** One place a value goes (see UseKind). */
export interface Use {
  kind: UseKind;
  /** The expression at the place (the value as written there, or the one it becomes: the member, the call, the await). */
  at: ASTPath;
  /** What holds the place: the call, the literal, the assigned target, the function. */
  via?: ASTPath;
  index?: number;
  key?: string;
  written?: boolean;
  why?: string;
}

/** One forward question: the file, its memo of answers, the cost so far. */
interface Asked {
  ctx: IndexContext;
  index: NodeIndex;
  answers: Map<ASTNode, Use[]>;
  budget: Budget;
}

const MEMO_KEY = 'flow.uses';

/** Where the value of `expression` (a node of the tree or its path; a declared name or pattern: what it is given) goes (see above). */
export function usesOf(given: IndexContext, expression: ASTNode | ASTPath): Use[] {
  // The runner's index follows edits; without its memo, the one built once for the tree (as values.ts's questions).
  const index = questionIndex(given);
  const ctx = given.memo ? given : { ...given, memo: questionMemo(index) };
  const path = 'parentPath' in expression && typeof (expression as ASTPath).get === 'function' ? (expression as ASTPath) : pathOfNode(ctx, expression as ASTNode);
  const memo = given.memo ?? passMemo(ctx.root);
  const answers = memo ? memo(MEMO_KEY, () => new Map<ASTNode, Use[]>()) : new Map<ASTNode, Use[]>();
  if (!path) return [{ kind: 'unknown', at: expression as ASTPath, why: 'not in the tree' }];
  return usesAt({ ctx, index, answers, budget: freshBudget() }, path, 0);
}

function usesAt(q: Asked, path: ASTPath, depth: number): Use[] {
  const known = q.answers.get(path.value);
  if (known) return known;
  if (depth > MAX_DEPTH || q.budget.steps >= MAX_STEPS) {
    q.budget.cut = true;
    return [{ kind: 'unknown', at: path, why: 'budget' }];
  }
  q.budget.steps++;
  const cutBefore = q.budget.cut;
  q.budget.cut = false;
  const answer = declares(q, path) ? patternUses(q, path, depth) : placeUses(q, path, depth);
  if (!q.budget.cut) q.answers.set(path.value, answer);
  q.budget.cut ||= cutBefore;
  return answer;
}

/** Whether `path` is a name or pattern that declares (a declarator's id, a parameter, a pattern inside either). */
function declares(q: Asked, path: ASTPath): boolean {
  const node = path.value;
  if (node.type === 'ObjectPattern' || node.type === 'ArrayPattern' || node.type === 'AssignmentPattern') return true;
  return node.type === 'Identifier' && declarationsAt(q.index, path, node.name).some((d) => d.id === node);
}

/** What a name or pattern given the value passes it on to: a name's uses, a pattern's keys as member reads. */
function patternUses(q: Asked, path: ASTPath, depth: number): Use[] {
  const node = path.value;
  if (node.type === 'AssignmentPattern') return usesAt(q, path.get('left'), depth);
  if (node.type === 'ObjectPattern') {
    return node.properties.map((p: ASTNode, i: number) => {
      const key = isProperty(p) && !p.computed ? keyName(p) : undefined;
      return key !== undefined ? { kind: 'member', at: path.get('properties', i, 'value'), key } : { kind: 'unknown', at: path.get('properties', i), why: 'pattern' };
    });
  }
  if (node.type !== 'Identifier') return [{ kind: 'unknown', at: path, why: 'pattern' }];
  const { index } = q;
  const declaration = declarationsAt(index, path, node.name).find((d) => d.id === node);
  if (!declaration || exported(declaration)) return [{ kind: 'unknown', at: path, why: 'exported' }];
  return bindingUses(index, q.ctx.root, declaration).flatMap((ref): Use[] => {
    const parent = ref.parent?.value;
    // The key of a shorthand entry (`{ body }` holds the name twice): its value is the use.
    if (isProperty(parent) && parent.key === ref.value && parent.value !== ref.value) return [];
    if (writesName(ref)) return [{ kind: 'reassigned', at: ref.parent }];
    return usesAt(q, ref, depth + 1);
  });
}

/** Whether an identifier is written there (an assignment's target, `++`, a loop's or a pattern's target). */
function writesName(ref: ASTPath): boolean {
  const parent = ref.parent?.value;
  if (parent?.type === 'AssignmentExpression' || parent?.type === 'ForInStatement' || parent?.type === 'ForOfStatement') return parent.left === ref.value;
  return parent?.type === 'UpdateExpression' || parent?.type === 'ArrayPattern' || parent?.type === 'AssignmentPattern' || (isProperty(parent) && ref.parent.parent?.value?.type === 'ObjectPattern');
}

/** Where the value of the expression at `path` goes, from the node holding it. */
function placeUses(q: Asked, path: ASTPath, depth: number): Use[] {
  let at = path;
  while (at.parent && isWrapper(at.parent.value) && at.parent.value.expression === at.value) at = at.parent;
  const node = at.value;
  const holder: ASTPath = at.parent;
  const parent = holder?.value;
  const one = (kind: UseKind, more: Partial<Use> = {}): Use[] => [{ kind, at, ...more }];
  const place = (list: readonly unknown[] | undefined, item: unknown): number | undefined => list?.indexOf(item);
  if (!parent) return one('dropped');
  if (parent.type === 'VariableDeclarator') return parent.init === node ? usesAt(q, holder.get('id'), depth + 1) : one('other');
  if (isCall(parent)) {
    if (parent.callee === node) return [{ kind: 'called', at: holder }];
    return one('argument', { via: holder, index: place(parent.arguments, node) });
  }
  if (isMember(parent)) {
    if (parent.object !== node) return one('other');
    const key = parent.computed ? stringValue(parent.property) : memberName(parent);
    return [{ kind: 'member', at: holder, ...(key !== undefined && { key }), ...(writeTarget(holder) && { written: true }) }];
  }
  if (parent.type === 'SpreadElement' || parent.type === 'SpreadProperty') {
    const outer: ASTPath = holder.parent;
    if (outer.value.type === 'ObjectExpression') return one('spread', { via: outer, index: place(outer.value.properties, parent) });
    return isCall(outer.value) ? one('argument', { via: outer, index: place(outer.value.arguments, parent) }) : one('stored', { via: outer, index: place((outer.value as { elements?: unknown[] }).elements, parent) });
  }
  if (isProperty(parent) && parent.value === node) {
    const key = parent.computed ? stringValue(parent.key) : keyName(parent);
    return one('stored', { via: holder.parent, ...(key !== undefined && { key }) });
  }
  if (parent.type === 'ArrayExpression') return one('stored', { via: holder, index: place(parent.elements, node) });
  if (parent.type === 'ClassProperty' || (parent.type as string) === 'PropertyDefinition') return one('stored', { via: holder.parent.parent, key: keyName(parent as Keyed) });
  if (parent.type === 'AssignmentExpression') return parent.right === node && parent.operator === '=' ? one('assigned', { via: holder.get('left') }) : one('other');
  if (parent.type === 'ReturnStatement') {
    const fn = enclosingFunction(holder);
    return fn ? one('returned', { via: fn }) : one('unknown', { why: 'returned outside a function' });
  }
  if (isFunction(parent) && parent.body === node) return one('returned', { via: holder });
  if (parent.type === 'AwaitExpression') return [{ kind: 'awaited', at: holder }];
  if (chooses(parent, node)) return [{ kind: 'chosen', at: holder }];
  if (parent.type === 'ExpressionStatement') return one('dropped');
  if (ESCAPES.has(parent.type)) return one('unknown', { why: parent.type });
  return one('other');
}

/** Nodes through which a value leaves what the question sees. */
const ESCAPES = new Set(['ThrowStatement', 'YieldExpression', 'ExportDefaultDeclaration', 'JSXExpressionContainer', 'TaggedTemplateExpression']);

/** Whether `parent` may give the value of `node` (a branch, a side of `||`, `??`, `&&`, the last of a sequence). */
function chooses(parent: ASTNode, node: ASTNode): boolean {
  if (parent.type === 'ConditionalExpression') return parent.test !== node;
  if (parent.type === 'LogicalExpression') return true;
  return parent.type === 'SequenceExpression' && parent.expressions[parent.expressions.length - 1] === node;
}

/** Whether the member at `member` is written (an assignment's target, `++`, `delete`). */
function writeTarget(member: ASTPath): boolean {
  const outer = member.parent?.value;
  if (outer?.type === 'AssignmentExpression') return outer.left === member.value;
  return outer?.type === 'UpdateExpression' || (outer?.type === 'UnaryExpression' && outer.operator === 'delete');
}

/** The use at `path` itself when it is not followed on through a name given the value (`const p = o`: p's uses are not o's one step). */
export function stepAt(ctx: IndexContext, path: ASTPath): Use | undefined {
  const [use] = usesOf(ctx, path);
  for (let at: ASTPath | null = path; use && at; at = at.parent) if (at.value === use.at.value) return use;
  return undefined;
}
