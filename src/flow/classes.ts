import type { AssignmentExpression, ASTNode, ASTPath } from 'jscodeshift';
import { enclosingFunction } from '../ast/bindings';
import { pathOfNode } from '../ast/node-index';
import { thisHolder, thisMember } from '../ast/scope';
import { annotatedType } from '../ast/typed-receivers';
import { keyName, unwrap, type FunctionNode, type MemberNode } from '../ast/syntax';
import { memberWrites } from './member-writes';
import { withConstructorArguments } from './constructor-arguments';
import { classesBelow, classLinks, implementers } from './class-links';
import { returnValues } from './invoke';
import { functionClasses } from './function-classes';
import { evaluate, union, type Question } from './question';
import { unknown, type ClassNode, type ConstructorNode, type Value } from './value';
import { declaresState, overridesMember, readsThis } from './own-state';
import { writesMember } from './replaced-members';
import { derivedFromItself } from './http-clients';

/*
 * Classes written in the file (docs/value-flow.md, "Classes and instances"): `new C()` is an instance
 * of C, `this` in a method an instance of its class (the class itself in a static method), and a
 * member read on them is the member's value: a method is a function value (calling it gives its
 * returns), a getter its return values, a field the values its initialiser and every `this.x = …` of
 * the class give it. A member the class does not write is looked up in the class it extends, when the
 * layer knows that class; anything else is unknown.
 */

const isClass = (n: ASTNode | null | undefined): n is ClassNode => n?.type === 'ClassDeclaration' || n?.type === 'ClassExpression';

/**
 * What `this` holds at `path` (`thisMember`, src/ast/scope.ts: the class member whose `this` it is,
 * through arrows): an instance of the class whose method or field holds it, the class in a static one.
 */
export function thisValues(q: Question, path: ASTPath): Value[] {
  const node = path.value;
  const member = thisMember(path);
  const cls = member?.cls;
  if (!member) {
    // In a constructor function or one of its prototype's methods: an instance of it (constructor-instances.ts).
    const holder = thisHolder(path);
    const ctor = holder && 'fn' in holder ? (functionClasses(q.index).owners.get(holder.fn.value) as ConstructorNode | undefined) : undefined;
    return [ctor ? { kind: 'instance', cls: ctor, node } : unknown(node)];
  }
  if (!isClass(cls)) return [unknown(node)];
  if (member.isStatic) return [{ kind: 'class', cls, self: true }];
  // A subclass of the file may set or override what this class's `this` reads.
  return subclasses(q, cls).length > 0 ? [unknown(node)] : [{ kind: 'instance', cls, node }];
}

/** What `new C(…)` holds: an instance of each class (or constructor function) the callee may be. */
export function newValues(q: Question, path: ASTPath, depth: number): Value[] {
  const node = path.value;
  return evaluate(q, path.get('callee'), depth + 1).map((v): Value => {
    if (v.kind === 'class') return { kind: 'instance', cls: v.cls, node };
    if (v.kind === 'function' && functionClasses(q.index).names.has(v.fn)) return { kind: 'instance', cls: v.fn as ConstructorNode, node };
    if (v.kind === 'import' && v.members.length === 0 && !v.instance) return { ...v, instance: true, node };
    return unknown(node);
  });
}

/** Classes of the file by name (a class declared twice is left out). */
function classNamed(q: Question, name: string): ClassNode | undefined {
  const found = q.index.of('ClassDeclaration').filter((p) => (p.value as ClassNode).id?.name === name);
  return found.length === 1 ? (found[0].value as ClassNode) : undefined;
}

/** The classes of the file that extend `cls`, directly (class-links.ts: the class their `extends` names where it is written). */
function subclasses(q: Question, cls: ClassNode): ClassNode[] {
  return classLinks(q.index).children.get(cls) ?? [];
}

