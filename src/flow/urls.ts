import type { ASTNode, ASTPath, NewExpression, VariableDeclarator } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isCall, isFunction, isMember, isWrapper, memberName, unwrap } from '../ast/syntax';
import type { Question } from './question';
import { perDeclaration, perIndex } from './per-declaration';
import { bindingUses } from './binding-uses';
import { mayRunAgain } from './loops';
import type { UrlChange, UrlValue } from './value';

/*
 * URL objects (docs/how-it-works.md, "URL objects"): `new URL(input)` and `new URL(input, base)` of the
 * language (not a class of the file named so), and what is done to one through the name that holds it:
 * `u.pathname = …` and `u.pathname += …` written as statements of the block that declares it, before
 * the read; `u.searchParams.set(…)` (or `append`, `delete`, `sort`) and `u.search = …` anywhere, which
 * change its query only. Any other write (`u.href = …`, `u.host = …`, a path written in a branch, a loop
 * or a callback, the name handed to another name) makes it `open`: its text is not known. So does the
 * name handed on (to a call other than the read's own, into an object or a list, returned: what it went
 * to may change it) for the reads after that, and any change for a read in a function the text cannot
 * order against it (a declaration below the write may run before it). The input and base are not
 * evaluated here: what string they stand for is the template question's (url-object-parts.ts), asked
 * with the caller's own bases (the URL resolver's).
 */

/**
 * What one use of the name does: a change of the URL, or the URL handed on (`at`, the expression that
 * carries it: the argument, the element, the returned name), `nested` when a function inside the
 * name's scope holds it (it runs whenever that function is called).
 */
type Handed = { kind: 'handed'; at: ASTNode; nested: boolean };
type Use = UrlChange | Handed;

/** `new URL(input[, base])`: a URL object with nothing changed yet; undefined for anything else. */
export function newUrl(q: Question, path: ASTPath<NewExpression>): UrlValue[] | undefined {
  const node = path.value;
  const { callee } = node;
  if (callee.type !== 'Identifier' || callee.name !== 'URL' || declarationsAt(q.index, path, 'URL').length > 0) return undefined;
  const [input, base, ...more] = node.arguments as ASTNode[];
  if (!input || more.length > 0 || input.type === 'SpreadElement' || base?.type === 'SpreadElement') return undefined;
  return [{ kind: 'url', node, input, ...(base && { base }), changes: [], open: false }];
}

/** The URL object a name declared with it holds at `read`: with the changes made through the name before the read. */
export function heldUrl(q: Question, declaration: Declaration, url: UrlValue, read: ASTPath): UrlValue {
  const uses = usesOf(q, declaration);
  if (uses === 'open' || unordered(uses, read, declaration.scope) || handedBefore(uses, read, declaration.scope)) return { ...url, open: true, held: true };
  const readAt = start(read.value);
  // A change made before the read, not the one the read is part of (`u.pathname = String(u) + …` reads `u` as it was).
  const before = (c: UrlChange): boolean => end(c.at) <= readAt;
  const changes = uses.filter((c): c is UrlChange => c.kind !== 'handed' && ((c.kind === 'query' && !within(c.at, readAt)) || before(c)));
  // A path written after a read inside a loop may come before the next pass's read, and one inside a callback before it runs.
  if (uses.some((c) => c.kind === 'path' && !before(c)) && mayRunAgain(read, declaration.scope)) return { ...url, open: true, held: true };
  return { ...url, changes: [...url.changes, ...changes], held: true };
}

/**
 * Whether a read inside a function of the name's scope has uses outside that function the text cannot
 * order against it: a function declaration (or method) below a write may be called above it, so it
 * sees the URL before or after the write. A function expression written after every such use is made
 * after them (the writes are statements of the declaring block), so what comes before it in the text
 * comes before the read; one written before a use may run after it, or before.
 */
