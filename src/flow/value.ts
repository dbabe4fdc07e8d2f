import type { ArrayExpression, ASTNode, CallExpression, ClassDeclaration, ClassExpression, FunctionDeclaration, FunctionExpression, NewExpression, ObjectExpression } from 'jscodeshift';
import type { FunctionNode } from '../ast/syntax';

/*
 * The abstract values of the value-flow layer (docs/value-flow.md): what an expression may hold,
 * as far as the code written in the file says. A question about an expression answers a set of
 * these (see values.ts); a value that cannot be pinned down is `unknown`, never a guess. SDK clients
 * are a question of their own (clients.ts).
 */

/**
 * Where a value that is not known comes from: a parameter of a function (bound to an argument when
 * the function is called: `zonePath(id)` called as `zonePath(z)`), the element of a loop over a
 * list that is not known (`for (const id of zoneIds)`), a `.replace` of a parameter, or nothing
 * the layer follows.
 */
export type Origin =
  | { kind: 'parameter'; fn: FunctionNode; index: number }
  | { kind: 'element'; loop: ASTNode }
  | { kind: 'unknown' }
  /**
   * `.replace(search, replacement)` (both written as strings) applied to a value of another origin
   * that the layer cannot apply it to yet: a parameter (`endpoint.replace('/tunnels', '')` in a
   * wrapper). Binding the parameter to a call's argument applies it (invoke.ts).
   */
  | { kind: 'replaced'; from: Origin; search: string; replacement: string }
  /**
   * What a call of a function another module declares returns (`const cf = makeClient(token)`), with
   * the members read on it after (`cf.putSetting`: ['putSetting']): that module says what it is (a
   * factory's object literal whose members are closures over its parameters,
   * src/cloudflare/calls/flow-callee.ts). Unknown to every other question.
   */
  | { kind: 'returned'; source: string; name: string; members: string[] };

/**
 * Why a text part may not be edited from the expression asked, though it is written in a literal:
 * it reached the expression through a call (`zonePath(z)`: the function's return, with the call's
 * arguments bound in; `.replace`'s result), or a guard narrowed a variable to it (`if (s !== 'x')
 * throw …`). The literal is then the function's or the guard's: an edit made there for one call
 * would change what every other call of the function, or the comparison, means.
 */
export type ReadOnly = 'call' | 'guard';

/**
 * A piece of a string template: known text (with the literal it is written in, null when the text
 * is computed, `.replace` or `.join`'s separator), or a hole (with where its value comes from and
 * the expression that holds it, the argument at the call for a bound parameter). A text part the
 * expression asked may edit has a `node` and no `readOnly`: written in the expression itself, or in
 * what the names, members and list elements it reads hold (a `const`, each value of a `let`, a field,
 * an object literal's property, a getter's return), the same text at every read, where the edit is
 * made once for every user (see `editableNode`).
 */
export type Part = { kind: 'text'; text: string; node: ASTNode | null; readOnly?: ReadOnly } | { kind: 'hole'; origin: Origin; node: ASTNode; when?: PartCondition; excluded?: Set<string> };

/**
 * What the string held at a hole must answer for the template it is part of to hold (templates.ts): the
 * branch of `path.startsWith('http') ? path : `${ROOT}${path}`` that puts the root before `path` holds
 * only when `path` does not start with 'http' (`taken`: false). The caller's argument decides it.
 */
export type PartCondition = Pick<Condition, 'prefix' | 'whenStarts' | 'exact' | 'taken'>;

/**
 * Where an element of a list is written: the array literal it is an element of and its position there,
 * and what brought it into the list that holds it (`through`, outermost first: a spread of a known list,
 * `[...BASE, 'brotli']`, or an argument of `concat`, `BASE.concat(MORE)`). A transform edits or drops
 * the element there.
 */
export interface ElementSite {
  literal: ArrayExpression;
  index: number;
  through: ASTNode[];
}

/** Which element of a known list a value is, when it was read from a loop over that list (`for (const s of ['a', 'b'])`). */
export interface Element {
  /** The loop (a `for…of` statement, or the callback of `forEach`/`map`/`flatMap`). */
  loop: ASTNode;
  /** The list walked: its array literal, or the `concat` call that makes it. */
  list: ASTNode;
  /** The element's position in that list. */
  index: number;
  /** Where the element is written. */
  site: ElementSite;
}

