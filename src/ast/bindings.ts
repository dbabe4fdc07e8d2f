import type { AssignmentExpression, ASTNode, ASTPath, Identifier, JSCodeshift, VariableDeclarator } from 'jscodeshift';
import { isFunction, isMember, isProperty, keyName, receiverKey, unwrap, type FunctionNode } from './syntax';
import { CLASS_FIELDS, currentIndex, FUNCTIONS, identifiersIn, nodeIndex, questionIndex, type IndexContext, type NodeIndex, type Root } from './node-index';
import { declarationsAt, type Declaration } from './scope';

/**
 * What a name stands for across one file, when it can be known without running the code: a `const`
 * declared once (by name), and a class field or `this.x` set exactly once (by `this.x`), in a class
 * field initialiser or a constructor. Names declared or assigned more than once are left out, so a
 * value is only trusted when there is one.
 */
export interface Bindings {
  /** The initialiser of a once-declared `const name`, or of a once-set `this.name` (key `this.name`). */
  value(key: string): ASTNode | undefined;
  /** Declarators and assignments giving each key its value (for edits that need the place). */
  valuePath(key: string): ASTPath | undefined;
}

const cache = new WeakMap<object, Bindings>();

export function bindingsOf(j: JSCodeshift, root: Root): Bindings {
  const rootNode = root.get().value;
  const cached = cache.get(rootNode);
  if (cached) return cached;
  const seen = new Map<string, ASTPath>();
  const dup = new Set<string>();
  const add = (key: string | undefined, path: ASTPath, trusted: boolean): void => {
    if (!key) return;
    if (seen.has(key) || !trusted) dup.add(key);
    seen.set(key, path);
  };

  const index = nodeIndex(j, root);
  index.of('VariableDeclarator').forEach((p) => {
    const { id, init } = p.value;
    if (id.type !== 'Identifier') return patternNames(id).forEach((name) => add(name, p, false));
    add(id.name, p, p.parent?.value?.kind === 'const' && !!init);
  });
  // A parameter of the same name shadows a const somewhere: the name is no longer one value.
  index.of(...FUNCTIONS).forEach((p) => {
    for (const param of p.value.params) patternNames(param).forEach((name) => add(name, p, false));
  });
  // So does a catch clause's parameter (`catch (record)`: what was thrown, not the const `record`).
  index.of('CatchClause').forEach((p) => p.value.param && patternNames(p.value.param).forEach((name) => add(name, p, false)));
  index.of('AssignmentExpression').forEach((p) => {
    const key = receiverKey(p.value.left);
    if (!key) return;
    // `this.x = …` counts once when it sits in a constructor; anywhere else it may change later.
    add(key, p, key.startsWith('this.') && inConstructor(p) && p.value.operator === '=');
  });
  index.of(...CLASS_FIELDS).forEach((p) => {
    // A class field: Babel's ClassProperty / ClassPrivateProperty, or ESTree's PropertyDefinition.
    const field = p.value as ASTNode & { static?: boolean; key: ASTNode; value?: ASTNode | null };
    if (!field.static) {
      const name = field.type === 'ClassPrivateProperty' ? `#${field.key.id.name}` : keyName(field);
      if (name && field.value) add(`this.${name}`, p, true);
    }
  });
  for (const k of dup) seen.delete(k);

  const valueOf = (p: ASTPath): ASTNode | null | undefined => {
    const v = p.value;
    if (v.type === 'VariableDeclarator') return v.init;
    if (v.type === 'AssignmentExpression') return v.right;
    return (v as { value?: ASTNode | null }).value;
  };
  const bindings: Bindings = {
    value: (key) => {
      const p = seen.get(key);
      return p ? unwrap(valueOf(p)) : undefined;
    },
    valuePath: (key) => seen.get(key),
  };
  cache.set(rootNode, bindings);
  return bindings;
}

/** The nearest function (declaration, expression, arrow or method) around a path. */
export function enclosingFunction(path: ASTPath): ASTPath<FunctionNode> | undefined {
  for (let p: ASTPath | null = path.parentPath; p; p = p.parentPath) if (isFunction(p.value)) return p as ASTPath<FunctionNode>;
  return undefined;
}

