import { DnsClient } from './cloudflare';

interface EditArgs {
  zone: string;
  record: string;
  kind?: string;
  value?: string;
}

// The tool's handler gets the client from its caller and fills the patch from the arguments.
export async function editRecord(client: DnsClient, args: EditArgs) {
  const patch: { type?: string; content?: string } = {};
  if (args.kind) patch.type = args.kind;
  if (args.value) patch.content = args.value;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if args.kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return client.patchRecord(args.zone, args.record, patch);
}
