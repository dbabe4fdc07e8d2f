import type { ArrayExpression, ASTNode, ASTPath, NewExpression } from 'jscodeshift';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isMember, isProperty, isWrapper, memberName, stringValue } from '../ast/syntax';
import { evaluate, type Question } from './question';
import { perDeclaration } from './per-declaration';
import { bindingUses, exported, usedOnlyAt } from './binding-uses';
import { branchOf, calleeName, READERS } from './objects';
import { functionsAround, READ_BY } from './urls';
import { knownText, type SearchEntry, type SearchParamsValue, type Value } from './value';

/*
 * Query parameters (docs/value-flow.md, "Query parameters"): `new URLSearchParams(init)` of the language
 * (not a class of the file named so), with the entries of its init (an object, a string, a list of
 * pairs, another URLSearchParams, each as the layer knows it) and the changes made through the name that
 * holds it: `q.set(k, v)`, `q.append(k, v)`, `q.delete(k)` with `k` written as a string, wherever in the
 * name's scope. As for a map (maps.ts), every change counts at every read, in the order written; one in
 * a branch, a loop or a callback says so (`branch`): it may not run, or run more than once. Reads
 * (`${q}`, `'?' + q`, `String(q)`, `q.toString()`, `q.get(…)`, a reader such as `console.log(q)`) add
 * nothing. Anything that may add or change a key out of sight makes it `open`: an init the layer does
 * not know, a key it cannot read, the params handed to a call, an object, a list or another name (but
 * the read asked about: `{ params: q }` handing them to the request).
 */

/** `new URLSearchParams(init)`: its init's entries; undefined for anything else. */
export function newSearchParams(q: Question, path: ASTPath<NewExpression>, depth: number): SearchParamsValue[] | undefined {
  const node = path.value;
  const { callee } = node;
  if (callee.type !== 'Identifier' || callee.name !== 'URLSearchParams' || declarationsAt(q.index, path, 'URLSearchParams').length > 0) return undefined;
  const [init, ...more] = node.arguments as ASTNode[];
  if (!init) return [{ kind: 'search', node, entries: [], open: false }];
  if (more.length > 0 || init.type === 'SpreadElement') return [{ kind: 'search', node, entries: [], open: true }];
  const found = evaluate(q, path.get('arguments', 0), depth + 1);
  const made = found.length === 1 ? initEntries(found[0], init) : undefined;
  const shared = (found.length === 1 && found[0].kind === 'search' && found[0].shared) || sharedInit(q, path.get('arguments', 0));
  return [{ kind: 'search', node, entries: made?.entries ?? [], open: made?.open ?? true, ...(shared && { shared }) }];
}

/** Whether the init is a name (`new URLSearchParams(init)`) that is used anywhere else, or exported: its entries are then not the copy's alone. */
function sharedInit(q: Question, init: ASTPath): boolean {
  let at = init;
  while (isWrapper(at.value)) at = at.get('expression');
  if (at.value.type !== 'Identifier') return false;
  const declarations = declarationsAt(q.index, at, at.value.name);
  return declarations.length !== 1 || !usedOnlyAt(q.index, q.ctx.root, { declaration: declarations[0], at: at.value });
}

/** What a URLSearchParams made from a value holds: its entries, and whether more may be in it; undefined when the layer cannot tell. */
function initEntries(v: Value, init: ASTNode): { entries: SearchEntry[]; open: boolean } | undefined {
  switch (v.kind) {
    case 'search':
      return { entries: v.entries, open: v.open };
    case 'object': {
      if (v.anyKey) return undefined;
      // A key is written where a transform may rename it when the entry is one of the literal's own (not spread into it).
      const own = new Set<ASTNode>(v.node.properties as ASTNode[]);
      const entries = v.writes.map((w): SearchEntry => {
        const keyNode = own.has(w.at) && isProperty(w.at) ? (w.at as { key: ASTNode }).key : undefined;
        return { op: 'set', key: w.key, value: w.value, at: w.at, ...(keyNode && { keyNode }), ...(w.branch && { branch: w.branch }) };
      });
      return { entries, open: v.open };
    }
    case 'string': {
      const written = knownText(v);
      if (written === undefined) return undefined;
      const entries = [...new URLSearchParams(written)].map(([key, text]): SearchEntry => ({ op: 'set', key, text, at: init }));
      return { entries, open: false };
    }
    case 'list': {
      const entries: SearchEntry[] = [];
      for (const element of v.elements) {
        const [pair] = element;
        const key = element.length === 1 && pair.kind === 'list' && pair.elements.length === 2 && pair.node.type === 'ArrayExpression' && pair.elements[0].length === 1 ? knownText(pair.elements[0][0]) : undefined;
        if (key === undefined || pair.kind !== 'list') return undefined;
        const [keyNode, value] = (pair.node as ArrayExpression).elements as ASTNode[];
        entries.push({ op: 'set', key, value, at: pair.node, ...(stringValue(keyNode) === key && { keyNode }) });
      }
      return { entries, open: false };
    }
    default:
      return undefined;
  }
}

