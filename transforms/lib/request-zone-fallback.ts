import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ItemRef, RecognitionContext } from '../../src/cloudflare';
import { dnsRecordCalls } from '../../src/cloudflare';
import { currentIndex, isMember, isProperty, pathOfNode, unwrap, type MaybeNode } from '../../src/ast';
import { outsideCasts } from '../../src/ast/paths';
import { writesOrDeclares, writtenOnce } from '../../src/ast/bindings';
import { declarationsAt, type Declaration } from '../../src/ast/scope';
import { resultItems } from '../../src/cloudflare/responses/items';
import { zoneOf } from './record-coordinates';

/*
 * dns-record-zone-fields: a record's zone_id read with a fallback to the zone id its own request was
 * sent with (`(rec as any).zone_id ?? zoneId`, `rec.zone_id || zone`, `const { zone_id = zone } = rec`,
 * `zoneId` the very binding the request's `zone_id` param or `/zones/${…}/` URL part reads) already
 * does what the finding asks: once the field is gone, the read gives the request's zone. It is not
 * reported. The record must be known to come from such requests only: every DNS record request of
 * the module whose answer reaches the read (followed from that request alone, as dnsRecordItems follows
 * them all) sends its zone as that binding, and the binding is never assigned again. A fallback to
 * anything else (`''`, another variable, another binding of the same name) stays reported; so does a
 * zone_name read (nothing says a value is the zone's name).
 */

/** The expression a read of the field falls back to: `read ?? x`, `read || x`, a pattern's default (`{ zone_id = x }`). */
function fallbackOf(read: ASTPath): ASTPath | undefined {
  if (isProperty(read.value)) return read.value.value?.type === 'AssignmentPattern' ? read.get('value', 'right') : undefined;
  const at = outsideCasts(read);
  const up = at.parentPath;
  const v = up?.value;
  if (v?.type !== 'LogicalExpression' || (v.operator !== '??' && v.operator !== '||') || v.left !== at.value) return undefined;
  return up!.get('right');
}

/** A name and the members read on it (`params.zone_id`: params, ['zone_id']), or undefined for another expression. */
function chainOf(node: MaybeNode): { root: string; names: string[] } | undefined {
  const names: string[] = [];
  let n = unwrap(node);
  for (; isMember(n) && !n.computed && n.property.type === 'Identifier'; n = unwrap(n.object)) names.unshift(n.property.name);
  return n?.type === 'Identifier' ? { root: n.name, names } : undefined;
}

/**
 * What a name, or a member chain on one (`zoneId`, `params.zone_id`), at `at` stands for, when the
 * name is written once (bindings.ts) and nothing in the file writes the chain or a part of it again
 * (`params.zone_id = …`, `[params.zone_id] = …`): its one declaration and the members.
 */
function steadyBinding(ctx: RecognitionContext, at: ASTPath | undefined): string | undefined {
  const chain = at && chainOf(at.value);
  if (!chain) return undefined;
  const index = currentIndex(ctx);
  const found = declarationsAt(index, at!, chain.root);
  if (found.length !== 1 || !writtenOnce(ctx, found[0])) return undefined;
  const writes = (p: ASTPath) => {
    const c = chainOf(p.value);
    return !!c && c.root === chain.root && c.names.every((name, i) => chain.names[i] === name) && writesOrDeclares(outsideCasts(p)) && declarationsAt(index, p, chain.root)[0] === found[0];
  };
  if (chain.names.length > 0 && index.of('MemberExpression').some(writes)) return undefined;
  let key = declarationKeys.get(found[0]);
  if (key === undefined) declarationKeys.set(found[0], (key = ++declarationCount));
  return [key, ...chain.names].join('.');
}

/** A number per declaration, for the keys of steadyBinding. */
const declarationKeys = new WeakMap<Declaration, number>();
let declarationCount = 0;

/** Per DNS record request of the module: the records its answer reaches (their nodes), and the binding of the zone it is sent to (`node`: as the request reads it). */
function requestZones(ctx: RecognitionContext): Array<{ records: Set<ASTNode>; zone: string | undefined; node: MaybeNode }> {
  return dnsRecordCalls(ctx)
    .filter(({ call }) => call.method !== undefined)
    .map(({ call, lists, alike }) => {
      const records = new Set<ASTNode>(resultItems(ctx, call, { list: lists, alike }).map((r) => r.path.value));
      const zone = unwrap(zoneOf(ctx, call));
      return { records, zone: zone ? steadyBinding(ctx, pathOfNode(ctx, zone)) : undefined, node: zone };
    });
}

/**
 * The test of a `zone_id` read (`read`, on the record `ref`): whether it falls back to the zone id the
 * record's own requests were sent with (see above). The requests are followed once, at the first read
 * with a fallback to a name.
 */
export function requestZoneFallback(ctx: RecognitionContext): (ref: ItemRef, read: ASTPath) => boolean {
  let zones: ReturnType<typeof requestZones> | undefined;
  return (ref, read) => {
    const at = fallbackOf(read);
    const fallback = steadyBinding(ctx, at);
    if (!fallback) return false;
    // A name written once: the URL reads its value where the layer resolves it (`let zoneId = ids[0]`: `ids[0]`).
    const [declared] = at?.value.type === 'Identifier' ? declarationsAt(currentIndex(ctx), at, at.value.name) : [];
    const declarator = declared?.declarator?.value as { id?: unknown; init?: MaybeNode } | undefined;
    const init = declarator && declarator.id === declared?.id ? declarator.init : undefined;
    const from = (zones ??= requestZones(ctx)).filter((z) => z.records.has(ref.path.value));
    return from.length > 0 && from.every((z) => z.zone === fallback || (!!z.node && z.node === unwrap(init)));
  };
}
