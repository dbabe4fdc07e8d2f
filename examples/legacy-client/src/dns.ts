import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

/** Publishes the SIP service record of a zone. */
export async function addSipRecord(zoneId: string, target: string) {
  return cf.post(`/zones/${zoneId}/dns_records`, {
    type: 'SRV',
    data: { service: '_sip', proto: '_tcp', name: 'example.com', priority: 10, weight: 5, port: 5060, target },
  });
}
