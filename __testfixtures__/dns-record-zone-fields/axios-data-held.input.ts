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
  return `${record.name} in ${record.zone_id}`;
}