function unordered(uses: Use[], read: ASTPath, scope: ASTNode): boolean {
  const around = functionsAround(read, scope);
  const outer = around[around.length - 1];
  if (!outer) return false;
  const expressions = around.every((f) => f.type === 'ArrowFunctionExpression' || f.type === 'FunctionExpression');
  return uses.some((u) => !(start(outer) <= start(u.at) && end(u.at) <= end(outer)) && !(expressions && end(u.at) <= start(outer)));
}

/**
 * Whether the URL was handed on where it may be changed before the read: written before it, or in a
 * function of the scope (called at any time), or anywhere when the read itself may run again (a loop,
 * a function). The read's own use (`fetch(u)`, the request) does not count.
 */
function handedBefore(uses: Use[], read: ASTPath, scope: ASTNode): boolean {
  const readAt = start(read.value);
  const handed = uses.filter((u): u is Handed => u.kind === 'handed' && !within(u.at, readAt));
  if (handed.length === 0) return false;
  return mayRunAgain(read, scope) || handed.some((u) => end(u.at) <= readAt || u.nested);
}

/** URL members whose write changes the URL's text. */
const TEXT_MEMBERS = new Set(['href', 'pathname', 'host', 'hostname', 'protocol', 'port', 'origin', 'username', 'password']);

/** By tree index: whether the file writes a URL's text through something other than a name (`this.url.pathname = …`). */
const writesUnseen = perIndex((index: NodeIndex): boolean =>
  index.of('AssignmentExpression').some((p) => {
    const left = p.value.left;
    return isMember(left) && TEXT_MEMBERS.has(memberName(left) ?? '') && !madeThere(index, p.get('left', 'object'));
  }),
);

/**
 * A URL object reached some other way than through a local name or where it is made (a field, a
 * method's return, an object's property): its changes are not followed, so it is `open` when the
 * file writes a URL's text through anything but a name that holds a `new URL(…)` of its own
 * (`this.url.pathname += …`, `url.pathname = …` of a helper's parameter or a loop's element, which
 * may be that object), once per index.
 */
export function unseenChanges(index: NodeIndex, url: UrlValue, read: ASTNode): UrlValue {
  if (url.held || url.open || read === url.node) return url;
  return writesUnseen(index) ? { ...url, open: true } : url;
}

/** Whether `object` is a name declared with a `new URL(…)` (its writes are that object's: `heldUrl` follows them). */
function madeThere(index: NodeIndex, object: ASTPath): boolean {
  const node = object.value;
  if (node?.type !== 'Identifier') return false;
  const declarator = declarationsAt(index, object, node.name)[0]?.declarator?.value as VariableDeclarator | undefined;
  const init = unwrap(declarator?.init);
  return init?.type === 'NewExpression' && init.callee.type === 'Identifier' && init.callee.name === 'URL';
}

/** Members of a URL object read without changing it. */
const READS = new Set(['href', 'toString', 'toJSON', 'pathname', 'origin', 'host', 'hostname', 'protocol', 'port', 'search', 'hash', 'username', 'password']);

/** Methods of `searchParams` that change the query. */
const QUERY_WRITES = new Set(['set', 'append', 'delete', 'sort']);

/** What a name's uses do to its URL object, or `open`; once per declaration and index. */
const usesOf = perDeclaration(collectUses);

function collectUses(q: Question, declaration: Declaration): Use[] | 'open' {
  const changes: Use[] = [];
  // A property named like the URL (`x.url`, `{ url: … }`, a class field) is not a use of it (binding-uses.ts).
  for (const ref of bindingUses(q.index, q.ctx.root, declaration)) {
    const change = useAt(ref, declaration.scope);
    if (change === 'open') return 'open';
    if (change) changes.push(change);
  }
  return changes;
}

