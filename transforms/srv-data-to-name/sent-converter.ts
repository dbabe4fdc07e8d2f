import type { ASTNode, ASTPath } from 'jscodeshift';
import { sentExpression, type ApiCall } from '../../src/cloudflare';
import { identifiersIn, isInside, unwrap } from '../../src/ast';
import type { IndexContext } from '../../src/ast/node-index';
import { enclosingFunction, localInit } from '../../src/ast/bindings';
import { listedElement } from './listed-bodies';

/*
 * The converter call whose result a DNS record request sends as its body (flow-bodies.ts migrates its
 * objects; converter-uses.ts asks it of every request a converter's call may feed).
 */

/**
 * What to ask the layer for the body a request sends when it is a converter's result: the call, sent as
 * it is (`JSON.stringify(toRecord(r))`) or held first by a const of the request's function (`const body =
 * toRecord(r)`) that only the request reads; a name the code also writes through or hands on is asked
 * by name (an object it may change: reported). Undefined when the body is no call's result.
 */
export function converterSent(ctx: IndexContext, call: ApiCall): ASTNode | undefined {
  const sent = unwrap(sentExpression(call.bodyNode));
  const held = sent?.type === 'Identifier' ? unwrap(localInit(ctx, call.path, sent.name)) : undefined;
  // A loop's element, one by one out of a list only that loop walks (listed-bodies.ts): asked by name.
  if (sent?.type === 'Identifier' && held === undefined) return onlySentUse(ctx, call, sent.name) ? listedElement(ctx, sent)?.value : undefined;
  if (sent?.type !== 'CallExpression' && held?.type !== 'CallExpression') return undefined;
  return held?.type === 'CallExpression' && onlySentUse(ctx, call, sent.name) ? held : sent;
}

/**
 * Whether the name holding the body is read once in the request's function: by the request (its declaration, a parameter of that function, and object keys aside).
 * Not isValueUse (src/ast/bindings.ts), which it nearly is: that one passes over a shorthand in a pattern (`({ body } = other)`,
 * which writes the name) and a computed key (`{ [body]: 1 }`, which reads it); here both count, so such a name is asked of the layer.
 */
function onlySentUse(ctx: IndexContext, call: ApiCall, name: string): boolean {
  const fn = enclosingFunction(call.path);
  if (!fn) return false;
  const reads = identifiersIn(ctx, fn.value, name).filter((p: ASTPath) => {
    const parent = p.parent?.value;
    // Its declaration: a const's, or the parameter of a loop's callback (`list.forEach((body) => …)`).
    if ((parent?.type === 'VariableDeclarator' && parent.id === p.value) || (fn.value.params as ASTNode[]).includes(p.value)) return false;
    if ((parent?.type === 'ObjectProperty' || parent?.type === 'Property') && parent.key === p.value && !parent.computed && !parent.shorthand) return false;
    return !(parent?.type === 'MemberExpression' || parent?.type === 'OptionalMemberExpression') || parent.object === p.value || parent.computed;
  });
  return reads.length === 1 && isInside(reads[0], call.path.value);
}

/**
 * The converter call whose result the request sends: the one converterSent asks for, or the one given
 * to the const it asks for by name (`const payload = toRecord(e); payload.name = …`: the layer judges
 * what the request's code does to that object). Undefined when the body is no call's result.
 */
export function sentCall(ctx: IndexContext, call: ApiCall): ASTNode | undefined {
  const sent = unwrap(sentExpression(call.bodyNode));
  if (sent?.type === 'CallExpression') return sent;
  const held = sent?.type === 'Identifier' ? unwrap(localInit(ctx, call.path, sent.name)) : undefined;
  return held?.type === 'CallExpression' ? held : undefined;
}
