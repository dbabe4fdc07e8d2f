import type { ASTPath } from 'jscodeshift';
import type { RecognitionContext } from '../calls/calls';
import { itemsAndArguments, resultStarts, type FollowedItems } from '../responses/items';
import { dnsRecordCalls } from './dns-records';

/*
 * The records a module's DNS record requests answer with, followed together (docs/value-flow.md, "Who
 * asks it"): every request of known method (a function of the file each of them hands its records to
 * counts when every call of it passes one). The DNS record transforms read their fields on them, and
 * the records handed to another module's function (passed-records.ts) are judged from the arguments
 * met on the way: one answer serves both, found once per module and run of a transform.
 */

/** Where the records of the module's DNS record requests start (their result lists or records). */
export function dnsRecordStarts(ctx: RecognitionContext): Array<{ path: ASTPath; list: boolean }> {
  return dnsRecordCalls(ctx)
    .filter(({ call }) => call.method !== undefined)
    .flatMap(({ call, lists, alike }) => resultStarts(ctx, call, { list: lists, alike }));
}

/**
 * The module's records as followed from its DNS record requests, the lists and records met as a call's
 * argument, and the functions of the module that return them (whether lists).
 */
export type DnsRecordItems = FollowedItems;

/** The records of the module's DNS record requests (`dnsRecordStarts`), followed. */
export function dnsRecordItems(ctx: RecognitionContext): DnsRecordItems {
  return itemsAndArguments(ctx, dnsRecordStarts(ctx));
}
