import type { ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import { declarationsAt, type Declaration } from '../../ast/scope';
import { memberFunction } from '../../ast/member-function';
import { FUNCTIONS, type NodeIndex } from '../../ast/node-index';
import { isFunction, type FunctionNode } from '../../ast/syntax';
import type { Wrapper } from '../shapes';

/*
 * A wrapper keyed by a plain name (`cfApi`, `probe`) is called where that name is bound to it: the
 * wrappers are keyed by name for the whole file, but a name is a binding (docs/value-flow.md, "Anchors
 * the recognisers still trace themselves"). `const probe = (url) => console.log(url)` in another
 * function, or a parameter `later(account, id, send)` holding the caller's callback, is not the
 * module's `probe` or `send`, and a call of it sends nothing: its URL is not the wrapper's request.
 */

const namedFunctions = new WeakMap<NodeIndex, Map<Identifier, FunctionNode>>();

/** The functions of the file by the identifier that names them (a declaration's, a function expression's own). */
function functionsByName(index: NodeIndex): Map<Identifier, FunctionNode> {
  let found = namedFunctions.get(index);
  if (found) return found;
  found = new Map();
  for (const p of index.of(...FUNCTIONS)) {
    const fn = p.value as FunctionNode & { id?: Identifier | null };
    if (fn.id) found.set(fn.id, fn);
  }
  namedFunctions.set(index, found);
  return found;
}

/** The function a declaration binds its name to, when the file writes it there (`function f`, `const f = () => …`); null for a parameter or a catch clause's; undefined for anything else (an import, `const f = make()`). */
function boundFunction(index: NodeIndex, d: Declaration): FunctionNode | null | undefined {
  const declarator = d.declarator?.value as VariableDeclarator | undefined;
  if (declarator) return declarator.id === d.id ? memberFunction(declarator) : undefined;
  const named = functionsByName(index).get(d.id);
  if (named) return named;
  return isFunction(d.scope) || d.scope.type === 'CatchClause' ? null : undefined;
}

/**
 * The wrapper a call keyed by a plain name (`through`, by wrapperOfCall) at `at` goes through, by
 * what the name is bound to there: a function of the file that is a wrapper, that one (a local
 * wrapper of the same name as another is its own); a parameter, a catch clause's, or a function that
 * is no wrapper, none; where the file binds it to something else (an import, a factory's result) or
 * not at all (a global), the wrapper keyed so, unless that is a function of this file the binding is
 * not. Configured wrappers are known by their name alone; member keys are left as found.
 */
export function boundWrapper(
  through: { key: string; wrapper: Wrapper },
  at: ASTPath,
  file: { index: NodeIndex; functions: ReadonlyMap<FunctionNode, Wrapper> },
): { key: string; wrapper: Wrapper } | undefined {
  if (through.key.includes('.') || through.wrapper.configured) return through;
  const declarations = declarationsAt(file.index, at, through.key);
  if (declarations.length === 0) return through;
  // (Twice declared there, `var send` and a parameter `send`: which one holds the call's value is not known.)
  if (declarations.length > 1) return undefined;
  const fn = boundFunction(file.index, declarations[0]);
  if (fn === null) return undefined;
  if (fn) {
    const own = file.functions.get(fn);
    return own ? { key: through.key, wrapper: own } : undefined;
  }
  return [...file.functions.values()].includes(through.wrapper) ? undefined : through;
}
