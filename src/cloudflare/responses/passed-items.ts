import type { ASTNode, ASTPath, CallExpression, Identifier, NewExpression } from 'jscodeshift';
import { currentIndex, pathOfNode, type IndexContext } from '../../ast/node-index';
import { unwrap, type FunctionNode } from '../../ast/syntax';
import { callSites } from '../../flow/call-sites';
import { constructionSites } from '../../flow/run-sites';
import { values } from '../../flow/values';

/*
 * Records handed to a function of the file (docs/value-flow.md, "Who asks it": results): a list or an
 * element of an API result passed as an argument (`describeAll(result)`, `show(r)`) is followed into
 * the function's parameter when it is all the parameter can hold: the callee is a function of the
 * file the layer pins down (`values`), the file only calls it by its name (`callSites`: not exported,
 * not handed on), and every call passes a followed value of the same kind (a list, or one element)
 * at that position. A class's constructor is such a function, its calls the class's `new`s
 * (`result.map((r) => new Entry(this, r))`; `constructionSites`: not exported, handed on nor extended)
 * at that position. A function also called with anything else (a zone, a literal, a record of another
 * host) keeps its reads to itself.
 */

/** A list or an element of a result met as an argument: the call (or construction), the argument's position, which of the two it is. */
export interface PassedArgument {
  call: ASTPath<CallExpression | NewExpression>;
  index: number;
  list: boolean;
}

/** A parameter that holds records at every call: its function, the parameter, whether it is a list of them. */
interface PassedParameter {
  fn: ASTPath<FunctionNode>;
  param: Identifier;
  list: boolean;
}

/**
 * The parameters, not followed yet (`followed` remembers their nodes), that every call of their function
 * fills with a value in `passed` (argument node → where it is passed) of one kind.
 */
export function passedParameters(ctx: IndexContext, passed: ReadonlyMap<ASTNode, PassedArgument>, followed: Set<ASTNode>): PassedParameter[] {
  const out: PassedParameter[] = [];
  /** Each function's calls, asked once however many of its arguments are passed values (callSites reads every identifier). */
  const callsOf = new Map<FunctionNode, ASTPath<CallExpression | NewExpression>[] | undefined>();
  for (const { call, index, list } of passed.values()) {
    if (unwrap(call.value.callee)?.type !== 'Identifier') continue;
    const callee = values(ctx, call.get('callee'));
    const fn = calledFunction(call.value.type, callee.length === 1 ? callee[0] : undefined);
    const param = fn?.params[index];
    if (!fn || !fn.body || param?.type !== 'Identifier') continue;
    if (followed.has(param)) continue;
    if (!callsOf.has(fn)) callsOf.set(fn, call.value.type === 'NewExpression' ? constructionSites(ctx, currentIndex(ctx), fn) : callSites(ctx, currentIndex(ctx), fn));
    const sites = callsOf.get(fn);
    const every = sites?.every((site) => {
      const args = site.value.arguments;
      const arg = args[index];
      return arg && !args.slice(0, index + 1).some((a) => a.type === 'SpreadElement') && passed.get(arg)?.list === list;
    });
    const at = pathOfNode(ctx, fn);
    if (!every || !at) continue;
    followed.add(param);
    out.push({ fn: at, param, list });
  }
  return out;
}

/** The function a call runs: the function called, or the constructor of the class constructed. */
function calledFunction(type: string, callee: ReturnType<typeof values>[number] | undefined): FunctionNode | undefined {
  if (type !== 'NewExpression') return callee?.kind === 'function' ? callee.fn : undefined;
  if (callee?.kind !== 'class') return undefined;
  return callee.cls.body.body.find((m): m is Extract<typeof m, { type: 'ClassMethod' }> => m.type === 'ClassMethod' && m.kind === 'constructor');
}
