import type { ApiCall, RecognitionContext } from './calls';
import { findApiCalls } from './calls';
import { matchEndpoint } from './endpoint';
import { ENDPOINTS } from './endpoints';

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
}

/** Every anchored call to the DNS record endpoints, raw or SDK, in source order. */
export function dnsRecordCalls(ctx: RecognitionContext): DnsRecordCall[] {
  return findApiCalls(ctx)
    .filter((c) => matchEndpoint(c.endpoint, DNS_RECORDS) || matchEndpoint(c.endpoint, DNS_RECORD))
    .map((call) => ({
      call,
      writes: call.method ? WRITES.has(call.method) : call.bodyNode !== undefined,
      lists: call.method === 'GET' && matchEndpoint(call.endpoint, DNS_RECORDS),
    }));
}
