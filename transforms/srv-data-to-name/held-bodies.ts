import { objectOf, type ApiCall } from '../../src/cloudflare';
import { getProperty, propertyValue } from '../../src/ast';
import { literalOf, PARTS } from './fields';
import type { Ctx } from './messages';

/**
 * An SRV record handed to a wrapper that converts it, writes to it or reads its fields before sending
 * it (`createRecord(url, { type: 'SRV', data: { service, … } })` where the wrapper sends
 * `flatten(rec)` or reads `rec.data.service`): the request is the deprecated one, but what it sends
 * is the wrapper's doing, which depends on the shape the caller wrote. Reported at the record's data,
 * never rewritten. Only a record whose type is written 'SRV' and whose data holds one of the parts.
 */
export function reportHeldBody(ctx: Ctx, call: ApiCall, reported: Set<unknown>): void {
  const obj = call.bodyNode === undefined ? objectOf(ctx, call.wrapperHeldBody) : undefined;
  if (!obj || reported.has(obj)) return;
  if (literalOf(ctx, propertyValue(obj, 'type'))?.toUpperCase() !== 'SRV') return;
  const dataProp = getProperty(obj, 'data');
  const data = dataProp && objectOf(ctx, dataProp.value);
  const present = data ? PARTS.filter((k) => getProperty(data, k)) : [];
  if (!dataProp || present.length === 0) return;
  reported.add(obj);
  ctx.report(dataProp, 'wrapperConverts', { wrapper: call.client, fields: present.join('/') });
}
