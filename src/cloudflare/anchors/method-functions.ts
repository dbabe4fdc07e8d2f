import type { NodeIndex } from '../../ast/node-index';
import { memberFunction } from '../../ast/member-function';
import type { FunctionNode } from '../../ast/syntax';

/*
 * Functions of a file that no key names (anchors.ts keys functions by the name their callers write:
 * `cfApi`, `this.request`): static methods (`Zones.setSettings`) and the methods of object literals
 * (`const api = { setSetting(z, id, v) {…} }`). The value-flow layer finds them from the call
 * (src/flow/members.ts), so the anchors keep their wrappers by function (`Anchors.functions`). What
 * function a member holds is src/ast/member-function.ts's one rule.
 */
export function unkeyedFunctions(index: NodeIndex): FunctionNode[] {
  const out: FunctionNode[] = [];
  index.of('ClassMethod', 'ObjectMethod', 'ObjectProperty', 'ClassProperty').forEach((p) => {
    const v = p.value as { type: string; static?: boolean };
    // A class's instance members are keyed `this.name` (anchors.ts).
    const fn = v.type.startsWith('Class') && !v.static ? undefined : memberFunction(p.value);
    if (fn) out.push(fn);
  });
  return out;
}
