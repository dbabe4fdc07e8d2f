import type { ASTNode, ASTPath, VariableDeclarator } from 'jscodeshift';
import { pathOfNode, questionIndex, type IndexContext } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { isFunction, isMember } from '../../ast/syntax';
import { bindingUses } from '../../flow/binding-uses';
import { usesOf, type Use } from '../../flow/uses';
import type { ResolvedUrl } from '../shapes';
import { isApiUrl } from './url-parts';
import { onHttpClient, registersHandler } from '../anchors/route-registration';
import type { RunModules, UserConfig } from '../../types';
import { treeModules } from '../../tree-modules';
import { exportedReads, exportsOf, type ReadingModule } from './exported-readers';

/*
 * Whether a URL's literal written away from the request (a const's value, a member of a const object)
 * may be edited for it: only when every use of the literal reaches a request to the API. A const read
 * for something else too (the app's own route `router.get(ROUTES.kvKeys, handler)`, a link to another
 * host) would carry the edit there: the literal is then read-only and the call is reported instead.
 * One rule for every URL-rewriting transform (url-expression.ts asks it of each literal it reaches).
 */

/** Nodes a string is built through: a read of the const inside one of them is part of the same URL. */
function buildsString(parent: ASTNode | undefined, child: ASTNode): boolean {
  if (!parent) return false;
  if (parent.type === 'TemplateLiteral') return true;
  if (parent.type === 'BinaryExpression') return parent.operator === '+';
  if (parent.type === 'ParenthesizedExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSNonNullExpression') return true;
  return parent.type === 'ConditionalExpression' && parent.test !== child;
}

/** The outermost expression a string is built in from `path` (itself when nothing builds on it). */
function builtIn(path: ASTPath): ASTPath {
  let p = path;
  while (p.parent && buildsString(p.parent.value, p.value)) p = p.parent;
  return p;
}

/** What holds a literal: the name (or the object's name) given it, the member `key` read for it, and the places its value reaches in the file. */
interface Holder {
  local: string;
  key?: string;
  /** Where the value goes (usesOf); 'escapes' when the object holding it is used whole, or a use is past what the layer follows, so it may be read anywhere. */
  uses: Use[] | 'escapes';
}

/**
 * What holds the literal and where its value goes in the file (the layer's forward question, usesOf:
 * through other names given it, `const { keys } = ROUTES` too); undefined when the literal is not held
 * so (written in the request). A `let` or `var` holds it as a const does (a name given another value
 * is no use of the literal's). With `readers` (its readers in the other modules were all found:
 * exported-readers.ts), an exported name's export (`export { ROUTES }`, `module.exports = { KV_PATH }`)
 * is no use here. Without, the file is judged alone: the export is a use (`module.exports = { ROUTES }`
 * hands the object on whole), and a name declared `export const` is not followed (undefined).
 */
function holderOf(ctx: IndexContext, literal: ASTPath, readers: boolean): Holder | undefined {
  const top = builtIn(literal);
  const parent = top.parent;
  const declaredAs = (declarator: ASTPath | undefined): { local: string; uses: Use[] } | undefined => {
    const id = (declarator?.value as VariableDeclarator | undefined)?.id;
    if (id?.type !== 'Identifier' || declarator?.parent?.value?.type !== 'VariableDeclaration') return undefined;
    if (!readers && declarator.parent?.parent?.value?.type === 'ExportNamedDeclaration') return undefined;
    // The question's index (the runner's memo, or the tree's built once): asked per literal, a fresh one each time cost a walk of the file.
    const index = questionIndex(ctx);
    const own = declarationsAt(index, declarator, id.name).find((d) => d.id === id);
    const sites = readers ? exportsOf(ctx.root).sites : undefined;
    const refs = own ? bindingUses(index, ctx.root, own).filter((u) => !sites?.has(u.value)) : undefined;
    return refs && { local: id.name, uses: refs.flatMap((ref) => usesOf(ctx, ref)).filter((use) => use.kind !== 'reassigned') };
  };
  if (parent?.value?.type === 'VariableDeclarator' && parent.value.init === top.value) return declaredAs(parent);
  // `const ROUTES = { kvKeys: `/accounts/…` }`: each `ROUTES.kvKeys`; ROUTES used whole any other way is not followed.
  const prop = parent?.value;
  const object = parent?.parent;
  if ((prop?.type !== 'ObjectProperty' && prop?.type !== 'Property') || prop.value !== top.value || prop.computed || object?.value?.type !== 'ObjectExpression') return undefined;
  const key = prop.key?.type === 'Identifier' ? prop.key.name : typeof prop.key?.value === 'string' ? prop.key.value : undefined;
  // `const ROUTES = { … } as const` (or `satisfies …`, parenthesised): the const holds the object all the same.
  let held: ASTPath = object;
  while (held.parent && ['TSAsExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression'].includes(held.parent.value?.type) && held.parent.value.expression === held.value) held = held.parent;
  const holder = held.parent?.value?.type === 'VariableDeclarator' && held.parent.value.init === held.value ? declaredAs(held.parent) : undefined;
  if (key === undefined || !holder) return undefined;
  // Used whole (`console.log(ROUTES)`, `Object.keys(ROUTES)`, `{ ROUTES }`, `ROUTES[k]`): what reads the member there is not known.
  if (holder.uses.some((use) => use.kind !== 'member' || use.key === undefined)) return { local: holder.local, key, uses: 'escapes' };
  const reads = holder.uses.filter((use) => use.key === key && !use.written);
  return { local: holder.local, key, uses: reads.flatMap((read) => usesOf(ctx, read.at)) };
}

