import type { ASTNode, ASTPath } from 'jscodeshift';
import type { TransformContext } from '../../types';
import { heldBy, identifiersIn, pathOfNode } from '../../ast/node-index';
import { isMember, memberName, unwrap, unwrapAwait } from '../../ast/syntax';
import { castGenerics, type GenericResult } from '../responses/cast-generics';
import { castShape } from '../responses/cast-items';
import { outerExpression } from '../../ast/paths';
import { responseBindings } from '../responses/response';
import { dnsRecordItems, dnsRecordStarts } from './dns-record-items';
import { dnsRecordCalls } from './dns-records';
import type { RecognitionContext } from '../calls/calls';
import { currentIndex } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { moduleContext } from './site-context';
import { DNS_WORD } from './response-record-types';

/*
 * Where the module's DNS record responses meet a type or a schema other than by a cast (castItems) or
 * a function's return type (returnedByRun): asked by input-types.ts, whose input-named types and schemas
 * are kept only while no response reaches them. The response values are the layer's: the parsed body a
 * DNS record request's response is held in (responseBindings), its records where they start
 * (dnsRecordStarts) and as followed (dnsRecordItems).
 */

/** Methods of a zod schema that parse a value (`schema.parse(x)`, `safeParse`, their async forms). */
const PARSE = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);

/** The module's response values: the DNS record requests' calls, the declarators holding their parsed bodies, their records. */
interface ResponseValues {
  calls: ASTNode[];
  bodies: ASTNode[];
  records: ASTPath[];
}

/** The module's response values, kept for the run of a transform on it. */
function responseValues(ctx: RecognitionContext): ResponseValues {
  return ctx.memo ? ctx.memo('recordResponseValues', () => findResponseValues(ctx)) : findResponseValues(ctx);
}

/** The response values (see ResponseValues), found once per module and run of a transform. */
function findResponseValues(ctx: RecognitionContext): ResponseValues {
  const known = dnsRecordCalls(ctx).filter(({ call }) => call.method !== undefined);
  const calls: ASTNode[] = [];
  const bodies: ASTNode[] = [];
  for (const { call } of known) {
    calls.push(call.path.value);
    // `res.json<T>()` on the call itself, parsed where it is made.
    const parent = outerExpression(call.path).parent;
    if (isMember(parent?.value) && memberName(parent.value) === 'json' && parent.parent?.value.type === 'CallExpression') calls.push(parent.parent.value);
    for (const b of responseBindings(ctx, call, { lets: true })) {
      identifiersIn(ctx, b.scope.value, b.name).forEach((p: ASTPath) => {
        const declarator = p.parent?.value;
        if (declarator?.type !== 'VariableDeclarator' || declarator.id !== p.value) return;
        bodies.push(p.value);
        // `const body: T = await res.json<U>()`: the parse call's own argument too.
        const init = unwrapAwait(declarator.init);
        if (init?.type === 'CallExpression') calls.push(init);
      });
    }
  }
  const records = [...dnsRecordStarts(ctx).map((s) => s.path), ...dnsRecordItems(ctx).refs.map((r) => r.path)];
  return { calls, bodies, records };
}

/**
 * Whether a DNS record response is written with the type `name` where it is held or requested: a
 * declaration's annotation on its parsed body or one of its records (`const body: { result: T } = await
 * res.json()`, `const rec: T = body.result`), or the request's type argument (`axios.get<{ result: T }>(…)`,
 * `res.json<T>()`), or the annotation of the name holding an axios answer (`const res:
 * AxiosResponse<{ result: T[] }> = await axios.get(…)`: its `data`); as T, T[], { result: T } or Res<T> (castShape).
 */
export function annotatedByResponse(ctx: TransformContext, name: string): boolean {
  const { calls, bodies, records } = responseValues(ctx);
  const names = new Set([name]);
  let generics: Map<string, GenericResult> | undefined;
  const typed = (t: ASTNode | null | undefined): boolean => {
    const type = t?.type === 'TSTypeAnnotation' ? t.typeAnnotation : t;
    return !!type && castShape(type, names, () => (generics ??= castGenerics(ctx))) !== undefined;
  };
  const typeArguments = (call: ASTNode): ASTNode[] => ((call as { typeParameters?: { params?: ASTNode[] } }).typeParameters?.params ?? []);
  if (calls.some((c) => typeArguments(c).some(typed))) return true;
  // `const res: AxiosResponse<{ result: T[] }> = await axios.get(…)`: the response's `data` is typed.
  if (calls.some((c) => axiosData(heldAnnotation(ctx, c)).some(typed))) return true;
  if (bodies.some((id) => typed((id as { typeAnnotation?: ASTNode }).typeAnnotation))) return true;
  return records.some((p) => {
    const id = heldBy(ctx, p.value)?.declarator?.value.id;
    return !!id && 'typeAnnotation' in id && typed(id.typeAnnotation as ASTNode | null);
  });
}

