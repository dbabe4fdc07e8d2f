import type { ASTNode, ASTPath, CallExpression, Identifier, Program, VariableDeclarator } from 'jscodeshift';
import type { NodeIndex } from './node-index';
import { declarationsAt } from './scope';
import { isImportBindingAt } from './import-bound';
import { isMember, memberName, type MaybeNode } from './syntax';
import { importBinding } from './type-declarations';

/*
 * Variables that hold a value of a written type through a framework's state wrapper: Vue's
 * `ref<T>(…)`, `shallowRef<T>(…)`, `computed<T>(…)` (the value is read as `x.value`) and
 * `reactive<T>(…)` (`x` is the value), and Svelte's `writable<T>(…)` (`get(x)`, and `$x` in the
 * component that declares it); also what is declared with their types (`rec: Ref<T | null>`,
 * `ComputedRef<T>`, `Writable<T>`). The wrapper is known by its import: a function of the file's own
 * that happens to be called `ref` is not Vue's.
 */

/** How the held value is reached from the variable: `x.value`, `x` itself, or a Svelte store's reads. */
export type StateAccess = 'value' | 'self' | 'store';

const VUE: Record<string, StateAccess> = { ref: 'value', shallowRef: 'value', computed: 'value', reactive: 'self', shallowReactive: 'self' };
/** The modules that export each wrapper (Vue's own packages, and vue-demi that re-exports them). */
const WRAPPERS: Record<string, Record<string, StateAccess>> = {
  vue: VUE,
  '@vue/reactivity': VUE,
  '@vue/runtime-core': VUE,
  'vue-demi': VUE,
  'svelte/store': { writable: 'store' },
};
const VUE_TYPES: Record<string, StateAccess> = { Ref: 'value', ShallowRef: 'value', ComputedRef: 'value', WritableComputedRef: 'value' };
/** The types of the wrappers' results, by module. */
const STATE_TYPES: Record<string, Record<string, StateAccess>> = {
  vue: VUE_TYPES,
  '@vue/reactivity': VUE_TYPES,
  '@vue/runtime-core': VUE_TYPES,
  'vue-demi': VUE_TYPES,
  'svelte/store': { Writable: 'store', Readable: 'store' },
};
/** Every name those types are exported under (a quick test before the import is looked up). */
const STATE_TYPE_NAMES = new Set(Object.values(STATE_TYPES).flatMap((names) => Object.keys(names)));

/** A variable a state wrapper gives a written type. */
export interface WrappedState {
  /** The type the wrapper is given, without `| null` and `| undefined` (`T` in `ref<T | null>(null)`). */
  type: ASTNode;
  access: StateAccess;
}

/** What an identifier imported at `at` stands for: its module and name there (`import { ref as r }` → vue, ref). */
function importedAt(index: NodeIndex, at: ASTPath, name: string): { source: string; imported: string } | undefined {
  // The name there is the import's own binding, not a declaration of the same name shadowing it (import-bound.ts).
  if (!isImportBindingAt(index, at, name)) return undefined;
  const program = index.of('Program')[0]?.value as Program | undefined;
  const bound = program && importBinding(program, name);
  return bound ? { source: bound.source, imported: bound.imported } : undefined;
}

/** The wrapper a callee names, resolved through the file's imports (`ref`, `vueRef` for `ref as vueRef`, `Vue.ref`). */
function wrapperOf(index: NodeIndex, at: ASTPath, callee: MaybeNode): StateAccess | undefined {
  if (callee?.type === 'Identifier') {
    const from = importedAt(index, at, callee.name);
    return from ? WRAPPERS[from.source]?.[from.imported] : undefined;
  }
  if (isMember(callee) && callee.object.type === 'Identifier') {
    const from = importedAt(index, at, callee.object.name);
    const name = memberName(callee);
    return from?.imported === '*' && name !== undefined ? WRAPPERS[from.source]?.[name] : undefined;
  }
  return undefined;
}