/** Whether a path sits directly in a class constructor (not in a function nested in it). */
export function inConstructor(path: ASTPath): boolean {
  const fn = enclosingFunction(path)?.value;
  return fn?.type === 'ClassMethod' && fn.kind === 'constructor';
}

/** The names a binding pattern declares (`a`, `{ a, b: c }`, `[a, ...b]`, `a = 1`). */
export function patternNames(pattern: ASTNode | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : 'value' in p ? p.value : undefined));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => patternNames(e));
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'TSParameterProperty':
      return patternNames(pattern.parameter);
    default:
      return [];
  }
}

/**
 * Whether an identifier uses the value of the binding it names: not a declarator's name, a property
 * key, a member name (`x.name`) or a shorthand property of a destructuring pattern (`{ name } = x`).
 */
export function isValueUse(p: ASTPath): boolean {
  const parent = p.parentPath?.value;
  if (isMember(parent) && parent.property === p.value && !parent.computed) return false;
  if (isProperty(parent) && parent.key === p.value && !parent.shorthand) return false;
  if (parent?.type === 'VariableDeclarator' && parent.id === p.value) return false;
  return !(isProperty(parent) && parent.shorthand && p.parentPath?.parentPath?.parentPath?.value?.type === 'ObjectPattern');
}

/** Plain assignments of the file by the name they write (`name = …`, `name += …`), once per index. */
const byName = new WeakMap<NodeIndex, Map<string, ASTPath[]>>();
function assignedNames(index: NodeIndex): Map<string, ASTPath[]> {
  let found = byName.get(index);
  if (!found) {
    const assigned = new Map<string, ASTPath[]>();
    index.of('AssignmentExpression').forEach((p) => p.value.left.type === 'Identifier' && (assigned.get(p.value.left.name) ?? assigned.set(p.value.left.name, []).get(p.value.left.name)!).push(p));
    found = assigned;
    byName.set(index, found);
  }
  return found;
}

/** The function node a declarator belongs to (remembered: a name such as `e` is declared in many functions). */
const owners = new WeakMap<ASTPath, FunctionNode | undefined>();
function ownerOf(p: ASTPath): FunctionNode | undefined {
  if (!owners.has(p)) owners.set(p, enclosingFunction(p)?.value);
  return owners.get(p);
}

/**
 * How `name` gets its values where `at` reads it: the variable of a function it stands for there (by
 * JavaScript's scopes: scope.ts's declarationsAt), its one declarator and every assignment to that
 * same variable (nested functions included, those that declare the name again left out). Undefined
 * when the name stands for anything else there: a variable of the module, a parameter, a catch
 * parameter (`catch (record)` hides the `record` declared around the `try`), a function or class
 * name, an import, a global, or a name the scope declares twice.
 */
