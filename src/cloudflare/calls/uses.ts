import type { ASTPath, JSCodeshift } from 'jscodeshift';
import { inConstructor } from '../../ast/bindings';
import { usesOf, type Use } from '../../flow/uses';
import { isMember, isWrapper, memberName, unwrap } from '../../ast/syntax';
import { currentIndex, pathOfNode, type Root } from '../../ast/node-index';

/** The tree, and the runner's per-file memo (see TransformContext), which keeps its node index. */
type UsesContext = { j: JSCodeshift; root: Root; memo?: <T>(key: string, compute: () => T) => T };

/**
 * Where the text of one literal ends up: the outermost expressions its value is used in, following
 * it up through template literals, `+` concatenation, casts, `new URL(...)`, `.href`/`.toString()`/
 * `String(...)`, and on through every reference of a `const` (or a `this.x` set once) that holds it.
 * A transform that wants to edit a URL fragment written in a shared const checks that every use is
 * a call it rewrites the same way (say, the create call but not the list call built on the same
 * `TUNNELS` const). A const that is exported is used elsewhere: its declarator is returned as a use
 * no call can claim. Returns undefined when the literal is not in the tree.
 */
export function literalUses(ctx: UsesContext, literal: any): ASTPath[] | undefined {
  const start = pathOfNode(ctx, literal);
  if (!start) return undefined;
  const uses: ASTPath[] = [];
  const seen = new Set<string>();
  const follow = (from: ASTPath, depth: number): void => {
    const top = outermost(from);
    const parent = top.parent?.value;
    if (depth < 8 && parent?.type === 'VariableDeclarator' && top.name === 'init' && parent.id.type === 'Identifier') {
      // Where the name's value goes (the layer's usesOf, by scope, through other names given it): an
      // exported name (unknown) or one given another value (reassigned) is a use no call can claim.
      for (const use of usesOf(ctx, top)) {
        if (use.kind === 'unknown' || use.kind === 'reassigned') uses.push(use.at);
        // `u.searchParams.set(…)`, `u.search = …`: a URL object's query or fragment, not where its path is sent.
        else if (use.kind !== 'member' || !['searchParams', 'search', 'hash'].includes(use.key ?? '')) readAt(use).forEach((at) => follow(at, depth + 1));
      }
      return;
    }
    const key = thisKey(top);
    if (depth < 8 && key) {
      if (seen.has(key)) return;
      seen.add(key);
      const member = key.slice('this.'.length);
      currentIndex(ctx).of('MemberExpression').forEach((ref) => {
        const target = top.parent.value.type === 'AssignmentExpression' ? top.parent.value.left : undefined;
        if (ref.value === target || unwrap(ref.value.object)?.type !== 'ThisExpression' || memberName(ref.value) !== member) return;
        if (ref.parent?.value.type === 'AssignmentExpression' && ref.name === 'left') return;
        follow(ref, depth + 1);
      });
      return;
    }
    uses.push(top);
  };
  follow(start, 0);
  return uses;
}

/** Where a use reads the value: the value as written, or the part of the expression made of it (a member read's object, a choice's sides). */
function readAt({ kind, at }: Use): ASTPath[] {
  const node = at.value;
  if (kind === 'member' || kind === 'called' || kind === 'awaited') return [at.get(kind === 'member' ? 'object' : kind === 'called' ? 'callee' : 'argument')];
  if (kind !== 'chosen') return [at];
  if (node.type === 'SequenceExpression') return [at.get('expressions', node.expressions.length - 1)];
  return node.type === 'ConditionalExpression' ? [at.get('consequent'), at.get('alternate')] : [at.get('left'), at.get('right')];
}

/** The outermost expression a value is folded into without leaving URL building. */
function outermost(path: ASTPath): ASTPath {
  let cur = path;
  for (;;) {
    const parentPath: ASTPath | null = cur.parent;
    const parent = parentPath?.value;
    if (!parentPath || !parent) return cur;
    const t = parent.type;
    const folds =
      t === 'TemplateLiteral' ||
      (t === 'BinaryExpression' && parent.operator === '+') ||
      (isWrapper(parent) && parent.expression === cur.value) ||
      (t === 'NewExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'URL' && cur.name !== 'callee') ||
      (isMember(parent) && cur.name === 'object' && memberName(parent) === 'href') ||
      (isMember(parent) && cur.name === 'object' && memberName(parent) === 'toString' && parentPath.parent?.value.type === 'CallExpression') ||
      (t === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'String' && cur.name !== 'callee') ||
      // A path's segments: an array literal given as a call's argument (`api._get(['zones', id, 'rate_limits'])`) or joined (`[…].join('/')`).
      (t === 'ArrayExpression' && segmentList(parentPath)) ||
      (isMember(parent) && cur.name === 'object' && memberName(parent) === 'join' && parentPath.parent?.value.type === 'CallExpression');
    if (!folds) return cur;
    // `x.toString()` and `x.join('/')` fold into the call, not the member expression.
    cur = isMember(parent) && ['toString', 'join'].includes(memberName(parent) ?? '') ? parentPath.parent! : parentPath;
  }
}

/** Whether an array literal is a list of path segments: an argument of a call, or joined where it is written. */
function segmentList(array: ASTPath): boolean {
  const holder = array.parent?.value;
  if (holder?.type === 'CallExpression' && array.name !== 'callee') return true;
  return isMember(holder) && array.name === 'object' && memberName(holder) === 'join';
}

/** `this.x = <value>` in a constructor, or a class field `x = <value>`: the key `this.x`. */
function thisKey(top: ASTPath): string | undefined {
  const parent = top.parent?.value;
  if (parent?.type === 'AssignmentExpression' && top.name === 'right' && parent.operator === '=') {
    const left = parent.left;
    if (isMember(left) && unwrap(left.object)?.type === 'ThisExpression' && inConstructor(top)) {
      const name = memberName(left);
      return name === undefined ? undefined : `this.${name}`;
    }
  }
  if ((parent?.type === 'ClassProperty' || parent?.type === 'PropertyDefinition') && top.name === 'value' && !parent.static && !parent.computed) {
    const name = parent.key?.name;
    return name ? `this.${name}` : undefined;
  }
  return undefined;
}

/**
 * Of planned URL edits (each: the call's URL node and the literals the edit changes), those that
 * are safe: every use of every literal they change is the URL of a planned call that stays in the
 * plan. An edit whose literal also feeds a call left alone (or leaves the file) is set aside as
 * `shared`, which can in turn set aside the calls that shared a literal with it.
 */
export function safeLiteralEdits<T extends { urlNode: any; literals: any[] }>(
  ctx: UsesContext,
  planned: T[],
): { safe: T[]; shared: T[] } {
  const usesOf = new Map<any, any[] | undefined>();
  const uses = (literal: any) => {
    if (!usesOf.has(literal)) usesOf.set(literal, literalUses(ctx, literal)?.map((p) => unwrap(p.value)));
    return usesOf.get(literal);
  };
  let safe = planned;
  for (;;) {
    const targets = new Set(safe.map((p) => unwrap(p.urlNode)));
    const next = safe.filter((p) => p.literals.every((l) => uses(l)?.every((u) => targets.has(u)) ?? false));
    if (next.length === safe.length) break;
    safe = next;
  }
  return { safe, shared: planned.filter((p) => !safe.includes(p)) };
}