/** One use of the name: a change of its URL, the URL handed on, nothing (a read), or `open`. */
function useAt(ref: ASTPath, scope: ASTNode): Use | undefined | 'open' {
  const parent = ref.parent?.value;
  if (!isMember(parent) || parent.object !== ref.value) return nameUse(ref, scope);
  const name = parent.computed ? undefined : memberName(parent);
  const outer = ref.parent.parent?.value;
  if (outer?.type === 'AssignmentExpression' && outer.left === parent) {
    if (name === 'search' || name === 'hash') return { kind: 'query', at: outer };
    if (name !== 'pathname' || (outer.operator !== '=' && outer.operator !== '+=')) return 'open';
    // The path is known only when written as a statement of the block that declares the name.
    const statement = ref.parent.parent.parent;
    if (statement?.value?.type !== 'ExpressionStatement' || !declaredBlock(statement, scope)) return 'open';
    return { kind: 'path', op: outer.operator, value: outer.right, at: outer };
  }
  if (outer?.type === 'UpdateExpression' || (outer?.type === 'UnaryExpression' && outer.operator === 'delete')) return 'open';
  if (name === 'searchParams') {
    const method = ref.parent.parent;
    const call = method?.parent?.value;
    if (isMember(method?.value) && method.value.object === parent && call?.type === 'CallExpression' && call.callee === method.value) {
      return QUERY_WRITES.has(memberName(method.value) ?? '') ? { kind: 'query', at: call } : undefined;
    }
    // `u.searchParams` handed on, or a member of it written: its query may change anyhow; its path does not.
    return { kind: 'query', at: parent };
  }
  return name !== undefined && READS.has(name) ? undefined : 'open';
}

/** Where the name's value goes without a member read of it: nowhere (its text read), handed on, or `open`. */
function nameUse(ref: ASTPath, scope: ASTNode): Use | undefined | 'open' {
  let carrier = ref;
  while (isWrapper(carrier.parent?.value)) carrier = carrier.parent;
  const holder = carrier.parent?.value;
  if (holder?.type === 'AssignmentExpression' || holder?.type === 'UpdateExpression') return 'open';
  if (holder?.type === 'VariableDeclarator' && holder.init === carrier.value) return 'open';
  // `(u as URL).pathname = …`: a member of it under a cast, not followed.
  if (isMember(holder) && holder.object === carrier.value) return 'open';
  if (readsText(holder, carrier.value)) return undefined;
  return { kind: 'handed', at: carrier.value, nested: functionsAround(carrier, scope).length > 0 };
}

/** Where the URL's value is only read as text or tested: `${u}`, `String(u)`, `'…' + u`, `!u`, `x[u]`, `if (u)`, `u;`, `typeof u` in a type. */
function readsText(holder: ASTNode | undefined, carried: ASTNode): boolean {
  if (!holder) return false;
  if (READ_BY.has(holder.type)) return true;
  if (isMember(holder)) return holder.property === carried;
  if (isCall(holder)) return holder.callee.type === 'Identifier' && holder.callee.name === 'String' && holder.arguments.length === 1 && holder.callee !== carried;
  return holder.type === 'IfStatement' && holder.test === carried;
}

/** Nodes whose use of an expression only reads it (its text, its truth, its type). */
export const READ_BY = new Set(['TemplateLiteral', 'BinaryExpression', 'UnaryExpression', 'ExpressionStatement', 'TSTypeQuery']);

/** Whether a statement sits in the block (or function body) that declares the name, not in a branch, loop or callback. */
function declaredBlock(statement: ASTPath, scope: ASTNode): boolean {
  const block = statement.parent?.value;
  if (block === scope) return true;
  const holder = statement.parent?.parent?.value;
  return block?.type === 'BlockStatement' && holder === scope && isFunction(holder);
}

/** The functions between `p` and the scope, innermost first. */
export function functionsAround(p: ASTPath, scope: ASTNode): ASTNode[] {
  const found: ASTNode[] = [];
  for (let at: ASTPath | null = p.parentPath; at && at.value !== scope; at = at.parentPath) if (isFunction(at.value)) found.push(at.value);
  return found;
}

const start = (node: ASTNode): number => (node as { start?: number }).start ?? -1;
const end = (node: ASTNode): number => (node as { end?: number }).end ?? Infinity;
const within = (node: ASTNode, at: number): boolean => start(node) <= at && at < end(node);