export function localAssignments(ctx: IndexContext, at: ASTPath, name: string): { declarator: ASTPath<VariableDeclarator>; assignments: ASTPath<AssignmentExpression>[] } | undefined {
  // With the runner's memo the index follows edits; without one, the tree's own (built once).
  const index = questionIndex(ctx);
  const seen = declarationsAt(index, at, name);
  const declarator = seen.length === 1 ? (seen[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator || declarator.value.id.type !== 'Identifier' || !ownerOf(declarator)) return undefined;
  // declarationsAt answers one list per scope: an assignment reaches the variable when it sees that same list.
  const assignments = (assignedNames(index).get(name) ?? []).filter((p) => declarationsAt(index, p, name) === seen) as ASTPath<AssignmentExpression>[];
  return { declarator, assignments };
}

/**
 * The initialiser of `name` when the nearest function around `at` that declares it does so once and
 * never reassigns it. Undefined, not null, for a declarator without one (a loop's variable
 * `for (const id of ids)`, `let x;`): its value is not known here, and a caller that followed a null
 * initialiser would lose the value altogether (a URL's `${zoneId}` segment vanished).
 */
export function localInit(ctx: IndexContext, at: ASTPath, name: string): VariableDeclarator['init'] | undefined {
  const found = localAssignments(ctx, at, name);
  return found && found.assignments.length === 0 ? found.declarator.value.init ?? undefined : undefined;
}

/**
 * The values a `let` or `var` takes in `scope` (its function, or the program), in source order: its
 * initialiser, then each plain assignment (`name = value`, nested functions included), each with the
 * declarator or assignment that writes it. Undefined when the name is written any other way there
 * (`+=`, `++`, a destructuring or loop target), declared again, or shadowed by a parameter, a catch
 * clause or a function's name: then the values written are not all the values it holds.
 */
export function variableValues(
  ctx: IndexContext,
  scope: ASTNode,
  declarator: ASTPath<VariableDeclarator>,
  /** How the name's identifiers in the scope are found (a caller holding the index looks them up by name). */
  named: (scope: ASTNode, name: string) => ASTPath<Identifier>[] = (at, name) => identifiersIn(ctx, at, name),
): Array<{ value: ASTNode; at: ASTPath }> | undefined {
  const { id, init } = declarator.value;
  const kind = declarator.parent?.value?.kind;
  if (id.type !== 'Identifier' || (kind !== 'let' && kind !== 'var')) return undefined;
  const values: Array<{ value: ASTNode; at: ASTPath }> = init ? [{ value: init, at: declarator }] : [];
  for (const p of named(scope, id.name)) {
    if (p.value === id) continue;
    const parent = p.parent?.value;
    if (parent?.type === 'AssignmentExpression' && parent.left === p.value) {
      if (parent.operator !== '=') return undefined;
      values.push({ value: parent.right, at: p.parent });
    } else if (writesOrDeclares(p)) return undefined;
  }
  return values;
}

/** An identifier that names a binding, or a name or member written there (`x = …`, `++`, a destructuring or loop target). */
export function writesOrDeclares(p: ASTPath): boolean {
  const parent = p.parent?.value;
  const node = p.value;
  if (!parent) return false;
  if (parent.type === 'VariableDeclarator') return parent.id === node;
  if (isFunction(parent) || parent.type === 'ClassDeclaration' || parent.type === 'ClassExpression') return parent.id === node || parent.params?.includes(node);
  switch (parent.type) {
    case 'UpdateExpression':
    case 'ArrayPattern':
    case 'RestElement':
    case 'TSParameterProperty':
      return true;
    case 'CatchClause':
      return parent.param === node;
    case 'AssignmentExpression':
    case 'AssignmentPattern':
    case 'ForOfStatement':
    case 'ForInStatement':
      return parent.left === node;
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
      return parent.local === node;
  }
  // `({ name } = x)`, `({ key: name } = x)`: a property's value in a pattern.
  return isProperty(parent) && parent.value === node && p.parent?.parent?.value?.type === 'ObjectPattern';
}

/**
 * Whether a declared name is written once (docs/value-flow.md, "Written once"): a `const`, a `var`
 * or `let` given its value where it is declared, or a parameter, never written again in its whole
 * function (no other assignment, `++`, destructuring or loop-head write or second declaration, also
 * in a nested function or before the declaration, hoisted), and not exported. A write counts only where
 * the name stands for this binding: a nested function's parameter, a `catch` parameter or an inner
 * declaration of the same name (and the writes to it) is another binding. Such a name holds its
 * first value wherever it is read. Takes a declarator (of one name) or a scope.ts Declaration.
 */
export function writtenOnce(ctx: IndexContext, declared: ASTPath<VariableDeclarator> | Declaration): boolean {
  const path = 'value' in declared;
  const declarator = (path ? declared : declared.declarator) as ASTPath<VariableDeclarator> | undefined;
  const id = path ? declared.value.id : declared.id;
  if (id.type !== 'Identifier') return false;
  if (declarator?.parent?.value?.kind === 'const') return true;
  // Without a declarator, only a parameter (its scope is its function) is asked: not a function, class, catch or import name.
  const scope = declarator ? enclosingFunction(declarator)?.value ?? ctx.root.get().value : !path && isFunction(declared.scope) ? declared.scope : undefined;
  if (!scope || (declarator && (!declarator.value.init || declarator.parent?.parent?.value?.type === 'ExportNamedDeclaration'))) return false;
  const index = currentIndex(ctx);
  // Only a write of this binding counts: an inner parameter, catch parameter or declaration of the same name is another one.
  return !identifiersIn(ctx, scope, id.name).some((p) => p.value !== id && writesOrDeclares(p) && declarationsAt(index, p, id.name).some((d) => d.id === id));
}
