import type { ASTPath, VariableDeclarator } from 'jscodeshift';
import { declarationsAt } from '../../ast/scope';
import type { IndexContext, NodeIndex } from '../../ast/node-index';
import { isFunction, unwrap, type FunctionNode } from '../../ast/syntax';
import { values } from '../../flow';
import type { Wrapper } from '../shapes';

/*
 * A wrapper keyed by a plain name (`cfApi`, `probe`) is called where that name is bound to it: the
 * wrappers are keyed by name for the whole file, but a name is a binding (docs/value-flow.md, "Anchors
 * the recognisers still trace themselves"). `const probe = (url) => console.log(url)` in another
 * function, or a parameter `later(account, id, send)` holding the caller's callback, is not the
 * module's `probe` or `send`, and a call of it sends nothing: its URL is not the wrapper's request.
 * Which function the name holds there is the value-flow layer's answer (src/flow/names.ts).
 */

/**
 * The wrapper a call keyed by a plain name (`through`, by wrapperOfCall) at `at` goes through, by
 * what the layer says the callee holds there: one function of the file that is a wrapper, that one (a
 * local wrapper of the same name as another is its own); a function written as its value that is no
 * wrapper, several, a parameter or a catch clause's, none; anything else (an import, a factory's
 * result, `const cf = createCfFetch(token)`) or a name the
 * file does not declare (a global), the wrapper keyed so, unless that is a function of this file the
 * binding is not. Configured wrappers are known by their name alone; member keys are left as found.
 */
export function boundWrapper(
  through: { key: string; wrapper: Wrapper },
  at: ASTPath,
  file: { ctx: IndexContext; index: NodeIndex; functions: ReadonlyMap<FunctionNode, Wrapper> },
): { key: string; wrapper: Wrapper } | undefined {
  if (through.key.includes('.') || through.wrapper.configured) return through;
  const declarations = declarationsAt(file.index, at, through.key);
  if (declarations.length === 0) return through;
  // (Twice declared there, `var send` and a parameter `send`: which one holds the call's value is not known.)
  if (declarations.length > 1) return undefined;
  const [{ id, declarator, scope }] = declarations;
  const ownWrapper = (fn: FunctionNode): { key: string; wrapper: Wrapper } | undefined => {
    const own = file.functions.get(fn);
    return own ? { key: through.key, wrapper: own } : undefined;
  };
  // A function expression's own name (`async function again(path) { … again(next) }`): that function.
  if (isFunction(scope) && (scope as { id?: unknown }).id === id) return ownWrapper(scope as FunctionNode);
  const found = values(file.ctx, at.get('callee'));
  const [one] = found;
  if (found.length === 1 && one.kind === 'function') {
    // A function written as the name's value that is no wrapper sends nothing; one a factory returns (`const cf = make(token)`) may be keyed so.
    const written = (declarator?.value as VariableDeclarator | undefined)?.init;
    if (file.functions.has(one.fn) || !declarator || unwrap(written) === one.fn) return ownWrapper(one.fn);
  } else if (found.some((v) => v.kind === 'function')) return undefined;
  // A parameter's (the caller's callback) or a catch clause's.
  if (!declarator && (isFunction(scope) || scope.type === 'CatchClause')) return undefined;
  return [...file.functions.values()].includes(through.wrapper) ? undefined : through;
}
