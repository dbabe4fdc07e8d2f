import type { TransformContext } from '../../types';
import { castItems } from '../responses/cast-items';
import { returnedByRun } from './response-record-types';
import { recordTypes, schemaName } from './dns-record-types';
import { annotatedByResponse, parsedByResponse } from './response-reaches';

/*
 * A record-shaped type whose name says it is what the app sends (`CreateDNSRecord`, `RecordInput`,
 * `UpdateParams`, `RecordFormData`) may carry an `id` and still be no record the API returns: the
 * record form's data, with its zone picker's `zone_name`. The name alone never makes an edit; it only
 * keeps one from being made while nothing shows a response reaching the type.
 */

/** Names of inputs: Create…/Update…/New…/Add…/Edit… in front (a schema const may start lower-case), …Input/Params/Request/Payload/Body/Args at the end, Form as a word. */
const INPUT_NAME = /^([Cc]reate|[Uu]pdate|[Nn]ew|[Aa]dd|[Ee]dit|[Uu]psert)(?![a-z])|(Input|Params|Request|Payload|Body|Args)$|Form(?![a-z])/;

/**
 * Whether the record type `name` of this file (or imported into it) is taken for an input: its name
 * says so (INPUT_NAME) and no response reaches it: no cast of a response body to it (castItems) and no
 * function of the file or of a module of the run importing it returns a DNS record request's records
 * as it (returnedByRun).
 */
export function inputRecordType(ctx: TransformContext, name: string | undefined): boolean {
  return name !== undefined && INPUT_NAME.test(name) && !reachedByResponse(ctx, name);
}

/**
 * Whether a response reaches the type `name`: a response body cast to it, a function returning a DNS
 * record request's records as it, or a DNS record response written with it where it is held or
 * requested (annotatedByResponse: `const body: { result: T } = await res.json()`, `axios.get<{ result: T }>(…)`).
 */
function reachedByResponse(ctx: TransformContext, name: string): boolean {
  return castItems(ctx, new Set([name])).length > 0 || returnedByRun(ctx, name) || annotatedByResponse(ctx, name);
}

/**
 * Whether a record schema (its object literal) is taken for an input: the const it is kept in is named
 * as one (`CreateRecordSchema`, `recordFormSchema`), no DNS record response is parsed with it
 * (`recordFormSchema.parse(body.result)`: parsedByResponse) and no response reaches a `z.infer` alias of it.
 */
export function inputRecordSchema(ctx: TransformContext, schema: object): boolean {
  const name = schemaName(schema);
  if (name === undefined || !INPUT_NAME.test(name.replace(/Schema$/, ''))) return false;
  if (parsedByResponse(ctx, name)) return false;
  return ![...recordTypes(ctx).schemaAliases].some(([alias, of]) => of === name && reachedByResponse(ctx, alias));
}