/** A type without its `null` and `undefined` members (`T | null` → `T`); undefined when no single type is left. */
export function withoutNullish(type: MaybeNode): ASTNode | undefined {
  if (type?.type !== 'TSUnionType') return type ?? undefined;
  const rest = type.types.filter((t) => t.type !== 'TSNullKeyword' && t.type !== 'TSUndefinedKeyword');
  return rest.length === 1 ? rest[0] : undefined;
}

/**
 * The state a declarator's value is, when it is a call of a known wrapper with a type argument
 * (`const editing = ref<DnsRecord | null>(null)`): the type given (nullish members removed) and how
 * the value is read. Undefined for anything else (no type argument, a local `ref`, another module's).
 */
export function wrappedState(index: NodeIndex, declarator: ASTPath<VariableDeclarator>): WrappedState | undefined {
  const init = declarator.value.init;
  if (init?.type !== 'CallExpression') return undefined;
  // Babel 7 writes a call's type arguments as typeParameters, Babel 8 as typeArguments.
  const given = ((init as CallExpression & { typeArguments?: CallExpression['typeParameters'] }).typeArguments ?? init.typeParameters)?.params;
  if (given?.length !== 1) return undefined;
  const access = wrapperOf(index, declarator, init.callee);
  const type = access ? withoutNullish(given[0]) : undefined;
  return access && type ? { type, access } : undefined;
}

/** `Ref<T>`-like: a reference to a type named as one of the wrappers' types, with one type argument (a quick test, without imports). */
export function mayBeStateType(annotation: MaybeNode): boolean {
  const t = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
  return t?.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && STATE_TYPE_NAMES.has(t.typeName.name) && t.typeParameters?.params.length === 1;
}

/**
 * The state a declaration's annotation gives it (`editing: Ref<DnsRecord | null>`, `list: ComputedRef<T[]>`,
 * `store: Writable<T>`), with the type imported from vue or svelte/store: the type it holds (nullish
 * members removed) and how its value is read. `at`: where the annotation is written.
 */
export function annotatedState(index: NodeIndex, at: ASTPath, annotation: MaybeNode): WrappedState | undefined {
  const t = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
  if (!mayBeStateType(t) || t?.type !== 'TSTypeReference' || t.typeName.type !== 'Identifier' || !t.typeParameters) return undefined;
  const from = importedAt(index, at, t.typeName.name);
  const access = from ? STATE_TYPES[from.source]?.[from.imported] : undefined;
  const type = access ? withoutNullish(t.typeParameters.params[0]) : undefined;
  return access && type ? { type, access } : undefined;
}

/**
 * Where the value a wrapped state holds is read, from the references to its variable: `x.value`
 * ('value'), `x` ('self'), and for a Svelte store `get(x)` with `get` from svelte/store. (`$x` reads
 * are found by `storeReads`.)
 */
export function heldValue(index: NodeIndex, access: StateAccess, ref: ASTPath): ASTPath | undefined {
  const parentPath = ref.parent;
  const parent = parentPath?.value;
  if (access === 'self') return ref;
  if (access === 'value') {
    if (!isMember(parent) || parent.object !== ref.value || parent.computed || memberName(parent) !== 'value') return undefined;
    return parentPath;
  }
  if (parent?.type !== 'CallExpression' || parent.arguments.length !== 1 || parent.arguments[0] !== ref.value || parent.callee.type !== 'Identifier') return undefined;
  const from = importedAt(index, parentPath, parent.callee.name);
  return from?.source === 'svelte/store' && from.imported === 'get' ? parentPath : undefined;
}

/**
 * A Svelte component's `$x` reads of a store `x` declared at its top level: identifiers `$x` that the
 * file does not declare itself (Svelte's auto-subscription).
 */
export function storeReads(index: NodeIndex, declarator: ASTPath<VariableDeclarator>): ASTPath[] {
  const id = declarator.value.id;
  if (id.type !== 'Identifier' || declarator.parent?.parent?.value?.type !== 'Program') return [];
  const name = `$${id.name}`;
  return index.of('Identifier').filter((p: ASTPath<Identifier>) => {
    if (p.value.name !== name || declarationsAt(index, p, name).length > 0) return false;
    const parent = p.parent?.value;
    return !(isMember(parent) && parent.property === p.value && !parent.computed) && !((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === p.value && !parent.shorthand);
  });
}
