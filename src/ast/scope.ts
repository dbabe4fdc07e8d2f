import type { ASTNode, ASTPath, Identifier, ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier } from 'jscodeshift';
import { FUNCTIONS, type NodeIndex } from './node-index';
import { isFunction } from './syntax';

/**
 * Which declaration a name stands for at a place of the file, by the lexical scopes of JavaScript:
 * `let`/`const`/class/function declarations belong to their block (a `for` head to its loop), `var`
 * to its function, parameters and a named function expression's own name to the function, a catch
 * parameter to its clause, imports to the module. A name declared nowhere in the file is a global.
 */
export interface Declaration {
  /** The identifier that declares the name (`cf` in `const cf = …`, a parameter, an import's local name). */
  id: Identifier;
  /** The node the declaration is visible in: a block, a loop, a function, a catch clause, the Program. */
  scope: ASTNode;
  /** The declarator, when a variable declaration declares it (`init` is its value). */
  declarator?: ASTPath;
}

type Declared = Map<string, Map<ASTNode, Declaration[]>>;
const byIndex = new WeakMap<NodeIndex, Declared>();

/** Nodes that hold `let`/`const`/class/function declarations of their own. */
const BLOCKS = new Set(['BlockStatement', 'Program', 'StaticBlock', 'SwitchStatement', 'TSModuleBlock']);
const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement']);

/** The identifiers a binding pattern declares, as paths (`a`, `{ a, b: c }`, `[a, ...b]`, `a = 1`, `private a`). */
export function patternIdentifiers(path: ASTPath): ASTPath<Identifier>[] {
  const node = path?.value;
  switch (node?.type) {
    case 'Identifier':
      return [path as ASTPath<Identifier>];
    case 'ObjectPattern':
      return node.properties.flatMap((p: ASTNode, i: number) =>
        patternIdentifiers(p.type === 'RestElement' ? path.get('properties', i, 'argument') : path.get('properties', i, 'value')),
      );
    case 'ArrayPattern':
      return node.elements.flatMap((e: ASTNode | null, i: number) => (e ? patternIdentifiers(path.get('elements', i)) : []));
    case 'AssignmentPattern':
      return patternIdentifiers(path.get('left'));
    case 'RestElement':
      return patternIdentifiers(path.get('argument'));
    case 'TSParameterProperty':
      return patternIdentifiers(path.get('parameter'));
    default:
      return [];
  }
}

/** The nearest block around a path (for a declaration at that place). */
function blockOf(path: ASTPath): ASTNode | undefined {
  for (let p: ASTPath | null = path.parentPath; p; p = p.parentPath) {
    const v = p.value;
    if (v && !Array.isArray(v) && (BLOCKS.has(v.type) || isFunction(v))) return isFunction(v) ? v.body : v;
  }
  return undefined;
}

/** The nearest function or Program around a path (where a `var` lives). */
function functionOf(path: ASTPath): ASTNode | undefined {
  for (let p: ASTPath | null = path.parentPath; p; p = p.parentPath) {
    const v = p.value;
    if (v && !Array.isArray(v) && (v.type === 'Program' || isFunction(v))) return v;
  }
  return undefined;
}

