// The SRV record type, taken from a sample answer in the API's documentation.
export type SrvRecord = typeof srvSample;
const srvSample = {
  id: '9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  type: 'SRV' as const,
  name: '_xmpp._tcp.example.org',
  content: '10 5 5222 chat.example.org',
  proxiable: false,
  proxied: false,
  ttl: 3600,
  data: {
    service: '_xmpp',
    proto: '_tcp',
    name: 'example.org',
    priority: 10,
    weight: 5,
    port: 5222,
    target: 'chat.example.org',
  },
};

export async function chatRecord(zoneId: string, token: string): Promise<SrvRecord> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records?type=SRV`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result: SrvRecord[] };
  return body.result[0];
}
