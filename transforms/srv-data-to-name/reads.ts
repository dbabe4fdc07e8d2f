import type { ASTPath, MemberExpression } from 'jscodeshift';
import { filterType, guardType } from './guards';
import { aliasedPartReads } from './data-alias';
import type { TransformContext } from '../../src/types';
import { fileQuote } from '../../src/edit/literals';
import { objectOf, type ApiCall, type ItemRef } from '../../src/cloudflare';
import { isMember, memberName, propertyValue, unwrap } from '../../src/ast';
import { literalOf, PARTS, sourceOf, type Part } from './fields';
import type { Ctx } from './messages';

/** Whether the list call asked for SRV records only (`?type=SRV`, SDK `{ type: 'SRV' }`). */
export function queriesSrv(ctx: TransformContext, call: ApiCall): boolean {
  if (/(?:^|&)type=SRV(?:&|$)/i.test(call.query)) return true;
  const params = call.surface === 'sdk' ? objectOf(ctx, call.bodyNode) : undefined;
  return params ? literalOf(ctx, propertyValue(params, 'type'))?.toUpperCase() === 'SRV' : false;
}

/** The item's `.data.service/proto/name` when it is read there (not assigned, updated or deleted). */
export function partRead(item: ItemRef): { readPath: ASTPath<any>; part: Part; record: MemberExpression['object'] } | undefined {
  const dataPath = item.path.parentPath;
  const data = dataPath?.value;
  if (!isMember(data) || data.object !== item.path.value || memberName(data) !== 'data') return undefined;
  const readPath = dataPath.parentPath;
  const read = readPath?.value;
  const part = isMember(read) && read.object === data ? (memberName(read) as Part | undefined) : undefined;
  if (!part || !(PARTS as readonly string[]).includes(part)) return undefined;
  const parent = readPath.parentPath?.value;
  if ((parent?.type === 'AssignmentExpression' && parent.left === read) || parent?.type === 'UpdateExpression' || (parent?.type === 'UnaryExpression' && parent.operator === 'delete')) return undefined;
  return { readPath, part, record: data.object };
}

/**
 * Reads of data.service/proto/name on the items: rewritten from the record's name where the record
 * is known to be SRV (unless \`reportOnly\`), reported where its type is not known, left alone where
 * it is known to be another type. \`done\` holds the reads already handled (each is handled once).
 */
export function migrateReads(ctx: Ctx, items: ItemRef[], options: { srvList: boolean; done: Set<any>; reportOnly?: boolean }): number {
  const { j } = ctx;
  const { srvList, done, reportOnly = false } = options;
  let reported = 0;
  for (const item of items) {
    const found = partRead(item);
    if (!found) {
      reported += reportAliased(ctx, item, { subject: sourceOf(ctx, unwrap(item.path.value)), done });
      continue;
    }
    const { readPath, part, record } = found;
    const read = readPath.value;
    if (done.has(read)) continue;
    done.add(read);
    const subject = sourceOf(ctx, unwrap(item.path.value));
    const known =
      (subject !== undefined ? guardType(ctx, readPath, subject) : undefined) ??
      item.filters.map((f) => filterType(ctx, f.fn, f.param)).find(Boolean) ??
      (srvList ? 'SRV' : undefined);
    if (known !== undefined && known !== 'SRV') continue;
    if (known === undefined || reportOnly) {
      reported++;
      ctx.report(readPath, part === 'name' ? 'readName' : part === 'service' ? 'readService' : 'readProto');
      continue;
    }
    const q = fileQuote(ctx.file.source);
    const dot = () => Object.assign(j.stringLiteral('.'), { extra: { rawValue: '.', raw: `${q}.${q}` } });
    const split = j.callExpression(j.memberExpression(j.memberExpression(record, j.identifier('name')), j.identifier('split')), [dot()]);
    const replacement =
      part === 'name'
        ? j.callExpression(j.memberExpression(j.callExpression(j.memberExpression(split, j.identifier('slice')), [j.numericLiteral(2)]), j.identifier('join')), [dot()])
        : j.memberExpression(split, j.numericLiteral(part === 'service' ? 0 : 1), true);
    readPath.replace(replacement);
    ctx.changed();
  }
  return reported;
}

/** Reads of the parts through a const holding the item's data (data-alias.ts): reported unless a guard knows the record is another type. */
function reportAliased(ctx: Ctx, item: ItemRef, at: { subject: string | undefined; done: Set<unknown> }): number {
  let reported = 0;
  for (const { readPath, part } of aliasedPartReads(ctx, item)) {
    if (at.done.has(readPath.value)) continue;
    at.done.add(readPath.value);
    const known = (at.subject !== undefined ? guardType(ctx, readPath, at.subject) : undefined) ?? item.filters.map((f) => filterType(ctx, f.fn, f.param)).find(Boolean);
    if (known !== undefined && known !== 'SRV') continue;
    reported++;
    ctx.report(readPath, part === 'name' ? 'readName' : part === 'service' ? 'readService' : 'readProto');
  }
  return reported;
}
