import { dirname, relative, sep } from 'path';
import type { ASTNode, ASTPath, AssignmentExpression, CallExpression } from 'jscodeshift';
import type { RunModules, TransformContext } from '../../types';
import { currentIndex } from '../../ast/node-index';
import { declarationsAt, thisOwner } from '../../ast/scope';
import { enclosingFunction } from '../../ast/bindings';
import { isMember, keyName, memberName, unwrap } from '../../ast/syntax';
import { outerExpression } from '../../ast/paths';
import { typedItems, type ItemRef } from '../responses/items';
import { calledFunctions, callsAnyTaker, type Callee, type CallerView, type WrittenType } from './called-function';

/**
 * Reads of a record type's field that need the value the field's type holds now (`data.name: string`,
 * `zone_name: string`, `locked: boolean`): returned from a function written to return a type that
 * excludes undefined, passed for such a parameter, given to such a variable or field, read on
 * (`r.zone_name.toUpperCase()`). A transform that would make the field optional (`zone_name?: string`)
 * looks for them first: under strictNullChecks such a read stops compiling (TS2322, TS2345, TS18048),
 * so the type keeps the field as it is and the transform reports where the read is.
 *
 * The slot's type is not compared with the field's: any written type that does not take undefined
 * (not `any`, `unknown`, `undefined`, `void`, a type parameter of the function, a union with one of
 * them) counts as needing the value, `string` and `boolean` alike (conservative: a slot of another
 * type would not have compiled with the field's type either, or is an alias that may exclude undefined).
 */

/**
 * A tree the record types are read in: the current file's, or the program of another module of the
 * run (with no text: its paths are for looking, not editing), with the run's modules as it sees them.
 */
export type ModuleView = CallerView & { file: { path: string; source: string } };

const views = new WeakMap<object, ModuleView>();

/** Another module's program as a ModuleView (one per program, its node index built once). */
export function moduleView(ctx: TransformContext, file: string, program: object): ModuleView {
  let view = views.get(program);
  if (!view) {
    const kept = new Map<string, unknown>();
    const memo = <T>(key: string, compute: () => T): T => {
      if (!kept.has(key)) kept.set(key, compute());
      return kept.get(key) as T;
    };
    view = { j: ctx.j, root: ctx.j(program as ASTNode), memo, file: { path: file, source: '' }, modules: ctx.modules?.of?.(file) };
    views.set(program, view);
  }
  return view;
}

/** A field as a path of member names from the record (`['data', 'name']`, `['zone_name']`). */
export type FieldPath = readonly string[];

/**
 * The read of `field` on the value `ref` stands for (also through casts, parentheses and `await`:
 * `(await pending).zone_name`); undefined when the value is not read there, or the field is assigned,
 * updated or deleted.
 */
export function fieldRead(ref: ItemRef, field: FieldPath): ASTPath | undefined {
  let at = outerExpression(ref.path);
  for (const name of field) {
    const parentPath = at.parentPath;
    const parent = parentPath?.value;
    if (!isMember(parent) || parent.object !== at.value || memberName(parent) !== name) return undefined;
    at = parentPath;
  }
  const up = at.parentPath?.value;
  if ((up?.type === 'AssignmentExpression' && up.left === at.value) || up?.type === 'UpdateExpression' || (up?.type === 'UnaryExpression' && up.operator === 'delete')) return undefined;
  return at;
}

/** A read found by requiredRead: which of the fields, and where (see readAt). */
export interface RequiredRead {
  field: FieldPath;
  at: string;
}

/**
 * A read of one of `fields`, in the module seen through `view`, on a value typed with the record type
 * (by its local `names` there: a parameter, a variable, a class field, elements of a list of them)
 * whose value goes where the field's value is required (see requiresValue).
 */
export function requiredRead(ctx: TransformContext, view: ModuleView, names: ReadonlySet<string>, fields: readonly FieldPath[], literals = true): RequiredRead | undefined {
  if (names.size === 0) return undefined;
  for (const { ref } of typedItems(view, names, { variables: true })) {
    for (const field of fields) {
      const read = fieldRead(ref, field);
      if (read && requiresValue(view, read, literals)) return { field, at: readAt(ctx, view.file.path, read) };
    }
  }
  return undefined;
}

/** The reads asked about: of the fields `fields` of the record type `name`, in modules that hold `word`. */
interface TypeReads {
  name: string;
  fields: readonly FieldPath[];
  word: string;
  /**
   * Whether a read copied into a literal counts by the literal's slot (see requiresValue); false for a
   * transform that gives every such read its own fallback (dns-record-locked's `r.locked ?? false`).
   */
  literals?: boolean;
}

/**
 * requiredRead in the other modules of the run that import the record type `name` and hold `word`
 * (`modules`: as the type's declaring module sees them; their programs as the run began).
 */