/** A read of member `name` of `cls` at `read.node` (`isStatic`: of the class itself), `depth` steps into the evaluation. */
interface ClassMemberRead {
  q: Question;
  cls: ClassNode;
  name: string;
  /** `made`: the expression that made the instance (`new Http(…)`, `this`), whose arguments a field set from a defaulted parameter holds (constructor-arguments.ts). */
  /** `self`: read on `this` in a static method of the class (thisValues), which may be any class below it. */
  read: { node: ASTNode; isStatic: boolean; made?: ASTNode; below?: ClassNode[]; self?: boolean };
  depth: number;
}

/** The member `name` of an instance of `cls` (`isStatic`: of the class itself) read at `read`. */
export function classMember({ q, cls, name, read, depth }: ClassMemberRead): Value[] {
  const at = pathOfNode(q.ctx, cls);
  if (!at) return [unknown(read.node)];
  const body = at.get('body', 'body');
  const own = ownMembers(cls, name, read.isStatic);
  if (own.length > 1) return [unknown(read.node)];
  const [found] = own;
  if (found) {
    const { m, i } = found;
    // Inherited through a class holding state of its own, or overriding a static member of the class, and reading `this`:
    // `this` in the method is that class (own-state.ts). Read on `this` in a static method, any class below may be it.
    const through = readsThis(m) ? differentBelow(q, cls, read) : undefined;
    if ((m.type === 'ClassMethod' || m.type === 'ClassPrivateMethod') && m.kind === 'method') return [through ? { kind: 'function', fn: m as never, through } : { kind: 'function', fn: m as never }];
    if (m.type === 'ClassMethod' && m.kind === 'get') return (!through && returnValues(q, body.get(i), depth)) || [unknown(read.node)];
    if (m.type === 'ClassMethod') return [unknown(read.node)];
    const initial = m.value ? [evaluate(q, body.get(i, 'value'), depth + 1)] : [];
    return constructedField(q, cls, read, fieldValues({ q, cls, name, read, field: { initial, typed: m, depth } }), depth);
  }
  const property = read.isStatic ? undefined : parameterProperty(cls, name);
  if (property) {
    // `constructor(private client: CloudflareClient)`: what its type says, else the constructor's parameter (what each construction passes).
    if (assignments(q, { cls, name, isStatic: false, depth }).length > 0) return [unknown(read.node)];
    return typedValues(q, annotatedType(property.id as { typeAnnotation?: unknown }), property.id) ?? [unknown(read.node, { kind: 'parameter', fn: property.ctor, index: property.index })];
  }
  const assigned = assignments(q, { cls, name, isStatic: read.isStatic, depth }, true);
  if (assigned.length > 0) return constructedField(q, cls, read, fieldValues({ q, cls, name, read, field: { initial: [], depth } }), depth);
  // Copied onto it (`Object.assign(this, overrides)`, `this[key] = …`): not the inherited member (replaced-members.ts).
  if (writesMember(q.index, cls, name, read.isStatic)) return [unknown(read.node)];
  const sup = cls.superClass ? pathOfNode(q.ctx, cls.superClass) : undefined;
  if (!sup) return [unknown(read.node)];
  // The instance was made by the subclass's constructor, not the one whose parameters the superclass's fields read.
  // `below`: the classes the read went up through, whose own state an inherited method reads through `this` (own-state.ts).
  const inherited = { ...read, made: undefined, self: undefined, below: [...(read.below ?? []), cls, ...(read.self ? selfBelow(q, cls) : [])] };
  return evaluate(q, sup, depth + 1).flatMap((v): Value[] => {
    if (v.kind === 'class') return classMember({ q, cls: v.cls, name, read: inherited, depth: depth + 1 });
    // `class Dns extends Base` with Base imported: the member as the module that declares Base has it
    // (the asker resolves it there: src/cloudflare/calls/flow-callee.ts, src/cloudflare/anchors/flow-members.ts).
    // Not when a class on the way holds state of its own (`static base = MIRROR`): the method there reads it through `this`.
    // A static member they declare (`static host()`) travels as `shadows`: the asker refuses the method if it reads one on `this` (flow-callee.ts).
    if (v.kind === 'import' && v.members.length === 0 && !v.instance) {
      if (inherited.below.some((c) => declaresState(q.index, c))) return [unknown(read.node)];
      const shadows = read.isStatic ? [...new Set(inherited.below.flatMap(staticNames))] : [];
      return [{ ...v, members: [name], instance: !read.isStatic, ...(shadows.length > 0 ? { shadows } : {}) }];
    }
    return [unknown(read.node)];
  });
}

