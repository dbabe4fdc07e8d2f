import type { NodeIndex } from '../../ast/node-index';
import { unwrap, type FunctionNode } from '../../ast/syntax';

/*
 * Functions of a file that no key names (anchors.ts keys functions by the name their callers write:
 * `cfApi`, `this.request`): static methods (`Zones.setSettings`) and the methods of object literals
 * (`const api = { setSetting(z, id, v) {…} }`). The value-flow layer finds them from the call
 * (src/flow/members.ts), so the anchors keep their wrappers by function (`Anchors.functions`).
 */
export function unkeyedFunctions(index: NodeIndex): FunctionNode[] {
  const out: FunctionNode[] = [];
  const isFunctionValue = (n: { type?: string } | undefined) => n?.type === 'ArrowFunctionExpression' || n?.type === 'FunctionExpression';
  index.of('ClassMethod', 'ObjectMethod', 'ObjectProperty', 'ClassProperty').forEach((p) => {
    const v = p.value as { type: string; static?: boolean; kind?: string; value?: unknown };
    if (v.type === 'ObjectMethod') {
      if (v.kind === 'method') out.push(p.value as FunctionNode);
    } else if (v.type === 'ClassMethod') {
      if (v.static && v.kind === 'method') out.push(p.value as FunctionNode);
    } else if ((v.type === 'ObjectProperty' || v.static) && isFunctionValue(unwrap(v.value as never))) out.push(unwrap(v.value as never));
  });
  return out;
}