export function requiredReadElsewhere(ctx: TransformContext, modules: RunModules | undefined, { name, fields, word, literals }: TypeReads): RequiredRead | undefined {
  for (const { path: file, program, locals } of modules?.importers(name, word) ?? []) {
    const found = requiredRead(ctx, moduleView(ctx, file, program as object), new Set(locals), fields, literals);
    if (found) return found;
  }
  return undefined;
}

/**
 * requiredRead for a record type declared in this file (`name`), in this file as it is now (unless
 * `here` is false: the transform rewrites those reads itself) and in the modules of the run that import
 * it: where the first read that needs the field is.
 */
export function requiredReadOfType(ctx: TransformContext, reads: TypeReads, here = true): RequiredRead | undefined {
  return (here ? requiredRead(ctx, ctx, new Set([reads.name]), reads.fields, reads.literals) : undefined) ?? requiredReadElsewhere(ctx, ctx.modules, reads);
}

/** The name of the function a path is in (a declaration, a method, a const holding an arrow), if it has one. */
function functionNameAt(at: ASTPath): string | undefined {
  const fn = enclosingFunction(at);
  if (!fn) return undefined;
  const node = fn.value as { id?: { name?: string } | null };
  if (node.id?.name) return node.id.name;
  const holder = fn.parent?.value;
  if (holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier') return holder.id.name;
  return fn.value.type === 'ClassMethod' || fn.value.type === 'ObjectMethod' ? keyName(fn.value as never) : undefined;
}

/**
 * Where a read is, for a finding of `ctx`'s file, by what does not move when markers go in: the
 * function it is in, and the file (`trunkHost() in ../report/hosts.ts`, `publish() in this file`).
 */
function readAt(ctx: TransformContext, file: string, read: ASTPath): string {
  const rel = relative(dirname(ctx.file.path), file).split(sep).join('/');
  const where = file === ctx.file.path ? 'this file' : `${rel.startsWith('.') ? '' : './'}${rel}`;
  const fn = functionNameAt(read);
  return fn ? `${fn}() in ${where}` : where;
}

/** Types that take undefined: `any`, `unknown`, `undefined`, `void`, a union with one of them. */
const TAKES_UNDEFINED = new Set(['TSAnyKeyword', 'TSUnknownKeyword', 'TSUndefinedKeyword', 'TSVoidKeyword']);

/**
 * Whether a type as written excludes undefined (`string`, `boolean | null`, a named type, which
 * may be an alias of one that takes it: counted as excluding); false with no written type, and for a
 * type parameter of `generic` (inferred from the value).
 */
function excludesUndefined(annotation: WrittenType, generic?: Callee): boolean {
  const t = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
  if (!t) return false;
  if (t.type === 'TSParenthesizedType') return excludesUndefined(t.typeAnnotation, generic);
  if (t.type === 'TSUnionType') return (t.types ?? []).every((u) => excludesUndefined(u, generic));
  const named = t.type === 'TSTypeReference' && t.typeName?.type === 'Identifier' ? t.typeName.name : undefined;
  if (named !== undefined && (generic?.typeParameters?.params ?? []).some((p) => p.name === named)) return false;
  return !TAKES_UNDEFINED.has(t.type);
}

/** The type a function is written to return, as a returned value must fit it (`Promise<T>` of an async one: T). */
function returnSlot(fn: Callee | undefined): WrittenType {
  const t = fn?.returnType?.typeAnnotation;
  if (!fn?.async) return t;
  return t?.type === 'TSTypeReference' && t.typeName?.type === 'Identifier' && t.typeName.name === 'Promise' ? t.typeParameters?.params?.[0] : undefined;
}

/**
 * The type written for what an assignment assigns to: a variable declared with one (`let host:
 * string`), or a field of the class it is written in (`this.host = …`, `host: string`; none for
 * `host?: string`).
 */
function assignedSlot(view: ModuleView, assignment: ASTPath<AssignmentExpression>): WrittenType {
  const left = unwrap(assignment.value.left);
  if (left?.type === 'Identifier') {
    const declared = declarationsAt(currentIndex(view), assignment, left.name);
    return declared.length === 1 ? (declared[0].id.typeAnnotation as WrittenType) : undefined;
  }
  if (!isMember(left) || left.computed || unwrap(left.object)?.type !== 'ThisExpression') return undefined;
  const owner = thisOwner(assignment);
  const name = memberName(left);
  const members: ASTNode[] = owner && (owner.type === 'ClassDeclaration' || owner.type === 'ClassExpression') ? owner.body.body : [];
  const field = members.find((m) => m.type === 'ClassProperty' && !m.static && !m.computed && !(m as { optional?: boolean | null }).optional && keyName(m) === name);
  return field?.type === 'ClassProperty' ? (field.typeAnnotation as WrittenType) : undefined;
}

/** TypeScript sources: a call whose callee is not known may need a value there (see argumentRequired). */
const TYPED = /\.[cm]?tsx?$/;

/**
 * Whether an argument goes where undefined does not compile: for a parameter (of each function the
 * call may call, see called-function.ts) written with a type that excludes it, not optional, no
 * default; a rest parameter by its element type. When the callee is not known (a callback parameter,
 * a method of another object, `ids.push(…)`, a function of a module outside the run) or the position
 * is not (a spread before it), a TypeScript module may need the value there (under strict,
 * `ids.push(r.zone_id)` on a `string[]` stops compiling): counted as required, except for the globals
 * that take anything (`console.log`, `String`, callsAnyTaker). A JavaScript module compiles either way.
 */
function argumentRequired(view: ModuleView, call: ASTPath<CallExpression>, arg: ASTNode): boolean {
  const args: ASTNode[] = call.value.arguments;
  const at = args.indexOf(arg);
  const fns = at >= 0 && !args.slice(0, at).some((a) => a.type === 'SpreadElement') ? calledFunctions(view, call) : undefined;
  if (!fns) return TYPED.test(view.file.path) && !callsAnyTaker(view, call);
  return fns.some((fn) => {
    const rest = fn.params.findIndex((q) => q.type === 'RestElement');
    const param = rest >= 0 && at >= rest ? fn.params[rest] : fn.params[at];
    if (param?.type === 'RestElement') {
      const list = param.typeAnnotation?.type === 'TSTypeAnnotation' ? param.typeAnnotation.typeAnnotation : param.typeAnnotation;
      const named = list?.type === 'TSTypeReference' && ['Array', 'ReadonlyArray'].includes(list.typeName?.name ?? '') ? list.typeParameters?.params?.[0] : undefined;
      // An element type not read here (a tuple, an alias) counts as one that excludes undefined.
      return list?.type === 'TSArrayType' ? excludesUndefined(list.elementType, fn) : named ? excludesUndefined(named, fn) : !!list;
    }
    return param?.type === 'Identifier' && !param.optional && excludesUndefined(param.typeAnnotation, fn);
  });
}

/**
 * Whether the value read at `read` goes where undefined does not compile: returned from a function
 * written to return a type that excludes it, passed for such a parameter (argumentRequired), given to a variable or a field written with such a type
 * (declared so, or assigned: see assignedSlot), read on (`.length`, `.split(…)`), or used as an index
 * key (`groups[r.zone_name]`: TS2538), or checked with `satisfies` against such a type. Through
 * parentheses, `?:` branches, the right side of `&&`, `||`, `??` (and the left of `&&`), and the
 * members of object and array literals (`return { zoneId: r.zone_id }` from a function written to
 * return the app's own type: the literal's slot decides, conservatively for the whole type); a fallback
 * (`?? ''`), `!`, a cast, a template, a comparison, a test (`if (r.locked)`) or an arrow with no
 * written return type takes undefined.
 */
function requiresValue(view: ModuleView, read: ASTPath, literals = true): boolean {
  // Inside a literal, only the literal's slot counts: a literal read on (`[r.zone_name, r.name].join(',')`) takes undefined.
  let inLiteral = false;
  for (let p = read; p.parent; p = p.parent) {
    const parent = p.parent.value;
    // The field of the parent node that holds it (`arguments` for an argument, not its index).
    const key = Array.isArray(p.parentPath.value) ? p.parentPath.name : p.name;
    switch (parent?.type) {
      case 'ParenthesizedExpression':
        continue;
      case 'ObjectExpression':
      case 'ArrayExpression':
        if (!literals) return false;
        inLiteral = true;
        continue;
      case 'ObjectProperty':
      case 'Property':
        // A member of a literal: the literal goes where the value would (`return { zoneId: r.zone_id }`).
        if (key !== 'value' || !literals) return false;
        continue;
      case 'TSSatisfiesExpression':
        return excludesUndefined(parent.typeAnnotation);
      case 'ConditionalExpression':
        if (key === 'test') return false;
        continue;
      case 'LogicalExpression':
        if (key === 'left' && parent.operator !== '&&') return false;
        continue;
      case 'MemberExpression':
      case 'OptionalMemberExpression':
        // An index key too (`groups[r.zone_name]`): undefined cannot index (TS2538).
        if (inLiteral) return false;
        return (key === 'object' && !parent.optional) || (key === 'property' && parent.computed);
      case 'CallExpression':
      case 'OptionalCallExpression':
        return key === 'arguments' && argumentRequired(view, p.parent, p.value);
      case 'ReturnStatement':
        return excludesUndefined(returnSlot(enclosingFunction(p)?.value as unknown as Callee | undefined));
      case 'ArrowFunctionExpression':
        return key === 'body' && excludesUndefined(returnSlot(parent as Callee));
      case 'VariableDeclarator':
        return key === 'init' && excludesUndefined(parent.id.typeAnnotation);
      case 'AssignmentExpression':
        return key === 'right' && parent.operator === '=' && excludesUndefined(assignedSlot(view, p.parent));
      default:
        return false;
    }
  }
  return false;
}