/**
 * The class a method of `cls` read at `read` may run on whose state or static members differ from
 * `cls`'s (own-state.ts): one the read went up through (`Mirror.at`), or, read on `this` in a static
 * method (`self`), any class of the file below `cls` (the method is called on a subclass the layer
 * does not see here).
 */
function differentBelow(q: Question, cls: ClassNode, read: ClassMemberRead['read']): ClassNode | undefined {
  const below = [...(read.below ?? []), ...(read.self ? selfBelow(q, cls) : [])];
  return below.find((c) => declaresState(q.index, c) || (read.isStatic && overridesMember(q.index, c, cls, true)));
}

/** The classes of the file below `cls` that `this` in its static method may be; `cls` itself standing for the ones too deep to list. */
function selfBelow(q: Question, cls: ClassNode): ClassNode[] {
  const found = classesBelow(classLinks(q.index), cls, MAX_SUBCLASS_DEPTH);
  return found.deeper ? [...found.classes, cls] : found.classes;
}

/** A field's values with the constructor's defaulted parameters bound to what the class's constructions pass (constructor-arguments.ts). */
function constructedField(q: Question, cls: ClassNode, read: ClassMemberRead['read'], found: Value[], depth: number): Value[] {
  const ctor = (cls.body.body as ClassMemberNode[]).find((m) => m.type === 'ClassMethod' && m.kind === 'constructor');
  if (read.isStatic || !ctor) return found;
  const declarator = pathOfNode(q.ctx, cls)?.parent?.value as { type?: string; id?: { type: string; name?: string } } | undefined;
  const name = (cls.id as { name?: string } | null | undefined)?.name ?? (declarator?.type === 'VariableDeclarator' && declarator.id?.type === 'Identifier' ? declarator.id.name : undefined);
  return withConstructorArguments({ q, ctor: ctor as FunctionNode, name, made: read.made, extended: subclasses(q, cls).length > 0, found, depth });
}

/**
 * The `this.name = …` (or `Cls.name = …`) assignments of the file that write a field of `cls`; null in
 * the list for one written on something else. `up`: leave out the writes of the classes `cls` extends
 * (the inherited member is theirs; with writes of its own, those make it unknown).
 */
function assignments(q: Question, { cls, name, isStatic, depth }: { cls: ClassNode; name: string; isStatic: boolean; depth: number }, up = false): Array<ASTPath | null> {
  const out: Array<ASTPath | null> = [];
  memberWrites(q.index, name).forEach((p) => {
    const object = unwrap((unwrap(p.value.left) as MemberNode).object);
    const at = writerOf(p);
    const fn = at?.value as (ASTNode & { static?: boolean }) | undefined;
    const inClass = fn && at?.parentPath?.parentPath?.value === cls.body;
    const other = at?.parent?.parent?.value as ASTNode | undefined;
    if (object?.type === 'ThisExpression' && inClass && (Boolean(fn.static) || fn.type === 'StaticBlock') === isStatic) out.push(p);
    // Written on another class's `this` (below this one, apart from it, or above it when `up`): an instance of that class only.
    else if (object?.type === 'ThisExpression' && fn && isClass(other) && other !== cls && skipped(above(q, other, cls), above(q, cls, other), up)) return;
    // Written on another value: an instance's field may be set from outside (`c.base = …`), unless the layer says it is another class's instance only.
    else if (!isStatic && object && othersOnly(q, { cls, up, depth }, pathOfNode(q.ctx, object))) return;
    else out.push(null);
  });
  return out;
}

