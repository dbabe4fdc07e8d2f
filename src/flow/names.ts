import type { ASTNode, ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import { perDeclaration } from './per-declaration';
import { enclosingFunction, variableValues } from '../ast/bindings';
import { pathOfNode } from '../ast/node-index';
import { bindingUses, exportedName } from './binding-uses';
import { declaresProps } from '../parse/component-props';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isFunction, type FunctionNode } from '../ast/syntax';
import { callbackLoop, elementValues, forOfLoop } from './loops';
import { walkedKeys } from './computed-keys';
import { globalClient, importedValues, requiredValues } from './modules';
import { mayBeNarrowed, narrowedValues, without } from './narrowing';
import { heldMap } from './maps';
import { heldUrl } from './urls';
import { heldSearchParams } from './search-params';
import { heldObject } from './objects';
import { writesOf } from './writes';
import { changedInFile } from './in-place';
import { fillsTemplate } from './template-fill';
import { pushedItems } from './pushed';
import { evaluate, union, type Question } from './question';
import { unknown, type Value } from './value';
import { argumentIndex, paramAt } from '../ast/this-parameter';
import { defaultedParameter } from './defaults';
import { thenSettled } from './settled';

/*
 * What a name holds: the declaration it stands for at the read (src/ast/scope.ts, so a parameter or a
 * nested `const` of the same name is told apart), then a guard that narrows it, the loop it is the
 * element of, a `const`'s initialiser, every value a `let` is given (src/ast/bindings.ts's
 * `variableValues`), a function declared with that name, or a parameter (a hole the call binds).
 */

export function identifierValues(q: Question, path: ASTPath<Identifier>, depth: number): Value[] {
  const node = path.value;
  const declarations = declarationsAt(q.index, path, node.name);
  // Not declared in the file (a global, `undefined`; a client's global is its package), or declared twice in one scope.
  const global = declarations.length === 0 ? globalClient(node.name, node) : undefined;
  if (declarations.length !== 1) return [global ?? unknown(node)];
  const [declaration] = declarations;
  const narrowed = mayBeNarrowed(q.index, node.name) && unchanging(q, declaration) ? narrowedValues(q, { path, name: node.name, scope: declaration.scope, depth }) : undefined;
  return narrowed?.values ?? without(heldValues(q, path, declaration, depth), narrowed?.excluded);
}

/** What the name declared by `declaration` holds at the read `path`, before any guard. */
function heldValues(q: Question, path: ASTPath<Identifier>, declaration: Declaration, depth: number): Value[] {
  const node = path.value;
  if (declaration.declarator) {
    const found = declaredValues({ q, declarator: declaration.declarator as ASTPath<VariableDeclarator>, declaration, read: node, depth });
    // An object held by the name: with what is written on it through the name before this read.
    // A map held by the name: with every entry put in through the name (maps.ts).
    // A URL object held by the name: with the changes made to it through the name before this read (urls.ts).
    // Query parameters held by the name: with every change made through the name (search-params.ts).
    return found.map((v) => {
      if (v.kind === 'object') return heldObject(q, declaration, v, path);
      if (v.kind === 'map') return heldMap(q, declaration, v);
      if (v.kind === 'url') return heldUrl(q, declaration, v, path);
      return v.kind === 'search' ? heldSearchParams(q, declaration, v, path) : v;
    });
  }
  const holder = declaredAt(q, declaration)?.parentPath;
  if (!holder) return [unknown(node)];
  if (holder.value?.type === 'FunctionDeclaration' && holder.value.id === declaration.id) return [{ kind: 'function', fn: holder.value }];
  if (holder.value?.type === 'ClassDeclaration' && holder.value.id === declaration.id) return [{ kind: 'class', cls: holder.value }];
  const fromImport = importedValues(holder, declaration, node);
  if (fromImport) return fromImport;
  return parameterValues(q, declaration, node, depth);
}

/** Where a name is declared (its identifier's path), found once per declaration and tree rather than for every read. */
const declaredAt = perDeclaration((q, declaration) => pathOfNode(q.ctx, declaration.id));

/** A read (`read`) of a variable declared by `declarator`, `depth` steps into the evaluation. */
interface DeclaredRead {
  q: Question;
  declarator: ASTPath<VariableDeclarator>;
  declaration: Declaration;
  read: ASTNode;
  depth: number;
}

