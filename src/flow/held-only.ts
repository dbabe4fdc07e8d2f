import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, pathOfNode, type IndexContext } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isFunction, isMember, isProperty, isWrapper, LOOP_STATEMENTS, memberName, unwrap } from '../ast/syntax';
import { spanOf } from '../ast/span';
import { usedOnlyAt } from './binding-uses';
import { stepAt } from './uses';

/*
 * Whether an object literal reaches one place only (`at`: the request given `opts`, the `{ params:
 * filters }` that puts `filters` in the options): written there itself, or held by one `const`/`let`
 * name (not exported) whose every other use reads or writes a member of it by a written key
 * (`opts.timeout`, `opts.params.type = …`, `filters.per_page = 5` before `at`). Any other use — an alias
 * (`const p = opts.params`, `const o = opts`), the object or a member of it handed to a call
 * (`Object.assign(opts.params, extra)`, `tweak(filters)`), a spread, a return, the name given another
 * value — may change it out of sight of the layer's object (objects.ts counts the writes through its
 * own name only). A recogniser that stays silent on what such an object holds (list-filters.ts's
 * `namedFilters`) asks this first: uncertain, it keeps its finding.
 */

/** What a member use of the name may do beside reading a key (see heldOnlyAt). */
interface HeldOnly {
  /** The object reached (a literal of the file). */
  literal: ASTNode;
  /** The one place it may go: the argument of the request, the property value of the options. */
  at: ASTNode;
  /**
   * Keys whose value may not be read whole (`opts.params`: an alias of it escapes the layer), only a
   * member of it (`opts.params.type`) or written (`opts.params = …`).
   */
  deep?: ReadonlySet<string>;
  /** Writes through the name only before `at`, in the same function and not in a loop around `at` (the layer's object at `at` sees those). */
  writesBefore?: boolean;
  /**
   * Keys a transform renames in the object (in the value of a `deep` key when `deep` is given): no other
   * use may read or write a member so named (`filters.name`, `opts.params.name`): after the edit it
   * would read the key no longer written, or write the old one back beside the new.
   */
  renamed?: ReadonlySet<string>;
}

/** Whether the literal reaches `at` only (see above). */
export function heldOnlyAt(ctx: IndexContext, question: HeldOnly): boolean {
  const { literal, at } = question;
  let path = pathOfNode(ctx, literal as never) as ASTPath | undefined;
  if (!path) return false;
  while (isWrapper(path.parent?.value)) path = path.parent as ASTPath;
  if (path.value === at || unwrap(at) === literal) return true;
  const declarator = path.parent?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== path.value || declarator.id.type !== 'Identifier') return false;
  const index = currentIndex(ctx);
  const [declaration] = declarationsAt(index, path.parent.get('id'), declarator.id.name);
  if (!declaration || declaration.id !== declarator.id) return false;
  const atPath = pathOfNode(ctx, at as never) as ASTPath | undefined;
  if (!atPath) return false;
  return usedOnlyAt(index, ctx.root, { declaration, at, allowed: (ref) => shorthandKey(ref) || memberUse(ctx, ref, question, atPath) });
}

/** The key of a shorthand property (`{ params }` holds the name twice, as key and as value): the value is the use. */
function shorthandKey(ref: ASTPath): boolean {
  const parent = ref.parent?.value;
  return isProperty(parent) && parent.shorthand === true && parent.key === ref.value && parent.value !== ref.value;
}

/** Whether a use of the name only reads or writes a member by a written key (see HeldOnly; the layer's one step on, uses.ts). */
function memberUse(ctx: IndexContext, ref: ASTPath, question: HeldOnly, atPath: ASTPath): boolean {
  const use = stepAt(ctx, ref);
  if (use?.kind !== 'member' || !isMember(use.at.value) || use.at.value.computed || use.key === undefined) return false;
  if (use.written && question.writesBefore && !before(ref, atPath)) return false;
  if (!question.deep?.has(use.key)) return !(question.deep === undefined && question.renamed?.has(use.key));
  // `opts.params` itself: only written, or a member of it read or written by a written key.
  const outer = use.at.parent?.value;
  if (use.written) return outer.type === 'AssignmentExpression';
  if (!isMember(outer) || outer.object !== use.at.value || outer.computed || question.renamed?.has(memberName(outer) ?? '')) return false;
  // `opts.params.set(…)` calls a method of the params object: it may change it.
  const around = use.at.parent.parent?.value;
  return !((around?.type === 'CallExpression' || around?.type === 'OptionalCallExpression' || around?.type === 'NewExpression') && around.callee === outer);
}

/** Whether a write runs before `at` every time: earlier in the text, with no function or loop around `at` that the write is outside of. */
function before(write: ASTPath, at: ASTPath): boolean {
  const w = spanOf(write.value);
  const a = spanOf(at.value);
  if (!w || !a || w.end > a.start) return false;
  const around = new Set<unknown>();
  for (let p: ASTPath | null = write.parentPath; p; p = p.parentPath) around.add(p.value);
  for (let p: ASTPath | null = at.parentPath; p && !around.has(p.value); p = p.parentPath) {
    if (isFunction(p.value)) return false;
    if (LOOP_STATEMENTS.has(p.value?.type)) return false;
  }
  return true;
}