/** Whether every value `object` may hold is an instance of a class of the file whose writes leave `cls`'s member alone (as a write on its `this` does). */
function othersOnly(q: Question, { cls, up, depth }: { cls: ClassNode; up: boolean; depth: number }, object: ASTPath | undefined): boolean {
  const found = object ? evaluate(q, object, depth + 1) : [];
  return found.length > 0 && found.every((v) => v.kind === 'instance' && isClass(v.cls) && v.cls !== cls && skipped(above(q, v.cls, cls), above(q, cls, v.cls), up));
}

/** The function whose `this` a write at `p` writes on, or the static block (`static { this.http = … }`) it is in. */
function writerOf(p: ASTPath): ASTPath | undefined {
  const fn = enclosingFunction(p);
  for (let up: ASTPath | null = p.parentPath; up && up !== fn; up = up.parentPath) if ((up.value as ASTNode | undefined)?.type === 'StaticBlock') return up;
  return fn;
}

/** Whether a write on another class's `this` leaves `cls`'s member alone: that class is below it, or apart from it (neither above the other), or above it when `up`. */
const skipped = (otherAboveCls: string, clsAboveOther: string, up: boolean): boolean =>
  otherAboveCls === 'yes' || (otherAboveCls === 'no' && (clsAboveOther === 'no' || (up && clsAboveOther === 'yes')));

/** Whether `sup` is a class above `sub` in the file ('yes'), is not ('no': every class up from `sub` is the file's), or may be through a class of elsewhere. */
function above(q: Question, sub: ClassNode, sup: ASTNode): 'yes' | 'no' | 'maybe' {
  const { parent } = classLinks(q.index);
  let c: ClassNode = sub;
  for (let n = 0; n <= MAX_SUBCLASS_DEPTH + 1; n++) {
    const up = parent.get(c);
    if (!up) return c.superClass ? 'maybe' : 'no';
    if (up === sup) return 'yes';
    c = up;
  }
  return 'maybe';
}

/**
 * A field's values: its initialiser's and every assignment's of the class (`this.base = …`), unknown
 * when anything else writes a member of that name, or when nothing sets it in the constructor or
 * its declaration (a read before the method that sets it gets `undefined`) unless every write makes
 * an HTTP client (set up in `init()`: the read that finds it unset fails, it goes nowhere else).
 */
function fieldValues({ q, cls, name, read, field }: Omit<ClassMemberRead, 'depth'> & { field: { initial: Value[][]; typed?: ASTNode; depth: number } }): Value[] {
  const sets: Value[][] = [...field.initial];
  let inConstructor = field.initial.length > 0;
  for (const a of assignments(q, { cls, name, isStatic: read.isStatic, depth: field.depth })) {
    if (!a || (a.value as { operator: string }).operator !== '=') return [unknown(read.node)];
    const fn = writerOf(a)?.value as (ASTNode & { kind?: string }) | undefined;
    if (fn?.kind === 'constructor' || fn?.type === 'StaticBlock') inConstructor = true;
    // `this.api = this.api.extend({ headers })`: keeps the base the other writes give (http-clients.ts).
    if (!derivedFromItself(a.value as AssignmentExpression, name)) sets.push(evaluate(q, a.get('right'), field.depth + 1));
  }
  if (sets.length === 0 && field.typed) {
    // Declared with a type and set nowhere in the file (`client!: CloudflareClient`): its type says what it holds.
    const typed = typedValues(q, annotatedType(field.typed as never), read.node);
    if (typed) return typed;
  }
  // Set only in the class's own methods (`connect() { this.http = axios.create(…) }`): a client made lazily is still
  // that client when every write makes one (the asker wants one base of them all); any other field may be read unset.
  const made = sets.flat();
  if (!inConstructor && !(made.length > 0 && made.every((v) => v.kind === 'http'))) sets.push([unknown(read.node)]);
  return union(q, read.node, ...sets);
}

