import type { ASTNode, ASTPath, JSCodeshift, NewExpression } from 'jscodeshift';
import { nodeIndex, pathOfNode, type NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isFunction, isMember, isProperty, keyName, memberName, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode } from '../ast/syntax';
import { bindingUses, exported } from './binding-uses';
import { topLevelName } from './method-sites';
import { allRunSites, type RunSite, type SiteModule } from './run-sites';

/*
 * An injected factory (docs/value-flow.md, "Parameters across the run"): `deps.make(token)`, with `deps` a
 * parameter of a top-level function, is a construction when every value `deps` holds in the run is an
 * object literal whose `make` returns only `new …` (`(token) => new C(token)`): the parameter's default
 * wherever a call leaves it out, and the argument of each call of the function (allRunSites: unknown when
 * those are not all). The object is written there or held by a `const` (not exported) read only as such a
 * value or to call a member by name, and holds no spread nor a second `make`.
 */

/** The `new` expressions `call` (a call of a member of a parameter, in `module`) may answer, or undefined when it may answer anything else. */
export function injectedConstructions(j: JSCodeshift, module: SiteModule, call: CallNode): NewExpression[] | undefined {
  const callee = unwrap(call.callee);
  const key = isMember(callee) ? memberName(callee) : undefined;
  const holder = isMember(callee) ? unwrap(callee.object) : undefined;
  if (key === undefined || holder?.type !== 'Identifier') return undefined;
  const ctx = { j, root: module.root };
  const index = nodeIndex(j, module.root);
  const at = pathOfNode(ctx, holder as ASTNode);
  const [declared, ...more] = at ? declarationsAt(index, at, holder.name) : [];
  if (!declared || more.length > 0 || declared.declarator || !isFunction(declared.scope)) return undefined;
  const fn = pathOfNode(ctx, declared.scope as FunctionNode) as ASTPath<FunctionNode> | undefined;
  const position = fn ? fn.value.params.findIndex((p) => p === declared.id || (p.type === 'AssignmentPattern' && p.left === declared.id)) : -1;
  const name = fn && position >= 0 ? topLevelName(fn) : undefined;
  const sites = name === undefined ? undefined : allRunSites({ j, root: module.root, modules: module.modules, name, kind: 'call', across: true });
  if (!fn || !sites) return undefined;
  const param = fn.value.params[position];
  const fallback = param.type === 'AssignmentPattern' ? param.right : undefined;
  const calls = new Set<unknown>(sites.map((s) => s.at.value));
  // A call leaving the argument out gets the default, read where it is written.
  const passed = sites.map((s: RunSite): [SiteModule, MaybeNode | typeof NOT_PASSED] => [s.module, argumentAt(s, position)]);
  const values = passed.filter(([, value]) => value !== undefined);
  if (values.length < passed.length || (fallback && values.length === 0)) values.push([module, fallback]);
  const out: NewExpression[] = [];
  for (const [where, value] of values) {
    const made = value === NOT_PASSED ? undefined : madeBy(j, where, value, key, calls);
    if (!made) return undefined;
    out.push(...made);
  }
  return out;
}

const NOT_PASSED = Symbol('spread before the argument');

/** The argument a call passes at `position`: undefined when it leaves it out, NOT_PASSED when a spread comes first. */
function argumentAt(site: RunSite, position: number): MaybeNode | typeof NOT_PASSED {
  const args = site.at.value.arguments as ASTNode[];
  return args.slice(0, position + 1).some((a) => a.type === 'SpreadElement') ? NOT_PASSED : args[position];
}

/** What the member `key` of an object value returns, when it is an object literal (or a `const` holding one, read as above) whose `key` returns only `new …`. */
function madeBy(j: JSCodeshift, module: SiteModule, value: MaybeNode, key: string, calls: ReadonlySet<unknown>): NewExpression[] | undefined {
  let object = unwrap(value);
  if (object?.type === 'Identifier') object = heldObject(j, module, object, calls);
  if (object?.type !== 'ObjectExpression' || object.properties.some((p: ASTNode) => p.type === 'SpreadElement' || (p as { computed?: boolean }).computed)) return undefined;
  const named = object.properties.filter((p: ASTNode) => keyName(p as never) === key);
  const member = named.length === 1 ? named[0] : undefined;
  const fn = member?.type === 'ObjectMethod' ? member : isProperty(member) ? unwrap(member.value) : undefined;
  if (!isFunction(fn)) return undefined;
  const body = fn.body as ASTNode;
  const returned: MaybeNode[] = body.type !== 'BlockStatement' ? [body] : body.body.length === 1 && body.body[0].type === 'ReturnStatement' ? [body.body[0].argument] : [];
  const made = returned.map((r) => unwrapAwait(r));
  return made.length > 0 && made.every((m) => m?.type === 'NewExpression') ? made : undefined;
}

/** The object literal a `const` of the module holds, when nothing reads it but as a parameter's default, an argument of one of `calls`, or to call a member by name. */
function heldObject(j: JSCodeshift, module: SiteModule, id: ASTNode, calls: ReadonlySet<unknown>): MaybeNode {
  const index: NodeIndex = nodeIndex(j, module.root);
  const at = pathOfNode({ j, root: module.root }, id);
  const [declared, ...more] = at ? declarationsAt(index, at, (id as { name: string }).name) : [];
  const declarator = declared?.declarator?.value as { init?: MaybeNode } | undefined;
  if (!declared || more.length > 0 || !declarator || declared.declarator?.parent?.value.kind !== 'const' || exported(declared)) return undefined;
  const readOnly = bindingUses(index, module.root, declared).every((ref) => {
    const up = ref.parent?.value;
    if (up?.type === 'AssignmentPattern') return up.right === ref.value;
    if (up?.type === 'CallExpression' && up.arguments.includes(ref.value)) return calls.has(up);
    return isMember(up) && up.object === ref.value && ref.parent.parent?.value?.type === 'CallExpression' && ref.parent.parent.value.callee === up;
  });
  return readOnly ? unwrap(declarator.init) : undefined;
}