/** A variable's values from its declarator: the loop it walks, a `const`'s initialiser, a `let`'s assignments. */
function declaredValues({ q, declarator, declaration, read, depth }: DeclaredRead): Value[] {
  // A key (or value) of an object a loop walks (computed-keys.ts); destructured (`const { a } = o`): the object kinds are the layer's next step.
  const key = walkedKeys(q, declarator, declaration.id, depth);
  if (key || declarator.value.id !== declaration.id) return key ?? requiredValues(declarator, declaration, read) ?? [unknown(read)];
  const kind = declarator.parentPath?.parentPath?.value?.kind;
  const loop = forOfLoop(declarator);
  if (loop) return kind === 'const' || writes(q, declaration) === 0 ? elementValues(q, loop, read, depth) : [unknown(read)];
  const name = declaration.id.name;
  if (kind === 'const') {
    if (!declarator.value.init) return [unknown(read)];
    const found = evaluate(q, declarator.get('init'), depth + 1);
    // A list the code changes: when it only pushes to it and walks it, each element is one of those written or pushed (pushed.ts).
    const [list] = found;
    if (found.length === 1 && list.kind === 'list' && changedInFile(q.index).itself.has(name)) return pushedItems(q, declaration, list, depth) ?? [unknown(read)];
    return held(q, name, found, read);
  }
  const written = writtenValues(q, declaration);
  // Written some other way (`+=`, a destructuring target), or never given a value.
  if (!written || written.length === 0) return [unknown(read)];
  // `path = path.replace(':' + key, params[key])`: the template it held, filled in (template-fill.ts).
  const given = written.filter(({ at }) => at.value.type === 'VariableDeclarator' || !fillsTemplate((at.value as { right?: ASTNode }).right, name));
  if (given.length === 0) return [unknown(read)];
  const sets = given.map(({ at }) => evaluate(q, at.get(at.value.type === 'VariableDeclarator' ? 'init' : 'right'), depth + 1));
  return held(q, name, union(q, read, ...sets), read);
}

/**
 * The values a `let` or `var` declared by a declarator is given in its function, or anywhere in the
 * module for one of its top level (bindings.ts's `variableValues`): once per declaration and tree,
 * where each read of a `var` looked up every identifier of its name again. An exported one keeps
 * them (an importer cannot reassign it), but for a Svelte component's prop (`export let api = …`, set
 * by the parent: src/parse/component-props.ts), which holds anything.
 */
const writtenValues = perDeclaration((q, declaration) => {
  const declarator = declaration.declarator as ASTPath<VariableDeclarator>;
  const scope = enclosingFunction(declarator)?.value ?? q.ctx.root.get().value;
  // The name's own identifiers, by scope: a callback's parameter of the same name is another variable.
  const uses = bindingUses(q.index, q.ctx.root, declaration) as ASTPath<Identifier>[];
  if (declaresProps(q.ctx.root.get().value) && exportedName(declaration, uses)) return undefined;
  return variableValues(q.ctx, scope, declarator, () => uses);
});

/**
 * A parameter: the element of the loop whose callback it is, else a hole the call binds (invoke.ts).
 * A parameter the function assigns (`s = s === 'compression' ? 'brotli' : 'ssl'`) no longer holds the
 * call's argument after that: unknown, not the parameter.
 */
function parameterValues(q: Question, declaration: Declaration, read: ASTNode, depth: number): Value[] {
  const fn = declaration.scope;
  if (!isFunction(fn)) return [unknown(read)];
  const index = argumentIndex(fn, (p: ASTNode) => p === declaration.id || (p.type === 'AssignmentPattern' && p.left === declaration.id));
  if (index < 0 || writes(q, declaration) > 0) return [unknown(read)];
  // A `.then` callback's: what the promise settles to (settled.ts).
  const settled = index === 0 ? thenSettled(q, fn, depth) : undefined;
  if (settled) return settled;
  if (index === 0 && paramAt(fn, 0) === declaration.id) {
    const at = pathOfNode(q.ctx, fn);
    const loop = at && callbackLoop(at as ASTPath<FunctionNode>);
    if (loop) return elementValues(q, loop, read, depth);
  }
  // A default written beside it, the file holding every call: what those calls give it (defaults.ts).
  return defaultedParameter(q, fn, index, depth) ?? [unknown(read, { kind: 'parameter', fn, index })];
}

/**
 * A list held by a name the file changes (`list.push(…)`, `list[0] = …`) is not the list written, nor is
 * one known by what each element may be (`const out = ids.map(f); out.push(other)`: `other` is one too).
 */
function held(q: Question, name: string, found: Value[], read: ASTNode): Value[] {
  return found.some((v) => v.kind === 'list' || v.kind === 'items') && changedInFile(q.index).itself.has(name) ? [unknown(read)] : found;
}

/**
 * Whether a name keeps the value it is declared with: a `const`, or a parameter or `let` nothing
 * writes (a guard's narrowing then holds at every read after it).
 */
function unchanging(q: Question, declaration: Declaration): boolean {
  const kind = declaration.declarator?.parentPath?.parentPath?.value?.kind;
  if (kind === 'const') return true;
  if (declaration.declarator && (declaration.declarator.value as VariableDeclarator).id !== declaration.id) return false;
  return writes(q, declaration) === 0;
}

/** How many places write a name in the scope it is declared in (an assignment, `++`, a loop's target; not a destructured parameter's own name), 0 when none; counted once per declaration and tree. */
const writes = perDeclaration((q, declaration) => writesOf(q.index, q.ctx.root, declaration.scope, declaration.id.name).filter((w) => w.value !== declaration.id).length);
