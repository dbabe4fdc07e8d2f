const API = 'https://api.cloudflare.com/client/v4';

// NAPTR records carry a data.service of their own (a service parameter, not an SRV label).
export async function addNaptr(zoneId: string, token: string) {
  await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      type: 'NAPTR',
      name: 'example.com',
      data: { order: 100, preference: 10, flags: 'S', service: 'SIP+D2T', regex: '', replacement: '_sip._tcp.example.com' },
    }),
  });
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?type=NAPTR`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return body.result.filter((r: any) => r.type === 'NAPTR' && r.data.service === 'SIP+D2T');
}
