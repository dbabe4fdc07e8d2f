import { isProperty, keyName, stringValue, unwrap } from '../../src/ast';
import { sampleEntry, sampleRecordTypes } from '../../src/cloudflare/records/sample-types';
import { PARTS } from './fields';
import type { Ctx } from './messages';

/**
 * SRV record types written as the type of a sample answer (`type SRVRecord = typeof srv_record`, the
 * sample's data holding service, proto and name): the sample is data, so its data is reported where it
 * is written, not changed (see src/cloudflare/records/sample-types.ts).
 */
export function reportSrvSamples(ctx: Ctx): void {
  for (const sample of sampleRecordTypes(ctx)) {
    // An answer of the API carries its id (a service advert or a record to create does not).
    if (!sampleEntry(sample, 'id')) continue;
    const type = sampleEntry(sample, 'type');
    if (!type || !isProperty(type) || stringValue(unwrap(type.value)) !== 'SRV') continue;
    const data = sampleEntry(sample, 'data');
    const value = data && isProperty(data) ? unwrap(data.value) : undefined;
    if (!data || value?.type !== 'ObjectExpression') continue;
    const parts = PARTS.filter((part) => value.properties.some((q: (typeof value.properties)[number]) => isProperty(q) && keyName(q) === part));
    if (parts.length > 0) ctx.report(data, 'sampleType', { type: sample.name, sample: sample.sample, field: `data.${parts.join('/')}` });
  }
}