/** A member of a class's body as the layer reads it. */
type ClassMemberNode = ASTNode & { static?: boolean; kind?: string; computed?: boolean; value?: ASTNode | null };

/** The members of a class's body named `name` (its methods, getters, fields; `isStatic`: the static ones), with their positions in the body. */
export function ownMembers(cls: ClassNode, name: string, isStatic: boolean): Array<{ m: ClassMemberNode; i: number }> {
  return (cls.body.body as ClassMemberNode[]).map((m, i) => ({ m, i })).filter(({ m }) => !m.computed && Boolean(m.static) === isStatic && keyName(m as never) === name);
}

/** A class's own member node by name (its methods, getters, fields), for a recogniser that holds the class. */
export function ownMember(cls: ClassNode, name: string, isStatic: boolean): ASTNode | undefined {
  const found = ownMembers(cls, name, isStatic);
  return found.length === 1 ? found[0].m : undefined;
}

export { isClass };

/** The plain names of a class's own static members. */
function staticNames(cls: ClassNode): string[] {
  return (cls.body.body as ClassMemberNode[]).flatMap((m) => (m.static && !m.computed ? [keyName(m as never)].filter((n): n is string => n !== undefined) : []));
}

/** A constructor's parameter property named `name` (`constructor(private api: Api)`): its identifier, the constructor, its position. */
function parameterProperty(cls: ClassNode, name: string): { id: ASTNode; ctor: FunctionNode; index: number } | undefined {
  type Loose = { type: string; kind?: string; name?: string; params?: Loose[]; parameter?: Loose; left?: Loose };
  const members = cls.body.body as unknown as Loose[];
  const ctor = members.find((m) => m.type === 'ClassMethod' && m.kind === 'constructor');
  for (const [index, p] of (ctor?.params ?? []).entries()) {
    if (p.type !== 'TSParameterProperty') continue;
    const inner = p.parameter;
    const id = inner?.type === 'AssignmentPattern' ? inner.left : inner;
    if (id?.type === 'Identifier' && id.name === name) return { id: id as unknown as ASTNode, ctor: ctor as unknown as FunctionNode, index };
  }
  return undefined;
}

/** How many levels of subclasses a type reaches (`class B extends A`, `class C extends B`). */
const MAX_SUBCLASS_DEPTH = 3;

/**
 * What a value declared with a type holds, when the type names a class of the file (its instances and
 * its subclasses') or an interface that classes of the file are written to implement (theirs): a
 * client typed only by an interface (`client: CloudflareClient`) is one of the classes written for
 * it. Undefined for any other type (a type literal, an imported or global type, an interface no
 * class of the file implements): the value may be anything of that shape.
 */
export function typedValues(q: Question, type: ASTNode | undefined, at: ASTNode): Value[] | undefined {
  const t = type as { type: string; typeName?: { type: string; name?: string } } | undefined;
  if (t?.type !== 'TSTypeReference' || t.typeName?.type !== 'Identifier' || !t.typeName.name) return undefined;
  const name = t.typeName.name;
  const own = classNamed(q, name);
  const roots = own ? [own] : implementers(q.index, name);
  if (roots.length === 0) return undefined;
  const all = new Set<ClassNode>();
  const links = classLinks(q.index);
  for (const root of roots) [root, ...classesBelow(links, root, MAX_SUBCLASS_DEPTH).classes].forEach((c) => all.add(c));
  // An abstract class has no instances of its own.
  return [...all].filter((cls) => !(cls as { abstract?: boolean }).abstract).map((cls): Value => ({ kind: 'instance', cls, node: at, typed: name }));
}
