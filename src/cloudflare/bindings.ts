import type { ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import { isFunction, isMember, isProperty, keyName, receiverKey, unwrap } from './syntax';
import { CLASS_FIELDS, FUNCTIONS, nodeIndex, nodesIn, type IndexContext } from './node-index';

/**
 * What a name stands for across one file, when it can be known without running the code: a `const`
 * declared once (by name), and a class field or `this.x` set exactly once (by `this.x`), in a class
 * field initialiser or a constructor. Names declared or assigned more than once are left out, so a
 * value is only trusted when there is one.
 */
export interface Bindings {
  /** The initialiser of a once-declared `const name`, or of a once-set `this.name` (key `this.name`). */
  value(key: string): any;
  /** Declarators and assignments giving each key its value (for edits that need the place). */
  valuePath(key: string): ASTPath<any> | undefined;
}

const cache = new WeakMap<object, Bindings>();

export function bindingsOf(j: JSCodeshift, root: Collection<any>): Bindings {
  const rootNode = root.get().value;
  const cached = cache.get(rootNode);
  if (cached) return cached;
  const seen = new Map<string, ASTPath<any>>();
  const dup = new Set<string>();
  const add = (key: string | undefined, path: ASTPath<any>, trusted: boolean): void => {
    if (!key) return;
    if (seen.has(key) || !trusted) dup.add(key);
    seen.set(key, path);
  };

  const index = nodeIndex(j, root);
  index.of('VariableDeclarator').forEach((p: ASTPath<any>) => {
    const { id, init } = p.value;
    if (id.type !== 'Identifier') return patternNames(id).forEach((name) => add(name, p, false));
    add(id.name, p, p.parent?.value?.kind === 'const' && !!init);
  });
  // A parameter of the same name shadows a const somewhere: the name is no longer one value.
  index.of(...FUNCTIONS).forEach((p: ASTPath<any>) => {
    for (const param of p.value.params) patternNames(param).forEach((name) => add(name, p, false));
  });
  index.of('AssignmentExpression').forEach((p: ASTPath<any>) => {
    const key = receiverKey(p.value.left);
    if (!key) return;
    // `this.x = …` counts once when it sits in a constructor; anywhere else it may change later.
    const inConstructor = enclosingFunction(p)?.value?.kind === 'constructor';
    add(key, p, key.startsWith('this.') && inConstructor && p.value.operator === '=');
  });
  index.of(...CLASS_FIELDS).forEach((p: ASTPath<any>) => {
    const t = p.value.type;
    if (!p.value.static) {
      const name = t === 'ClassPrivateProperty' ? `#${p.value.key.id.name}` : keyName(p.value);
      if (name && p.value.value) add(`this.${name}`, p, true);
    }
  });
  for (const k of dup) seen.delete(k);

  const valueOf = (p: ASTPath<any>): any => {
    const v = p.value;
    if (v.type === 'VariableDeclarator') return v.init;
    if (v.type === 'AssignmentExpression') return v.right;
    return v.value;
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
export function enclosingFunction(path: ASTPath<any>): ASTPath<any> | undefined {
  for (let p: ASTPath<any> | null = path.parentPath; p; p = p.parentPath) if (isFunction(p.value)) return p;
  return undefined;
}

/** The names a binding pattern declares (`a`, `{ a, b: c }`, `[a, ...b]`, `a = 1`). */
export function patternNames(pattern: any): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p: any) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e: any) => patternNames(e));
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
export function isValueUse(p: ASTPath<any>): boolean {
  const parent = p.parentPath?.value;
  if (isMember(parent) && parent.property === p.value && !parent.computed) return false;
  if (isProperty(parent) && parent.key === p.value && !parent.shorthand) return false;
  if (parent?.type === 'VariableDeclarator' && parent.id === p.value) return false;
  return !(isProperty(parent) && parent.shorthand && p.parentPath?.parentPath?.parentPath?.value?.type === 'ObjectPattern');
}

/** The initialiser of `name` when the nearest function around `at` that declares it does so once and never reassigns it. */
export function localInit(ctx: IndexContext, at: ASTPath<any>, name: string): any {
  const named = (node: any): boolean => node?.type === 'Identifier' && node.name === name;
  for (let scope = enclosingFunction(at); scope; scope = enclosingFunction(scope)) {
    const inside = nodesIn(ctx, scope.value, ['VariableDeclarator', 'AssignmentExpression']);
    const declared = inside.filter(
      (p) => p.value.type === 'VariableDeclarator' && named(p.value.id) && (enclosingFunction(p) === scope || enclosingFunction(p)?.value === scope!.value),
    );
    if (declared.length === 0) {
      if ((scope.value.params ?? []).some((param: any) => patternNames(param).includes(name))) return undefined;
      continue;
    }
    const assigned = inside.some((p) => p.value.type === 'AssignmentExpression' && named(p.value.left));
    return declared.length === 1 && !assigned ? declared[0].value.init : undefined;
  }
  return undefined;
}

