import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

// Moves a record and reports the zone it sits in.
export async function move(zone: string, id: string, ip: string, token: string) {
  const reply = await axios.patch(
    `${CF}/zones/${zone}/dns_records/${id}`,
    { content: ip },
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const envelope = reply.data;
  const record = envelope.result;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return `${record.name} in ${record.zone_id}`;
}
