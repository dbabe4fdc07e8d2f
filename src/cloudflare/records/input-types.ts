import type { TransformContext } from '../../types';
import { castItems } from '../responses/cast-items';
import { returnedByRun } from './response-record-types';

/*
 * A record-shaped type whose name says it is what the app sends (`CreateDNSRecord`, `RecordInput`,
 * `UpdateParams`, `RecordFormData`) may carry an `id` and still be no record the API returns: the
 * record form's data, with its zone picker's `zone_name`. The name alone never makes an edit; it only
 * keeps one from being made while nothing shows a response reaching the type.
 */

/** Names of inputs: Create…/Update…/New…/Add…/Edit… in front, …Input/Params/Request/Payload/Body/Args at the end, Form as a word. */
const INPUT_NAME = /^(Create|Update|New|Add|Edit|Upsert)(?![a-z])|(Input|Params|Request|Payload|Body|Args)$|Form(?![a-z])/;

/**
 * Whether the record type `name` of this file (or imported into it) is taken for an input: its name
 * says so (INPUT_NAME) and no response reaches it: no cast of a response body to it (castItems) and no
 * function of the file or of a module of the run importing it returns a DNS record request's records
 * as it (returnedByRun).
 */
export function inputRecordType(ctx: TransformContext, name: string | undefined): boolean {
  if (name === undefined || !INPUT_NAME.test(name)) return false;
  if (castItems(ctx, new Set([name])).length > 0) return false;
  return !returnedByRun(ctx, name);
}
