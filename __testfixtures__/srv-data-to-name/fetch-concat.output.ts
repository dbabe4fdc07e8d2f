import axios from 'axios';

const CF_API = 'https://api.cloudflare.com/client/v4';

/** The record shape this service keeps in its own database and sends to Cloudflare. */
interface SrvRecord {
  id?: string;
  type: 'SRV';
  name: string;
  ttl: number;
  data: {
    service?: string;
    proto?: string;
    name?: string;
    priority: number;
    weight: number;
    port: number;
    target: string;
  };
}

export async function updateGameRecord(zoneId: string, recordId: string, name: string, port: number, token: string) {
  const record: SrvRecord = {
    type: 'SRV',
    name: `_minecraft._tcp.${name}`,
    ttl: 120,
    data: { priority: 0, weight: 0, port, target: 'mc.example.net' },
  };
  const url = CF_API + '/zones/' + zoneId + '/dns_records/' + recordId;
  const { data } = await axios.put(url, record, { headers: { Authorization: 'Bearer ' + token } });
  return data.result;
}