/**
 * Whether a use builds something other than an API request: a URL on another host, or the path of
 * a route the app registers itself (`app.get(PATHS.keys, handler)`, `router.get(ROUTES.kvKeys, listKeys)`
 * with `listKeys` a function of the file: route-registration.ts), or a path handed to a method also
 * given a function written in place (`server.route(PATH, fn)`), unless the receiver is an HTTP client.
 * A relative path handed on otherwise (to a function of the file such as a callback-style wrapper
 * `cfRequest(PATH, (err, body) => …)`, an instance with the API's base) is taken as the API's, as before.
 */
function foreign(ctx: IndexContext, top: ASTPath, resolve: (node: ASTNode) => ResolvedUrl): boolean {
  const url = resolve(top.value);
  if (isApiUrl(url) || apiBaseThenValue(url)) return false;
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url.text)) return true;
  const call = top.parent?.value;
  const isArgument = (call?.type === 'CallExpression' || call?.type === 'OptionalCallExpression') && call.arguments.includes(top.value);
  if (!isArgument) return false;
  // Handed to a function (`cfRequest(KV_KEYS, (err, body) => …)`: a wrapper of the file, a callback-style request): passed on, not the app's own.
  if (!isMember(call.callee) || onHttpClient(ctx, call)) return false;
  return call.arguments.some((a: ASTNode) => isFunction(a)) || (call.arguments[0] === top.value && registersHandler(ctx, call, top.parent));
}

/**
 * The API's base with a value written right after it (`API + KV` in a module reading both imported
 * consts, where `KV` is a value: `https://api.cloudflare.com/client/v4:param`): whatever the value, the
 * request goes to the API's host, not another one.
 */
function apiBaseThenValue(url: ResolvedUrl): boolean {
  const hole = url.parts.findIndex((p) => p.kind !== 'text');
  return hole > 0 && isApiUrl({ ...url, text: url.text.slice(0, url.offsets[hole]) });
}

const checking = new Set<ASTNode>();

/** A URL expression's resolution: in this file, or (`module`) in another module of the run reading an exported const. */
type ResolveIn = (node: ASTNode, module?: ReadingModule) => ResolvedUrl;

/**
 * Whether every use of the literal (written where `resolve` cannot see it from the request: a const,
 * a const object's member) builds a URL on the API host. True when the literal is held some other way
 * (written in the request itself, a let); false when the const object holding it is used whole
 * anywhere (its uses are not known). An exported const's readers in the run's other modules are
 * judged as its own (exported-readers.ts); one the package publishes, or whose readers are not all
 * known, is read-only. `config` is the file's (another module's reads are judged with that module's).
 */
export function onlyApiUses(ctx: IndexContext, config: UserConfig, literal: ASTNode, resolve: ResolveIn): boolean {
  if (checking.has(literal)) return true;
  // Once per literal (its uses do not change with the edits of literals): consts built of consts would otherwise be resolved again at every level.
  // The project index judges a tree before the run's modules are known, then hands it over: an answer holds for the modules it was given with.
  const modules = treeModules(ctx.root.get().value as object);
  const known = answered.get(literal);
  if (known !== undefined && known.modules === modules) return known.only;
  const remember = (only: boolean): boolean => {
    answered.set(literal, { only, modules });
    return only;
  };
  const path = pathOfNode(ctx, literal);
  if (!path) return true;
  const held = holderOf(ctx, path, true);
  // Its readers in the run's other modules: found (each judged below), known but not judgeable ('unknown': read-only), or none found (the file alone, as before).
  const elsewhere = held && exportedReads(ctx, config, held.local, held.key);
  if (elsewhere === 'unknown') return remember(false);
  const holder = elsewhere ? held : holderOf(ctx, path, false);
  if (!holder) {
    // Not held by a const of the file (written in the request, a let): editable, and not looked up again.
    return remember(true);
  }
  if (holder.uses === 'escapes' || holder.uses.some((use) => use.kind === 'unknown')) return remember(false);
  const uses = holder.uses;
  checking.add(literal);
  try {
    const here = uses.every((use) => !foreign(ctx, builtIn(use.at), resolve));
    return remember(here && (elsewhere ?? []).every(({ module, read }) => !foreign(module.ctx, builtIn(read), (node) => resolve(node, module))));
  } finally {
    checking.delete(literal);
  }
}

const answered = new WeakMap<ASTNode, { only: boolean; modules: RunModules | undefined }>();
