import type { ASTNode } from 'jscodeshift';
import { values, propertyWrites, type ObjectValue, type PropertyWrite } from '../../flow';
import { isMember, memberName, unwrap } from '../../ast/syntax';
import type { ApiCall, RecognitionContext } from './calls';

/*
 * A request body filled field by field (docs/value-flow.md, "Who asks it"): a name holding an object
 * literal that does not write `key` itself, the code writing it afterwards before the request
 * (`const o = {}; o.data = {…}; o.type = args.newType || rec.type; await edit(zone, id, o)`). The call
 * may be a request of the file or a call of a wrapper of another module that sends its caller's body
 * (the project index passes such wrappers on, src/project/module-exports.ts). The body is the layer's
 * object (src/flow/objects.ts): its writes, each with its branch, and whether it is open.
 */

/** The expression a body argument serialises (`JSON.stringify(x)`: x). */
export function sentExpression(node: ASTNode | undefined): ASTNode | undefined {
  const n = unwrap(node);
  if (n?.type === 'CallExpression' && n.arguments.length === 1 && isMember(n.callee) && memberName(n.callee) === 'stringify') return n.arguments[0];
  return n ?? undefined;
}

/**
 * The one object the layer says the call's body is (src/flow/objects.ts): a literal, a name holding
 * one with what is written on it, a helper's returned literal (read-only, `bound` to the call that
 * made it); undefined when it may be anything else.
 */
export function sentObject(ctx: RecognitionContext, call: ApiCall): ObjectValue | undefined {
  const sent = sentExpression(call.bodyNode);
  const found = sent ? values(ctx, sent) : [];
  return found.length === 1 && found[0].kind === 'object' ? found[0] : undefined;
}

/**
 * The object the call's body is, when a name holds it and `key` is written on it only after its
 * literal; undefined otherwise (a literal that writes `key`, a body the layer does not pin to one object).
 */
export function filledBody(ctx: RecognitionContext, call: ApiCall, key: string): ObjectValue | undefined {
  if (unwrap(sentExpression(call.bodyNode))?.type !== 'Identifier') return undefined;
  const object = sentObject(ctx, call);
  if (!object) return undefined;
  const writes = propertyWrites(object, key);
  const inLiteral = (at: ASTNode): boolean => (object.node.properties as ASTNode[]).includes(at as never);
  return writes.length > 0 && !writes.some((w) => inLiteral(w.at)) ? object : undefined;
}

/**
 * The writes through keys the layer does not know (`Object.keys(a).forEach((k) => { b[k] = a[k] })`)
 * of the one object the call's body is: any property, `type` too, may be among them. Empty when none.
 */
export function anyKeyWrites(ctx: RecognitionContext, call: ApiCall): Omit<PropertyWrite, 'key'>[] {
  return sentObject(ctx, call)?.anyKey ?? [];
}