/**
 * Which element of a known list a value is, when a guard narrowed a variable to that list's elements
 * (`if (!LIST.includes(s)) return …`, src/flow/list-guards.ts): the list, the element's position and
 * where it is written, and the list's read in the guard's test (`LIST` in `LIST.includes(s)`).
 */
export interface GuardElement {
  list: ASTNode;
  index: number;
  site: ElementSite;
  read: ASTNode;
}

/** Which entry of a const object literal of literals a value is, read by a key the layer does not know: the object, the entry (its property, or the write), the read; `walk`: the loop over the object's entries whose key (or value) it is. */
export interface Lookup {
  object: ObjectExpression;
  at: ASTNode;
  read: ASTNode;
  walk?: ASTNode;
}

/** What every value may say about how it was reached. */
interface Reached {
  /** Read from a loop over a known list: one value per element. */
  element?: Element;
  /** Known only because a guard before the read narrowed the variable (`if (s !== 'x') throw …`): the guard's test. */
  guard?: ASTNode;
  /** Known because a guard narrowed the variable to the elements of a known list: which element (see `GuardElement`). */
  guardElement?: GuardElement;
  /**
   * Held by the left side of `a ?? 'default'` (or `a || 'default'`) whose right side is a non-empty
   * string literal: the value the code falls back from (an environment variable, an option) to the
   * default written there. A `+` or template made with such a value says so too. A recogniser that
   * takes the written default as what the code means (the URL resolver) leaves these values out;
   * the layer itself counts both sides. The logical expression.
   */
  beforeDefault?: ASTNode;
  /**
   * Read as an element of a list the layer knows only by what each element may be (`ItemsValue`): that
   * list's node (the `.map` call, or the array literal the code pushes to).
   */
  item?: ASTNode;
  /**
   * Known only from a type annotation on the way (`client: CloudflareClient`, read as an instance of
   * each class of the file written to implement it, src/flow/classes.ts): the type's name.
   */
  typed?: string;
  /** Read out of a table by a key the layer does not know (`PATHS[key]`, computed-keys.ts): one of its values. */
  lookup?: Lookup;
  /**
   * Held only on one branch of a conditional whose test asks how a string starts, which the values
   * the layer has here do not decide (`path.startsWith('http') ? path : `${ROOT}${path}`` with `path`
   * a parameter): see `Condition`. Binding a parameter to a call's argument decides it (invoke.ts).
   */
  when?: Condition;
}

/**
 * The test a conditional's branch is taken on (src/flow/prefix-tests.ts): the text the subject is
 * tested to start with, whether the test is true when it does (`whenStarts`) and whether the prefix
 * is all it asks (`exact`), the subject's values, the answer this branch is taken on (`taken`), the
 * conditional itself, and the declaration of the name tested (the template question marks that
 * name's reads in the branch: templates.ts).
 */
export interface Condition {
  conditional: ASTNode;
  prefix: string;
  whenStarts: boolean;
  exact: boolean;
  taken: boolean;
  subject: Value[];
  declared?: ASTNode;
}

/** A string: its parts in order (text and holes). */
export interface StringValue extends Reached {
  kind: 'string';
  parts: Part[];
}

/**
 * A list the file writes: an array literal (with the elements of known lists it spreads) or a `concat`
 * of known lists; each element's values and where it is written. The list is known: no hole, no
 * spread or `concat` of anything else, not changed by the file.
 */
export interface ListValue extends Reached {
  kind: 'list';
  /** The array literal, or the `concat` call that makes the list. */
  node: ASTNode;
  elements: Value[][];
  /** Where each element is written, by position. */
  sites: ElementSite[];
}

/**
 * A list the layer knows only by what each element may be, not by how many there are nor where each is
 * written: `list.map(fn)` (each element one of fn's return values, fn's element parameter bound to the
 * receiver's elements) and an array literal held by a `const` that the code only pushes to and walks
 * (each element one of the literal's or of the values pushed: pushed.ts). A loop over it reads each of
 * them (loops.ts), marked with `item`. Nothing can be edited or dropped by position in it.
 */
export interface ItemsValue extends Reached {
  kind: 'items';
  /** The `.map` call, or the array literal pushed to. */
  node: ASTNode;
  each: Value[];
}