/**
 * Whether a DNS record response is cast to the type `name` declared here, in this module or in one of
 * the run importing it: `(body as { result: T[] }).result` with `body` the parsed answer of a DNS
 * record request (`const body = await res.json()`), or the parse call cast itself (`(await res.json())
 * as T[]`). The cast proves what the type holds, whatever its members; a cast of anything else does not.
 */
export function castByRun(ctx: RecognitionContext, name: string): boolean {
  if (castByResponse(ctx, [name])) return true;
  const modules = ctx.modules;
  if (!modules?.program) return false;
  // The other modules do not change while this one is transformed: asked once per name.
  const ask = (): boolean => modules.importers(name, DNS_WORD).some((h) => h.program !== undefined && castByResponse(moduleContext(ctx, modules, h), h.locals));
  return ctx.memo ? ctx.memo(`castByRun:${name}`, ask) : ask();
}

/** Whether a cast of the module to one of `names` (as T, T[], { result: T[] }) holds the parsed answer of one of its DNS record requests. */
function castByResponse(ctx: RecognitionContext, names: readonly string[]): boolean {
  const index = currentIndex(ctx);
  const casts = index.of('TSAsExpression', 'TSTypeAssertion');
  const wanted = new Set(names);
  const typed = casts.filter((p) => castShape(p.value.typeAnnotation, wanted, () => new Map()) !== undefined);
  if (typed.length === 0) return false;
  const { calls, bodies } = responseValues(ctx);
  return typed.some((p) => {
    const held = unwrapAwait(p.value.expression);
    if (held?.type === 'CallExpression') return calls.includes(held);
    if (held?.type !== 'Identifier') return false;
    return declarationsAt(index, p, held.name).some((d) => bodies.includes(d.id));
  });
}

/** The annotation of the name a call's answer is held in, through `await` and casts (`const res: T = await axios.get(…)`). */
function heldAnnotation(ctx: TransformContext, call: ASTNode): ASTNode | undefined {
  let at = pathOfNode(ctx, call);
  while (at?.parent && (at.parent.value.type === 'AwaitExpression' || unwrap(at.parent.value) === at.value)) at = at.parent;
  const declarator = at?.parent?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== at?.value) return undefined;
  const id = declarator.id as { typeAnnotation?: { typeAnnotation?: ASTNode } };
  return id.typeAnnotation?.typeAnnotation;
}

/** The type argument of `AxiosResponse<T>` (T is what its `data` holds), none for any other type. */
function axiosData(type: ASTNode | undefined): ASTNode[] {
  if (type?.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier' || type.typeName.name !== 'AxiosResponse') return [];
  const args = (type as { typeParameters?: { params?: ASTNode[] } }).typeParameters?.params ?? [];
  return args.slice(0, 1);
}

/**
 * Whether the schema kept in the const `schema` parses a DNS record response's record or list:
 * `schema.parse(body.result)`, `schema.safeParse(rec)`, `z.array(schema).parse(result)`, `schema.array().parse(…)`.
 */
export function parsedByResponse(ctx: TransformContext, schema: string): boolean {
  return responseValues(ctx).records.some((p) => {
    const at = outerExpression(p);
    const call = at.parent?.value;
    if (call?.type !== 'CallExpression' || call.arguments[0] !== at.value || !isMember(call.callee) || !PARSE.has(memberName(call.callee) ?? '')) return false;
    return namesSchema(unwrap(call.callee.object), schema);
  });
}

/** Whether a parsing receiver is the schema: its name, `z.array(schema)`, `schema.array()`. */
function namesSchema(receiver: ASTNode | null | undefined, schema: string): boolean {
  if (receiver?.type === 'Identifier') return receiver.name === schema;
  if (receiver?.type !== 'CallExpression' || !isMember(receiver.callee)) return false;
  if (memberName(receiver.callee) === 'array' && receiver.arguments.length === 0) return namesSchema(unwrap(receiver.callee.object), schema);
  const arg = unwrap(receiver.arguments[0] as ASTNode | undefined);
  return memberName(receiver.callee) === 'array' && arg?.type === 'Identifier' && arg.name === schema;
}
