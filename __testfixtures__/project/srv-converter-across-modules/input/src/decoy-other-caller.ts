import { toVendorRecord } from './decoy-other-host';

const VENDOR = 'https://dns.example.net/v2';

export async function pushVendor(host: string) {
  await fetch(`${VENDOR}/zones/main/dns_records`, { method: 'POST', body: JSON.stringify(toVendorRecord(host, 5060)) });
}