/** A function written in the file: calling it gives its return values with the parameters bound to the arguments. */
export interface FunctionValue extends Reached {
  kind: 'function';
  fn: FunctionNode;
  /**
   * A method read on a class (or its instance) that inherits it through a class holding state of its
   * own (own-state.ts: `Mirror.request` with `class Mirror extends Base { static base = MIRROR }`):
   * the class it was read on. `this` in the method is then that class, not the one declaring it, so
   * what the method does there (its returns, the URL it sends) is not what it does on its own.
   */
  through?: ClassNode;
}

/** A value the layer does not know: where it comes from, and the expression that holds it. */
export interface UnknownValue extends Reached {
  kind: 'unknown';
  origin: Origin;
  node: ASTNode;
  /** Strings an exiting guard before the read says it is not (narrowing.ts): the set it is declared to be one of leaves them out. */
  excluded?: Set<string>;
}

/**
 * One write of a property of an object (objects.ts): an entry of the literal that makes it, or an
 * assignment through the name that holds it (`body.data = {…}`, `Object.assign(body, {…})`).
 */
export interface PropertyWrite {
  key: string;
  /** The expression written. */
  value: ASTNode;
  /** Where it is written: the literal's entry, or the statement that assigns it. */
  at: ASTNode;
  /** The branch it is written in, when it may not run (a `case` of a switch, a branch of an `if`, a loop's body, …). */
  branch?: ASTNode;
}

/**
 * An object made by an object literal of the file, with the properties written on it: the literal's
 * entries, then the assignments through the name that holds it before it is read (objects.ts).
 * `open` when something the layer does not follow may add or change a property (a computed key, a
 * spread of an object it does not know, `delete`, a write in a callback, the object handed to a call).
 */
export interface ObjectValue extends Reached {
  kind: 'object';
  node: ObjectExpression;
  writes: PropertyWrite[];
  open: boolean;
  /**
   * Writes through a key the layer does not know (`{ [k]: v }`, `b[k] = a[k]` for each `k` of
   * `Object.keys(a)`): any property may be among them. The object is open.
   */
  anyKey?: Omit<PropertyWrite, 'key'>[];
  /**
   * Keys a spread of a value the layer does not know may write, as its written type declares them
   * (`...fields` with `fields: Partial<Rec>`, declared.ts's typeKeys): `value` is the spread value. The object is open.
   */
  declared?: PropertyWrite[];
  /** Reached through a call (a function's return): the literal is the function's, written once for every call. */
  readOnly?: ReadOnly;
  /**
   * Made in a function and reached through calls of it (`paramsFor(zone, entry)` returning
   * `{ type: entry.type, … }`): each call and the function whose parameters its arguments bind,
   * innermost first, as a URL object's (`UrlValue.bound`). The writes are expressions of the function;
   * bound-arguments.ts reads a parameter in them as the call's argument.
   */
  bound?: UrlBinding[];
}

/** One `map.set(key, value)` of a map (maps.ts): the expressions written, and the call. */
export interface MapEntry {
  key: ASTNode;
  value: ASTNode;
  at: ASTNode;
}

/**
 * A `new Map()` of the file and the entries put in it through the name that holds it (maps.ts): every
 * `.set` counts at every read. `open` when it may hold entries the layer does not see (made with
 * entries, handed on, a `.set` whose result is used).
 */
export interface MapValue extends Reached {
  kind: 'map';
  node: NewExpression;
  entries: MapEntry[];
  open: boolean;
}

/**
 * One change of a `URLSearchParams`'s entries (search-params.ts), in the order the code writes them:
 * an entry of what it is made from (`new URLSearchParams({ type: 'A' })`, `'type=A&name=x'`,
 * `[['type', 'A']]`: `set`, as each key comes once there), or a call through the name that holds it
 * (`q.set(k, v)` replaces every entry of `k`, `q.append(k, v)` adds one, `q.delete(k)` removes them).
 */
export interface SearchEntry {
  op: 'set' | 'append' | 'delete';
  key: string;
  /** The expression given (the property's value, the call's second argument); none for `delete` and for a string parsed. */
  value?: ASTNode;
  /** The value's text, when it comes from a string the layer parsed (`'type=A'`). */
  text?: string;
  /** The key as written where a transform may rename it: the property's key of the literal it is made from, the call's first argument. */
  keyNode?: ASTNode;
  /** Where: the property (or the statement assigning it), the string, the pair, the call. */
  at: ASTNode;
  /** When it may not run, or run more than once: the branch, loop or function it is written in. */
  branch?: ASTNode;
}

