// A record type taken from a sample answer pasted from the API's documentation.
export type MxRecord = typeof mxSample;
const mxSample = {
  id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
  type: 'MX' as const,
  name: 'mail.example.net',
  content: 'mx1.example.net',
  priority: 10,
  proxiable: false,
  proxied: false,
  ttl: 300,
  // cf-codemod(dns-record-locked): MxRecord is the type of the sample mxSample, which says DNS records carry locked; they no longer do. The sample is data, so it is left as it is: remove locked from it when nothing needs it
  locked: false,
  zone_id: 'f9e8d7c6b5a4938271605f4e3d2c1b0a',
  zone_name: 'example.net',
  created_on: '2020-02-02T02:02:02.000000Z',
};

// A record whose value is structured: `data` where others have `content`.
export type CaaRecord = typeof caaSample;
const caaSample = {
  id: '11223344556677889900aabbccddeeff',
  type: 'CAA' as const,
  name: 'example.net',
  data: { flags: 0, tag: 'issue', value: 'ca.example.org' },
  proxiable: false,
  proxied: false,
  ttl: 1,
  // cf-codemod(dns-record-locked): CaaRecord is the type of the sample caaSample, which says DNS records carry locked; they no longer do. The sample is data, so it is left as it is: remove locked from it when nothing needs it
  locked: false,
  zone_id: 'f9e8d7c6b5a4938271605f4e3d2c1b0a',
};

export async function mailRecord(zoneId: string, token: string): Promise<MxRecord> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records?type=MX`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result: MxRecord[] };
  return body.result[0];
}

export function describe(record: MxRecord): string {
  return `${record.name} (${record.locked ? 'locked' : 'open'})`;
}

export function zoneOf(record: MxRecord): string {
  return record.zone_id;
}
