import type { ItemRef } from '../../src/cloudflare';
import { typedItems } from '../../src/cloudflare';
import { currentIndex } from '../../src/ast/node-index';
import { mayImportFromRun } from '../../src/cloudflare/named-imports';
import { responseRecordTypes } from '../../src/cloudflare/records/response-record-types';
import type { Ctx } from './messages';

/*
 * Records of the project's own record type, imported from the module that declares it, where a wrapper
 * of the run returns the DNS record responses as that type (src/cloudflare/records/response-record-types.ts):
 * a parameter or variable typed with it (`fromRecord(rec: ZoneRecord)`, `const rec: ZoneRecord = …`)
 * holds records of every kind the code hands it, so their data.service/proto/name reads are reported
 * (unless a guard says the record is another type), never rewritten.
 */
export function responseTypedItems(ctx: Ctx): ItemRef[] {
  // A file that imports nothing the run declares has no such type: asked before the index, which the
  // transform's own edits have invalidated by now.
  if (!ctx.modules || !ctx.file.source.includes('data') || !mayImportFromRun(ctx)) return [];
  const written = new Set<string>();
  currentIndex(ctx)
    .of('TSTypeReference')
    .forEach((p) => {
      const name = p.value.typeName;
      if (name.type === 'Identifier') written.add(name.name);
    });
  if (written.size === 0) return [];
  const types = responseRecordTypes(ctx, (local) => written.has(local));
  return types.size > 0 ? typedItems(ctx, types, { variables: true }).map((item) => item.ref) : [];
}
