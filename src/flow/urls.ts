import type { ASTNode, ASTPath, NewExpression } from 'jscodeshift';
import { identifiersNamedIn, type NodeIndex } from '../ast/node-index';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isFunction, isMember, memberName } from '../ast/syntax';
import type { Question } from './question';
import { perDeclaration } from './per-declaration';
import type { UrlChange, UrlValue } from './value';

/*
 * URL objects (docs/how-it-works.md, "URL objects"): `new URL(input)` and `new URL(input, base)` of the
 * language (not a class of the file named so), and what is done to one through the name that holds it:
 * `u.pathname = …` and `u.pathname += …` written as statements of the block that declares it, before
 * the read; `u.searchParams.set(…)` (or `append`, `delete`, `sort`) and `u.search = …` anywhere, which
 * change its query only. Any other write (`u.href = …`, `u.host = …`, a path written in a branch, a loop
 * or a callback, the name handed to another name) makes it `open`: its text is not known. The input and
 * base are not evaluated here: what string they stand for is the URL resolver's question, which knows
 * the run's bases (src/cloudflare/urls/url-object.ts).
 */

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
  if (uses === 'open') return { ...url, open: true, held: true };
  const readAt = start(read.value);
  // A change made before the read, not the one the read is part of (`u.pathname = String(u) + …` reads `u` as it was).
  const before = (c: UrlChange): boolean => end(c.at) <= readAt;
  const changes = uses.filter((c) => (c.kind === 'query' && !within(c.at, readAt)) || before(c));
  // A path written after a read inside a loop may come before the next pass's read, and one inside a callback before it runs.
  if (uses.some((c) => c.kind === 'path' && !before(c)) && mayRunAgain(read, declaration.scope)) return { ...url, open: true, held: true };
  return { ...url, changes: [...url.changes, ...changes], held: true };
}

/** URL members whose write changes the URL's text. */
const TEXT_MEMBERS = new Set(['href', 'pathname', 'host', 'hostname', 'protocol', 'port', 'origin', 'username', 'password']);

/** By tree index: whether the file writes a URL's text through something other than a name (`this.url.pathname = …`). */
const writesUnseen = new WeakMap<NodeIndex, boolean>();

/**
 * A URL object reached some other way than through a local name or where it is made (a field, a
 * method's return, an object's property): its changes are not followed, so it is `open` when the
 * file writes a URL's text through anything but a name (`this.url.pathname += …`), once per index.
 */
export function unseenChanges(index: NodeIndex, url: UrlValue, read: ASTNode): UrlValue {
  if (url.held || url.open || read === url.node) return url;
  let found = writesUnseen.get(index);
  if (found === undefined) {
    found = index.of('AssignmentExpression').some((p) => {
      const left = p.value.left;
      return isMember(left) && TEXT_MEMBERS.has(memberName(left) ?? '') && left.object.type !== 'Identifier';
    });
    writesUnseen.set(index, found);
  }
  return found ? { ...url, open: true } : url;
}

/** Members of a URL object read without changing it. */
const READS = new Set(['href', 'toString', 'toJSON', 'pathname', 'origin', 'host', 'hostname', 'protocol', 'port', 'search', 'hash', 'username', 'password']);

/** Methods of `searchParams` that change the query. */
const QUERY_WRITES = new Set(['set', 'append', 'delete', 'sort']);

/** What a name's uses do to its URL object, or `open`; once per declaration and index. */
const usesOf = perDeclaration(collectUses);

function collectUses(q: Question, declaration: Declaration): UrlChange[] | 'open' {
  const { id } = declaration;
  const changes: UrlChange[] = [];
  for (const ref of identifiersNamedIn(q.index, q.ctx.root, declaration.scope, id.name)) {
    if (ref.value === id) continue;
    const parent = ref.parent?.value;
    // A property named like the URL (`x.url`, `{ url: … }`) is not a use of it.
    if (isMember(parent) && parent.property === ref.value && !parent.computed) continue;
    if ((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === ref.value && !parent.shorthand) continue;
    if (declarationsAt(q.index, ref, id.name)[0]?.id !== id) continue;
    const change = useAt(ref, declaration.scope);
    if (change === 'open') return 'open';
    if (change) changes.push(change);
  }
  return changes;
}

/** One use of the name: a change of its URL, nothing (a read, the URL passed to a call), or `open`. */
function useAt(ref: ASTPath, scope: ASTNode): UrlChange | undefined | 'open' {
  const parent = ref.parent?.value;
  if (!isMember(parent) || parent.object !== ref.value) {
    // Given to a call (`fetch(u)`, `String(u)`), written in a template, returned, awaited: read.
    if (parent?.type === 'AssignmentExpression' || parent?.type === 'UpdateExpression') return 'open';
    if (parent?.type === 'VariableDeclarator' && parent.init === ref.value) return 'open';
    return undefined;
  }
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

/** Whether a statement sits in the block (or function body) that declares the name, not in a branch, loop or callback. */
function declaredBlock(statement: ASTPath, scope: ASTNode): boolean {
  const block = statement.parent?.value;
  if (block === scope) return true;
  const holder = statement.parent?.parent?.value;
  return block?.type === 'BlockStatement' && holder === scope && isFunction(holder);
}

/** Whether a read may run after code written below it: in a loop, or in a function nested in the scope (a callback). */
function mayRunAgain(p: ASTPath, scope: ASTNode): boolean {
  for (let at: ASTPath | null = p.parentPath; at && at.value !== scope; at = at.parentPath) {
    if (isFunction(at.value) || /^(For|ForOf|ForIn|While|DoWhile)Statement$/.test(at.value?.type ?? '')) return true;
  }
  return false;
}

const start = (node: ASTNode): number => (node as { start?: number }).start ?? -1;
const end = (node: ASTNode): number => (node as { end?: number }).end ?? Infinity;
const within = (node: ASTNode, at: number): boolean => start(node) <= at && at < end(node);

