import type { ASTPath } from 'jscodeshift';
import { currentIndex } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { declaredReads } from '../../flow/binding-uses';
import { isMember, memberName, stringValue, unwrap, type MaybeNode } from '../../ast/syntax';
import { addresses, findApiCalls, type RecognitionContext } from '../calls/calls';
import { ENDPOINTS } from '../urls/endpoints';
import { resultItems } from '../responses/items';

/**
 * Where code reads one setting out of the batch answer (`GET /zones/:zone_id/settings`, a list of
 * `{ id, value }`): an element tested against the id (`result.find((s) => s.id === 'minify')`,
 * `result.filter(s => s.id === 'mirage')`, `if (s.id === 'brotli')` in a loop), and a map the loop
 * fills by id (`for (const s of result) settings[s.id] = s.value`) read with that id
 * (`settings.brotli`, `settings['brotli']`). The elements come from the responses layer
 * (`resultItems`: for…of, for…in, array callbacks, `Object.values(result)`, and the second half of
 * `Object.entries(result)`'s pairs); a map is followed only as a plain identifier assigned in the loop, read
 * where that name stands for the same variable (by scope: a parameter of that name elsewhere is another map).
 * A setting the API no longer lists makes such a read find nothing.
 */
export function batchSettingReads(ctx: RecognitionContext, setting: string): ASTPath[] {
  const out: ASTPath[] = [];
  const seen = new Set<unknown>();
  const add = (p: ASTPath): void => {
    if (seen.has(p.value)) return;
    seen.add(p.value);
    out.push(p);
  };
  for (const call of findApiCalls(ctx)) {
    if (call.method !== 'GET' || !addresses(call, ENDPOINTS.zoneSettings)) continue;
    for (const item of resultItems(ctx, call, { list: true })) {
      const idRead = item.path.parent;
      if (!isMember(idRead?.value) || idRead.value.object !== item.path.value || idRead.value.computed || memberName(idRead.value) !== 'id') continue;
      const tested = comparedWith(idRead);
      if (tested) {
        if (stringValue(tested.other) === setting) add(tested.path);
        continue;
      }
      for (const read of mapReads(ctx, idRead, setting)) add(read);
    }
  }
  return out;
}

/** `s.id === 'x'` (either side, `==`/`===`): the comparison and its other side. */
function comparedWith(idRead: ASTPath): { path: ASTPath; other: MaybeNode } | undefined {
  const parent = idRead.parent?.value;
  if (parent?.type !== 'BinaryExpression' || (parent.operator !== '===' && parent.operator !== '==')) return undefined;
  return { path: idRead.parent, other: unwrap(parent.left === idRead.value ? parent.right : parent.left) };
}

/** `map[s.id] = …`: the reads of `map.<setting>` / `map['<setting>']` through the one variable `map` stands for there (by scope: a loop's callback fills a map of its caller). */
function mapReads(ctx: RecognitionContext, idRead: ASTPath, setting: string): ASTPath[] {
  const slot = idRead.parent?.value;
  if (!isMember(slot) || !slot.computed || slot.property !== idRead.value) return [];
  const assignment = idRead.parent.parent?.value;
  if (assignment?.type !== 'AssignmentExpression' || assignment.left !== slot || assignment.operator !== '=') return [];
  const map = unwrap(slot.object);
  const declared = map?.type === 'Identifier' ? declarationsAt(currentIndex(ctx), idRead, map.name) : [];
  if (declared.length !== 1) return [];
  const reads: ASTPath[] = [];
  for (const ref of declaredReads(currentIndex(ctx), ctx.root, declared[0].id)) {
    const member = ref.parent;
    const m = member?.value;
    if (!isMember(m) || m.object !== ref.value || m === slot || memberName(m) !== setting) continue;
    // A write (`settings.brotli = …`) is not a read.
    const up = member.parent?.value;
    if (up?.type === 'AssignmentExpression' && up.left === m) continue;
    reads.push(member);
  }
  return reads;
}
