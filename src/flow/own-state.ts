import type { ASTNode } from 'jscodeshift';
import { isInside } from '../ast/node-index';
import { isFunction, keyName, unwrap } from '../ast/syntax';
import { classLinks } from './class-links';
import { replacesMember } from './replaced-members';
import type { NodeIndex } from '../ast/node-index';
import type { ClassNode } from './value';

/*
 * Whether a class holds state of its own that a method it inherits may read through `this`
 * (docs/value-flow.md, "Classes and instances"): `this` in an inherited method is the class it is
 * called on (or its instance), so `static base = MIRROR` in `class Mirror extends Base` changes what
 * Base's `static request(path)` sends (`this.base + path`). A field (static or not), an accessor, a
 * constructor, a static block, or a `this.x = …` / `Cls.x = …` the file writes: any of them may
 * be what the inherited method reads, so what it does on this class is not what it does on its own.
 */

const STATE_MEMBERS = new Set(['ClassProperty', 'PropertyDefinition', 'ClassPrivateProperty', 'ClassAccessorProperty', 'StaticBlock']);

/** Whether `cls` declares or is written state an inherited method may read through `this`. */
export function declaresState(index: NodeIndex, cls: ClassNode): boolean {
  for (const m of cls.body.body as ASTNode[]) {
    const type: string = m.type;
    if (STATE_MEMBERS.has(type)) return true;
    const kind = (m as { kind?: string }).kind;
    if ((type === 'ClassMethod' || type === 'ClassPrivateMethod' || type === 'MethodDefinition') && kind !== 'method') return true;
  }
  const name = (cls.id as { name?: string } | null | undefined)?.name;
  for (const p of index.of('AssignmentExpression')) {
    const left = unwrap(p.value.left as ASTNode) as ASTNode & { object?: ASTNode };
    if (left?.type !== 'MemberExpression' && left?.type !== 'OptionalMemberExpression') continue;
    const object = unwrap(left.object);
    if (object?.type === 'ThisExpression' ? isInside(p, cls) : object?.type === 'Identifier' && name !== undefined && (object as { name: string }).name === name) return true;
  }
  return false;
}

/**
 * Whether a function reads its own `this` (or `super`), through arrow functions: one that never does
 * does the same whatever class or instance it runs on, so state a subclass holds cannot change it.
 * Walked each time it is asked (a wrapper is small), so an edit of the tree never leaves it stale.
 */
export function readsThis(fn: ASTNode): boolean {
  // Its parameters' defaults too (`request(path, base = this.base)`).
  const parts = [...((fn as { params?: ASTNode[] }).params ?? []), (fn as { body?: ASTNode }).body ?? (fn as { value?: ASTNode }).value];
  return parts.some((part) => part !== undefined && part !== null && holdsThis(part));
}

/** Whether `node` holds a `this` or `super` of the function it is in (not inside another non-arrow function or a class body). */
function holdsThis(node: ASTNode): boolean {
  if (node.type === 'ThisExpression' || node.type === 'Super') return true;
  if (node.type === 'ClassBody' || (isFunction(node) && node.type !== 'ArrowFunctionExpression')) return false;
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'comments' || key === 'leadingComments' || key === 'trailingComments' || key === 'tokens') continue;
    const child = (node as unknown as Record<string, unknown>)[key];
    const all = Array.isArray(child) ? child : [child];
    for (const c of all) if (c && typeof c === 'object' && typeof (c as { type?: unknown }).type === 'string' && holdsThis(c as ASTNode)) return true;
  }
  return false;
}

/**
 * Whether `cls` overrides a member of `declaring` (or of a class `declaring` extends in the file) on
 * that side (`isStatic`: the class's own, `static host()`), by declaring or writing one of the same name
 * (replaced-members.ts): a method of `declaring` reading `this` (`static at(p) { return this.host() + p }`)
 * then runs, when called on `cls` (`Mirror.at(…)`), with `cls`'s member, not the one `declaring` writes.
 */
export function overridesMember(index: NodeIndex, cls: ClassNode, declaring: ClassNode, isStatic: boolean): boolean {
  const parent = classLinks(index).parent;
  for (let c: ClassNode | undefined = declaring, n = 0; c && n < MAX_ANCESTORS; c = parent.get(c), n++) {
    for (const m of c.body.body as Array<ASTNode & { static?: boolean; kind?: string; computed?: boolean }>) {
      if (Boolean(m.static) !== isStatic || m.kind === 'constructor' || m.computed) continue;
      const name = keyName(m as never);
      if (name !== undefined && replacesMember(index, cls, name, isStatic)) return true;
    }
  }
  return false;
}

/** How many classes up from the declaring class its members are compared (`declaring`, its parent, …). */
const MAX_ANCESTORS = 4;