/** The URLSearchParams a name declared with it holds at `read`: with every change made through the name, `open` when the name is handed on elsewhere than at `read`. */
export function heldSearchParams(q: Question, declaration: Declaration, params: SearchParamsValue, read: ASTPath): SearchParamsValue {
  const uses = usesOf(q, declaration);
  const open = params.open || uses.open || uses.handed.some((h) => h !== read.value);
  const shared = params.shared || exported(declaration) || [...uses.handed, ...uses.reads].some((h) => h !== read.value);
  return { ...params, entries: [...params.entries, ...uses.entries], open, ...(shared && { shared }) };
}

/** What a name's uses do to its URLSearchParams: the changes, the names handed on and those only read (their identifiers), and whether it is `open` besides. */
interface Uses {
  entries: SearchEntry[];
  handed: ASTNode[];
  reads: ASTNode[];
  open: boolean;
}

/** Methods and members of a URLSearchParams that only read it (`sort` orders the entries, keeping each). */
const READS = new Set(['toString', 'get', 'getAll', 'has', 'keys', 'values', 'entries', 'forEach', 'size', 'sort']);

/** The changes a declared name's uses make to its URLSearchParams; once per declaration and index. */
const usesOf = perDeclaration(collectUses);

function collectUses(q: Question, declaration: Declaration): Uses {
  const uses: Uses = { entries: [], handed: [], reads: [], open: false };
  // A property named like the params (`x.query`, `{ query: … }`) is not a use of it (binding-uses.ts).
  for (const ref of bindingUses(q.index, q.ctx.root, declaration)) {
    // A shorthand property (`{ params }`) may hold its name twice, as key and as value: the value is the use.
    const parent = ref.parent?.value;
    if (isProperty(parent) && parent.shorthand && parent.key === ref.value && parent.value !== ref.value) continue;
    const use = useAt(ref);
    if (use === 'open') uses.open = true;
    else if (use === 'handed') uses.handed.push(ref.value);
    else if (use === undefined) uses.reads.push(ref.value);
    else {
      // In a callback (the outermost function between the use and the declaring scope), else in a branch or loop of it.
      const branch = functionsAround(ref, declaration.scope).pop() ?? branchOf(ref, declaration.scope).branch;
      uses.entries.push({ ...use, ...(branch && { branch }) });
    }
  }
  return uses;
}

/** One use of the name: a change of its entries, nothing (a read), handed on, or `open`. */
function useAt(ref: ASTPath): SearchEntry | undefined | 'handed' | 'open' {
  let carrier = ref;
  while (isWrapper(carrier.parent?.value)) carrier = carrier.parent;
  const holder = carrier.parent?.value;
  if (!isMember(holder) || holder.object !== carrier.value) return nameUse(carrier, holder);
  const name = holder.computed ? undefined : memberName(holder);
  const call = carrier.parent.parent?.value;
  const called = call?.type === 'CallExpression' && call.callee === holder;
  if (name === 'size' || (called && READS.has(name ?? ''))) return undefined;
  if (!called || (name !== 'set' && name !== 'append' && name !== 'delete')) return 'open';
  const [keyNode, value] = call.arguments as ASTNode[];
  const key = stringValue(keyNode);
  if (key === undefined || (name !== 'delete' && (call.arguments.length !== 2 || value.type === 'SpreadElement'))) return 'open';
  return name === 'delete' ? { op: 'delete', key, keyNode, at: call } : { op: name, key, value, keyNode, at: call };
}

/** Where the name's value goes without a member read of it: read as text or tested, or handed on (another name too). */
function nameUse(carrier: ASTPath, holder: ASTNode | undefined): undefined | 'handed' {
  if (!holder || READ_BY.has(holder.type)) return undefined;
  if (holder.type === 'IfStatement' && holder.test === carrier.value) return undefined;
  if (holder.type === 'CallExpression' && holder.callee !== carrier.value) {
    const callee = calleeName(holder.callee);
    if (callee === 'String' || (callee !== undefined && READERS.has(callee))) return undefined;
  }
  return 'handed';
}
