import type { ApiCall, RecognitionContext } from '../calls/calls';
import { findApiCalls } from '../calls/calls';
import { matchEndpoint } from '../urls/endpoint';
import { ENDPOINTS } from '../urls/endpoints';

/** The DNS record endpoints (GET/POST /zones/:zone_id/dns_records and /dns_records/:id), where record bodies are sent and records come back. */
export const DNS_RECORDS = ENDPOINTS.dnsRecords;
export const DNS_RECORD = ENDPOINTS.dnsRecord;

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** A DNS record call of the file, and what it does with records. */
export interface DnsRecordCall {
  call: ApiCall;
  /** It sends a record (create, overwrite, edit); a call of unknown method counts when it has a body. */
  writes: boolean;
  /** It lists records (GET on the collection): its result is an array of them. */
  lists: boolean;
  /**
   * The file's DNS record calls whose result is the same kind of value as this one's (a list of
   * records, or one record; never a DELETE's), this call among them: a `let` given this call's result
   * in one place and another's in another (created in one branch, edited in the other) holds a record
   * either way (`resultItems`' `alike`). One array per kind, shared by its calls: a list of the others
   * for each call took time and memory with the square of the calls (issue 31: 6,000 record calls in
   * one file, 36 million entries).
   */
  alike: readonly ApiCall[];
}

/** Every anchored call to the DNS record endpoints, raw or SDK, in source order. */
export function dnsRecordCalls(ctx: RecognitionContext): DnsRecordCall[] {
  const found = findApiCalls(ctx)
    .filter((c) => matchEndpoint(c.endpoint, DNS_RECORDS) || matchEndpoint(c.endpoint, DNS_RECORD))
    .map((call) => ({
      call,
      writes: call.method ? WRITES.has(call.method) : call.bodyNode !== undefined,
      lists: call.method === 'GET' && matchEndpoint(call.endpoint, DNS_RECORDS),
      alike: [] as readonly ApiCall[],
    }));
  // A DELETE returns the record's id only: no record.
  const returnsRecords = (c: ApiCall): boolean => c.method !== undefined && c.method !== 'DELETE';
  const lists: ApiCall[] = [];
  const records: ApiCall[] = [];
  for (const one of found) if (returnsRecords(one.call)) (one.lists ? lists : records).push(one.call);
  for (const one of found) if (returnsRecords(one.call)) one.alike = one.lists ? lists : records;
  return found;
}
