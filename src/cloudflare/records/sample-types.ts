import type { ASTPath, ObjectExpression, VariableDeclarator } from 'jscodeshift';
import type { TransformContext } from '../../types';
import { currentIndex } from '../../ast/node-index';
import { declarationsAt } from '../../ast/scope';
import { getProperty, isProperty, keyName, unwrap } from '../../ast/syntax';
import { looksLikeRecord } from './dns-record-types';
import { recordShapesCount } from './shape-anchor';

/**
 * Record types written as the type of a sample: `export type ARecord = typeof a_record` over
 * `const a_record = { id: '…', type: 'A' as const, name, content, ttl, locked: false, zone_id: '…' }`
 * (a response pasted from the API's documentation). The sample is data: a field the API no longer
 * returns is not deleted from it (the value may be used, and deleting it changes the type under its
 * readers); the transforms that retire the field report it there.
 */
export interface SampleRecordType {
  /** The alias's name (`ARecord`). */
  name: string;
  /** The const the alias takes the type of (`a_record`). */
  sample: string;
  literal: ObjectExpression;
}

export function sampleRecordTypes(ctx: TransformContext): SampleRecordType[] {
  // A file that never writes `typeof` has none (and its index, maybe out of date after an edit, is not rebuilt to say so).
  if (!ctx.file.source.includes('typeof')) return [];
  // A sample recognised by its keys: a Cloudflare record's only where something anchors the run.
  if (!recordShapesCount(ctx)) return [];
  const out: SampleRecordType[] = [];
  const index = currentIndex(ctx);
  for (const p of index.of('TSTypeAliasDeclaration')) {
    const v = p.value;
    if (v.type !== 'TSTypeAliasDeclaration' || v.id.type !== 'Identifier') continue;
    const query = v.typeAnnotation;
    if (query?.type !== 'TSTypeQuery' || query.exprName.type !== 'Identifier') continue;
    const sample = query.exprName.name;
    // `{ … }` or `{ … } as const`, held by a const.
    const declared = declarationsAt(index, p as ASTPath, sample);
    const declarator = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
    if (declarator?.parent?.value.kind !== 'const') continue;
    const literal = unwrap(declarator.value.init);
    if (literal?.type !== 'ObjectExpression' || !sampleOfRecord(literal.properties.map((q: ObjectExpression['properties'][number]) => (isProperty(q) ? keyName(q) : undefined)))) continue;
    out.push({ name: v.id.name, sample, literal });
  }
  return out;
}

/**
 * A record's keys (`looksLikeRecord`), or those of a record whose value is structured (CERT, DS, SRV,
 * URI, …: `data` where others have `content`) with the API's own `proxiable` beside them.
 */
function sampleOfRecord(keys: Array<string | undefined>): boolean {
  if (looksLikeRecord(keys)) return true;
  const k = new Set(keys);
  return k.has('proxiable') && looksLikeRecord(keys.map((key) => (key === 'data' ? 'content' : key)));
}

/** The entry `field` of a sample, if it has one (a property, not a method). */
export function sampleEntry(sample: SampleRecordType, field: string): ObjectExpression['properties'][number] | undefined {
  const entry = getProperty(sample.literal, field);
  return isProperty(entry) ? entry : undefined;
}

/** The finding on a retired field of a sample record: both transforms that retire a record field report it. */
export const SAMPLE_TYPE = '{{type}} is the type of the sample {{sample}}, which says DNS records carry {{field}}; they no longer do. The sample is data, so it is left as it is: remove {{field}} from it when nothing needs it';