/**
 * A `URLSearchParams` of the language (`new URLSearchParams(init)`), with its entries: those of the
 * init and the changes made through the name that holds it, wherever in the name's scope (every one
 * counts at every read, as for a map). `open` when keys may be added or changed out of the layer's
 * sight: an init it does not know, a key it cannot read (`q.set(k, v)`), the params handed to a call
 * or to another name.
 */
export interface SearchParamsValue extends Reached {
  kind: 'search';
  node: NewExpression;
  entries: SearchEntry[];
  open: boolean;
  /**
   * Also used elsewhere than at the read asked about (sent to another request, read by `.get`, written
   * into other text, exported, copied from a name used elsewhere): an edit of an entry would change those
   * too, so a transform reports rather than edits (search-params.ts).
   */
  shared?: true;
}

/** A class written in the file (`class Zones {}`, `const Zones = class {}`): its static members are read on it. */
export interface ClassValue extends Reached {
  kind: 'class';
  cls: ClassNode;
  /** `this` in a static method of the class: the class it is called on, which may be a subclass (src/flow/classes.ts). */
  self?: boolean;
}

/**
 * An instance of a class written in the file (`new Http(token)`, `this` in a method, a value typed
 * with an interface the class implements): its methods and getters, and the fields its constructor,
 * methods or field initialisers set (src/flow/classes.ts). Or of a constructor function given
 * prototype members (`new Api(token)`, `this` in it and in its prototype's methods:
 * src/flow/constructor-instances.ts). `node` is the expression that made it.
 */
export interface InstanceValue extends Reached {
  kind: 'instance';
  cls: ClassNode | ConstructorNode;
  node: ASTNode;
}

/**
 * An HTTP client instance with its base (http-clients.ts): made by a factory call whose config writes
 * a base (`axios.create({ baseURL })`, `got.extend({ prefixUrl })`, `ky.create`, `ofetch.create`), or
 * derived from such an instance (`api.extend({ hooks })`), which keeps its base unless given its own.
 * `node` is the call that made it, `base` the expression written as its base: what string that is,
 * is the template question's, asked with the caller's bases (as a URL object's input is).
 */
export interface HttpValue extends Reached {
  kind: 'http';
  node: CallExpression;
  /** Undefined: a client package's instance made with no base (`axios.create({ headers })`), never an anchor. */
  base: ASTNode | undefined;
  /** The client package it was made from (`axios`), when the layer knows it. */
  client?: string;
}

/**
 * A binding imported from another module (`import { Zones } from './zones'`, `const { Client } =
 * require('./client')`, a namespace's member), with the members read on it and whether it was
 * constructed (`new Client()`): the module that declares it says what it is (src/flow/modules.ts).
 */
export interface ImportValue extends Reached {
  kind: 'import';
  /** The specifier as written (`./zones`). */
  source: string;
  /** The exported name (`default` for a default import, `*` for a namespace). */
  name: string;
  /** Members read after it, in order (`Zones.setSettings`: ['setSettings']). */
  members: string[];
  /** Made with `new` (before the members are read). */
  instance: boolean;
  /** Static members the file's classes on the way declare (`class Mirror extends Base { static host() … }`): the imported static method may read them on `this` (classes.ts). */
  shadows?: string[];
  node: ASTNode;
}

/**
 * A change made to a URL object through the name that holds it (urls.ts): its path set or appended to
 * (`u.pathname = …`, `u.pathname += …`, the expression written), or its query changed
 * (`u.searchParams.set(…)`, `u.search = …`).
 */
export type UrlChange = { kind: 'path'; op: '=' | '+='; value: ASTNode; at: ASTNode } | { kind: 'query'; at: ASTNode };

/**
 * A URL object of the language (`new URL(input, base)`, urls.ts): the expressions it is made from, and
 * the changes made to it before the read, in order. `u.href`, `u.toString()` and `String(u)` hold the
 * same value (its text). `open` when something the layer does not follow may change it (`u.host = …`, a
 * path written in a branch). What string it stands for is the template question's (url-object-parts.ts,
 * with the caller's bases). `readOnly` when it reached the expression through a
 * call (see `ReadOnly`).
 */