/** Every declaration of the file by name, then by the scope it belongs to (once per index). */
function declared(index: NodeIndex): Declared {
  let found = byIndex.get(index);
  if (found) return found;
  const out: Declared = new Map();
  found = out;
  const add = (id: ASTPath<Identifier>, scope: ASTNode | undefined, declarator?: ASTPath): void => {
    if (!scope) return;
    const name = id.value.name;
    const scopes = out.get(name) ?? out.set(name, new Map()).get(name)!;
    const list = scopes.get(scope) ?? scopes.set(scope, []).get(scope)!;
    list.push({ id: id.value, scope, declarator });
  };
  index.of('VariableDeclarator').forEach((p) => {
    const declaration = p.parentPath?.parentPath;
    const kind = declaration?.value?.kind;
    const holder = declaration?.parentPath?.value;
    // `for (const x of …)`: the loop; `var`: the function; `let`/`const`: the block.
    const scope = kind === 'var' ? functionOf(p) : holder && LOOPS.has(holder.type) ? holder : blockOf(p);
    for (const id of patternIdentifiers(p.get('id'))) add(id, scope, p);
  });
  index.of(...FUNCTIONS).forEach((p) => {
    const fn = p.value;
    p.get('params').each?.((param: ASTPath) => patternIdentifiers(param).forEach((id) => add(id, fn)));
    if (!fn.id) return;
    // A function declaration's name belongs to the block around it, a function expression's to itself.
    if (fn.type === 'FunctionDeclaration') add(p.get('id'), blockOf(p));
    else if (fn.type === 'FunctionExpression') add(p.get('id'), fn);
  });
  index.of('ClassDeclaration', 'ClassExpression').forEach((p) => {
    if (!p.value.id) return;
    add(p.get('id'), p.value.type === 'ClassDeclaration' ? blockOf(p) : p.value);
  });
  index.of('CatchClause').forEach((p) => {
    if (p.value.param) patternIdentifiers(p.get('param')).forEach((id) => add(id, p.value));
  });
  index.of('ImportDeclaration').forEach((p) => {
    p.get('specifiers').each?.((s: ASTPath<ImportSpecifier | ImportDefaultSpecifier | ImportNamespaceSpecifier>) => s.value.local && add(s.get('local'), blockOf(p)));
  });
  index.of('TSImportEqualsDeclaration').forEach((p) => add(p.get('id'), blockOf(p)));
  byIndex.set(index, out);
  return out;
}

/**
 * The declarations `name` stands for at `at`: those of the nearest scope around it that declares the
 * name (more than one only when that scope declares it twice, `var x` twice or a parameter and a
 * `var`); empty when the file does not declare it there (a global).
 */
export function declarationsAt(index: NodeIndex, at: ASTPath, name: string): Declaration[] {
  const scopes = declared(index).get(name);
  if (!scopes) return [];
  for (let p: ASTPath | null = at; p; p = p.parentPath) {
    const here = p.value && !Array.isArray(p.value) ? scopes.get(p.value) : undefined;
    if (here) return here;
  }
  return [];
}

/** Every declaration of `name` in the file, whatever its scope. */
export function allDeclarations(index: NodeIndex, name: string): Declaration[] {
  return [...(declared(index).get(name)?.values() ?? [])].flat();
}

/** The declarations of `name` in the module's own scope (its top level). */
export function topLevelDeclarations(index: NodeIndex, name: string): Declaration[] {
  for (const [scope, list] of declared(index).get(name) ?? []) if (scope.type === 'Program') return list;
  return [];
}

/** Members whose `this` is the instance (or the class, when static) of the class around them. */
const CLASS_MEMBERS = new Set(['ClassMethod', 'ClassPrivateMethod', 'ClassProperty', 'ClassPrivateProperty', 'PropertyDefinition', 'MethodDefinition', 'StaticBlock']);

/**
 * What `this` stands for at a path: the class (declaration or expression) whose method, field or
 * constructor it is written in, through arrow functions; null in any other function (its own `this`)
 * and at the top level.
 */
export function thisOwner(path: ASTPath): ASTNode | null {
  return thisMember(path)?.cls ?? null;
}

/**
 * Whose `this` a path sees, in one walk up through arrow functions: a class member's (its class, and
 * `isStatic` when `this` is the class itself: a static method, field or block), or the nearest other
 * function's (`fn`: a plain function, an object literal's method); null at the top level.
 */
export function thisHolder(path: ASTPath): { cls: ASTNode; isStatic: boolean } | { fn: ASTPath } | null {
  let member: ASTNode | undefined;
  for (let p: ASTPath | null = path; p; p = p.parentPath) {
    const v = p.value;
    if (!v || Array.isArray(v)) continue;
    if (v.type === 'ClassBody') {
      const cls = p.parentPath?.value as ASTNode | undefined;
      return cls ? { cls, isStatic: member?.type === 'StaticBlock' || Boolean((member as { static?: boolean } | undefined)?.static) } : null;
    }
    if (isFunction(v) && v.type !== 'ArrowFunctionExpression' && !CLASS_MEMBERS.has(v.type)) return { fn: p };
    member = v;
  }
  return null;
}

/**
 * The class member whose `this` a path sees (see thisOwner) and its class: `isStatic` when `this` is
 * the class itself (a static method, field or block), not an instance.
 */
export function thisMember(path: ASTPath): { cls: ASTNode; isStatic: boolean } | null {
  const holder = thisHolder(path);
  return holder && 'cls' in holder ? holder : null;
}
