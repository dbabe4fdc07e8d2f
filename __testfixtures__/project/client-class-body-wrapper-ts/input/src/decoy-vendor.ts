import { VendorDns } from './vendor';

// The other provider's client, with a type set: not a Cloudflare request.
export async function editVendorRecord(dns: VendorDns, zone: string, record: string, kind?: string) {
  const patch: { type?: string } = {};
  if (kind) patch.type = kind;
  return dns.patchRecord(zone, record, patch);
}
