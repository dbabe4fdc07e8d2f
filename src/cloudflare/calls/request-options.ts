import type { ASTNode, CallExpression, ObjectExpression, OptionalCallExpression } from 'jscodeshift';
import type { IndexContext } from '../../ast/node-index';
import { isMember, memberName, propertyValue, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { objectAt } from '../../flow/sure-write';

/*
 * What a request's options object writes, read the same way by both tiers: the first tier's request
 * description (http.ts) and the second tier's body condition (src/cloudflare/untraced/sent-key.ts).
 */

/** The `method` an options object writes, upper-cased; undefined when it writes none, or not as a string. */
export const methodWritten = (options: MaybeNode): string | undefined => stringValue(propertyValue(options, 'method'))?.toUpperCase();

const VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/** A string that is a method, in any case (`'GET'`, `'delete'`, `'Put'`): upper-cased; undefined for any other. */
const verbOf = (node: ASTNode): string | undefined => {
  const s = stringValue(node as MaybeNode)?.toUpperCase();
  return s !== undefined && VERBS.has(s) ? s : undefined;
};
/** A callee's name that starts with a verb (`post`, `_delete`, `postForm`, `getJSON`): its strings after the URL are a body, not a method. */
const VERB_NAMED = /^_*(?:(?:[Gg]et|[Pp]ost|[Pp]ut|[Pp]atch|[Dd]elete|[Hh]ead|[Oo]ptions)(?![a-z])|(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(?![A-Z]))/;

/**
 * The HTTP method a request call spells, whose URL is its argument `url` (written in `options` when
 * given): the `method` of those options, else of an argument's object (`request(path, { method:
 * 'DELETE' })`, `const init = { method }` held by a name); else a verb string argument of its own, in
 * any case: before the URL (`send('GET', path)`, `apiRequest.call(this, 'DELETE', path)`), or after
 * it when the callee's name does not start with a verb (`cfApi(path, 'PUT', body)`; not
 * `http.postForm(path, 'GET')`, whose string is the body); else its callee's name (`byCallee`:
 * `api.get(…)`, `client._delete(…)`, `http.Post(…)`). Undefined when it says none (a plain
 * `fetch(url)` is a GET, but a wrapper's may be anything).
 */
export function methodSpelled(env: IndexContext, call: CallExpression | OptionalCallExpression, url: ASTNode, options?: MaybeNode): { method: string; byCallee?: true } | undefined {
  const args = call.arguments as ASTNode[];
  const written = methodWritten(options) ?? args.map((a) => methodWritten(objectOf(env, a))).find(Boolean);
  if (written) return { method: written };
  const callee = unwrap(call.callee as MaybeNode);
  const name = isMember(callee) ? memberName(callee) : callee?.type === 'Identifier' ? callee.name : undefined;
  const at = args.indexOf(url);
  const after = name !== undefined && VERB_NAMED.test(name) ? [] : args.slice(at + 1);
  const argument = args.slice(0, Math.max(0, at)).map(verbOf).find(Boolean) ?? after.map(verbOf).find(Boolean);
  if (argument) return { method: argument };
  const verb = name?.replace(/^_+/, '').toUpperCase();
  return verb && VERBS.has(verb) ? { method: verb, byCallee: true } : undefined;
}

/** Keys only a request's options write (a DNS record or other body does not): where it goes, how, with what headers. */
const OPTIONS_KEYS = ['method', 'headers', 'url', 'uri', 'baseURL', 'prefixUrl', 'hostname', 'searchParams', 'params', 'timeout', 'signal'];

/**
 * Whether an object says it is a request's options (writes `method`, `headers`, a URL…): only then is its
 * `data`/`json`/`body` the body alone; an object that says nothing may be the body itself, whose own
 * field is named so (an SRV/CAA/LOC record's `data`).
 */
export const saysOptions = (options: MaybeNode): boolean => OPTIONS_KEYS.some((key) => propertyValue(options, key) !== undefined);

/** The body as written in an options object: `data` (axios config), `json` (got, ky), `body` (fetch, got, undici), or one spread in. */
export function bodyOf(options: MaybeNode): ASTNode | undefined {
  // request's `json: true` only asks for JSON parsing: the body, if any, is in `body`.
  const json = propertyValue(options, 'json');
  return propertyValue(options, 'data') ?? (unwrap(json)?.type === 'BooleanLiteral' ? undefined : json) ?? propertyValue(options, 'body') ?? spreadBody(options);
}

/**
 * A body the options get only when there is one: `{ method, ...(body ? { body: JSON.stringify(body) } : {}) }`
 * (or `...(body && { … })`): the body of the literal spread in, the other side adding nothing.
 */
function spreadBody(options: MaybeNode): ASTNode | undefined {
  const o = unwrap(options);
  if (o?.type !== 'ObjectExpression') return undefined;
  const empty = (n: MaybeNode): boolean => {
    const e = unwrap(n);
    return e?.type === 'ObjectExpression' && e.properties.length === 0;
  };
  for (const p of o.properties as ASTNode[]) {
    const arg = p.type === 'SpreadElement' || (p.type as string) === 'SpreadProperty' ? unwrap((p as { argument: ASTNode }).argument) : undefined;
    let added: MaybeNode;
    if (arg?.type === 'ConditionalExpression') added = empty(arg.alternate) ? arg.consequent : empty(arg.consequent) ? arg.alternate : undefined;
    else if (arg?.type === 'LogicalExpression' && arg.operator === '&&') added = arg.right;
    const body = unwrap(added)?.type === 'ObjectExpression' ? bodyOf(added) : undefined;
    if (body) return body;
  }
  return undefined;
}

/**
 * The object literal an expression stands for: the layer's one object (src/flow/objects.ts), looking
 * through casts, consts and a variable of the calling function; not one a call returns (a converter's
 * literal is the function's, not this request's).
 */
export function objectOf(env: IndexContext, node: MaybeNode, through?: (call: ASTNode) => ASTNode | undefined): ObjectExpression | undefined {
  const n = unwrap(node);
  if (n?.type === 'ObjectExpression') return n;
  const found = n ? objectAt(env, n, through) : undefined;
  return found && !found.readOnly && !rerouted(found) ? found.node : undefined;
}

/** Keys that say where a request goes or how (its URL, base, host, method). */
const ROUTING_KEYS = new Set(['url', 'uri', 'path', 'baseURL', 'prefixUrl', 'host', 'hostname', 'port', 'protocol', 'method']);

/**
 * An options object whose URL or method is written again after its literal (`options.url = mirror`,
 * `options.method = 'GET'`), or through a key the layer does not know: the literal no longer says
 * where the request goes, so it is not this request's description (unknown: reported, never edited).
 */
function rerouted(found: NonNullable<ReturnType<typeof objectAt>>): boolean {
  const inLiteral = new Set<unknown>(found.node.properties);
  return (found.anyKey?.length ?? 0) > 0 || found.writes.some((w) => !inLiteral.has(w.at) && ROUTING_KEYS.has(w.key));
}
