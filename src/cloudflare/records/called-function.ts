import type { ASTPath, CallExpression } from 'jscodeshift';
import type { RunModules } from '../../types';
import { currentIndex, type IndexContext } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { isMember, memberName, unwrap } from '../../ast/syntax';
import { importedFunction } from '../../ast/top-level';
import { values } from '../../flow';

/*
 * The functions a call calls, for required-reads.ts (is the argument passed where a value is
 * required?): what the value-flow layer says the callee holds (a function of the module, a method of
 * the class the call is written in), or, for a binding imported from another module of the run, the
 * function that module declares under that name (`import pushAddress from './push'`, through barrels:
 * `RunModules.declaration`). Undefined when the callee is not known so (a parameter, a member of an
 * imported object, a global, a module outside the run).
 */

/** A type as written, as far as required-reads.ts reads it (or its annotation). */
export type WrittenType = {
  type: string;
  typeAnnotation?: WrittenType | null;
  types?: WrittenType[];
  elementType?: WrittenType;
  typeName?: { type: string; name?: string };
  typeParameters?: { params?: WrittenType[] } | null;
} | null | undefined;

/** A function as required-reads.ts reads it: its parameters, what it is written to return, its type parameters. */
export type Callee = {
  async?: boolean | null;
  params: Array<{ type: string; optional?: boolean | null; typeAnnotation?: WrittenType }>;
  returnType?: WrittenType;
  typeParameters?: { params?: Array<{ name?: string }> } | null;
};

/** A module's tree as required-reads.ts reads it, with the run's modules as that module sees them. */
export type CallerView = IndexContext & { modules?: RunModules };

/** The functions the call may call (each value of its callee), or undefined when one of them is not known. */
export function calledFunctions(view: CallerView, call: ASTPath<CallExpression>): Callee[] | undefined {
  const found = values(view, call.get('callee'));
  const fns = found.map((v) => (v.kind === 'function' ? (v.fn as unknown as Callee) : v.kind === 'import' ? (importedFunction(view.modules, v)?.fn as unknown as Callee | undefined) : undefined));
  return fns.length > 0 && fns.every((fn) => fn !== undefined) ? (fns as Callee[]) : undefined;
}

/** Globals whose parameters take any value (`console.log(r.zone_id)`, `String(r.zone_name)`), when the file declares no binding of the name. */
const TAKES_ANY = new Map<string, readonly string[] | true>([['console', true], ['String', []], ['Boolean', []], ['Number', []], ['JSON', ['stringify']]]);

/** Whether the call is to a global that takes any argument (see TAKES_ANY). */
export function callsAnyTaker(view: IndexContext, call: ASTPath<CallExpression>): boolean {
  const callee = unwrap(call.value.callee);
  const object = isMember(callee) && !callee.computed ? unwrap(callee.object) : callee;
  if (object?.type !== 'Identifier') return false;
  const members = TAKES_ANY.get(object.name);
  if (!members || declarationsAt(currentIndex(view), call, object.name).length > 0) return false;
  return object === callee ? members !== true && members.length === 0 : members === true || members.includes(memberName(callee) ?? '');
}
