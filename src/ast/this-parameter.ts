import type { ASTNode } from 'jscodeshift';

/*
 * TypeScript's `this` parameter (`function send(this: Api, method: string, path: string)`) declares
 * the type of `this`, not an argument: a call's first argument fills the parameter after it. Parameter
 * indexes across the value-flow layer and the wrapper rules are argument positions; these count a
 * function's parameters as its calls do.
 */

/** What these read of a function: its parameters. */
type WithParams = { params: readonly unknown[] };

/** 1 when the function's first parameter is a TypeScript `this` parameter, else 0. */
export function thisShift(fn: WithParams): number {
  const first = fn.params[0] as ASTNode | undefined;
  return first?.type === 'Identifier' && (first as { name: string }).name === 'this' ? 1 : 0;
}

/** The parameter a call's argument at `index` fills (undefined past the last). */
export function paramAt(fn: WithParams, index: number): ASTNode | undefined {
  return index < 0 ? undefined : (fn.params[index + thisShift(fn)] as ASTNode | undefined);
}

/** The parameters calls fill, in order: all but a `this` parameter. */
export function argumentParams(fn: WithParams): ASTNode[] {
  return fn.params.slice(thisShift(fn)) as ASTNode[];
}

/** The argument position of the first parameter `test` accepts; -1 for none (a `this` parameter is none). */
export function argumentIndex(fn: WithParams, test: (param: ASTNode) => boolean): number {
  return argumentParams(fn).findIndex(test);
}