export interface UrlValue extends Reached {
  kind: 'url';
  node: NewExpression;
  input: ASTNode;
  base?: ASTNode;
  changes: UrlChange[];
  open: boolean;
  readOnly?: ReadOnly;
  /** Read through the local name that holds it, with the changes made through that name (urls.ts's `heldUrl`). */
  held?: true;
  /**
   * Made in a function and reached through calls of it (`settingUrl(z, 'brotli')` returning
   * `new URL(\`${API}/zones/${z}/settings/${s}\`)`): each call and the function whose parameters
   * its arguments bind, innermost first. The input, base and changes are expressions of the function;
   * the template question reads a parameter in them as the call's argument (bound-parts.ts).
   */
  bound?: UrlBinding[];
}

/** A call of a function, whose arguments bind the function's parameters (see `UrlValue.bound`, `ObjectValue.bound`). */
export interface UrlBinding {
  fn: FunctionNode;
  call: CallExpression;
}

export type Value = StringValue | ListValue | ItemsValue | FunctionValue | ObjectValue | MapValue | SearchParamsValue | ClassValue | InstanceValue | HttpValue | ImportValue | UrlValue | UnknownValue;

/** A class declaration or expression. */
export type ClassNode = ClassDeclaration | ClassExpression;

/** A constructor function: a function declaration or expression given prototype members (src/flow/function-classes.ts). */
export type ConstructorNode = FunctionDeclaration | FunctionExpression;

export const UNKNOWN_ORIGIN: Origin = { kind: 'unknown' };

export const unknown = (node: ASTNode, origin: Origin = UNKNOWN_ORIGIN): UnknownValue => ({ kind: 'unknown', origin, node });

export const text = (value: string, node: ASTNode | null): StringValue => ({ kind: 'string', parts: [{ kind: 'text', text: value, node }] });

/** The string's text when it has no hole, else undefined. */
export function knownText(value: Value): string | undefined {
  if (value.kind !== 'string' || value.parts.some((p) => p.kind === 'hole')) return undefined;
  return value.parts.map((p) => (p.kind === 'text' ? p.text : '')).join('');
}

/** The string as a pattern: holes written `:param` (as endpoint templates write them), undefined for any other kind. */
export function templateText(value: Value): string | undefined {
  if (value.kind !== 'string') return undefined;
  return value.parts.map((p) => (p.kind === 'text' ? p.text : ':param')).join('');
}

/** A value as a string's parts: a string's own, any other kind one hole (an unknown keeps its origin and what a guard says it is not). */
export function asParts(value: Value): Part[] {
  if (value.kind === 'string') return value.parts;
  if (value.kind === 'unknown') return [{ kind: 'hole', origin: value.origin, node: value.node, ...(value.excluded && { excluded: value.excluded }) }];
  return [{ kind: 'hole', origin: UNKNOWN_ORIGIN, node: valueNode(value) }];
}

/** The node a value that is not a string stands at (a list's or object's literal, a function, a class, the expression that made an instance or import). */
export function valueNode(value: Exclude<Value, StringValue>): ASTNode {
  switch (value.kind) {
    case 'function':
      return value.fn;
    case 'class':
      return value.cls;
    default:
      return value.node;
  }
}

/** The literal a text part is written in when the expression asked may edit it there (see `Part`), else null. */
export function editableNode(part: Part): ASTNode | null {
  return part.kind === 'text' && !part.readOnly ? part.node : null;
}

/**
 * The same values with every text part marked read-only for `why` (see `ReadOnly`), a list's
 * elements too; a value with no text part written in a literal is returned as it is.
 */
export function markReadOnly(found: Value[], why: ReadOnly): Value[] {
  return found.map((v): Value => {
    if (v.kind === 'string') {
      if (!v.parts.some((p) => p.kind === 'text' && p.node && !p.readOnly)) return v;
      return { ...v, parts: v.parts.map((p): Part => (p.kind === 'text' && p.node && !p.readOnly ? { ...p, readOnly: why } : p)) };
    }
    if (v.kind === 'list') return { ...v, elements: v.elements.map((e) => markReadOnly(e, why)) };
    if (v.kind === 'url' || v.kind === 'object') return { ...v, readOnly: v.readOnly ?? why };
    if (v.kind === 'items') return { ...v, each: markReadOnly(v.each, why) };
    return v;
  });
}
