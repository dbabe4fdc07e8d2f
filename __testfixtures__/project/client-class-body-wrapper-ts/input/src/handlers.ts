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
  return client.patchRecord(args.zone, args.record, patch);
}
