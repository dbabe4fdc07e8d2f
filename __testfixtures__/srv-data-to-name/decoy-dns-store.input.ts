// The in-house DNS service keeps SRV records in its own shape and API.
import { dnsStore } from './store';
import axios from 'axios';

export async function registerService(service: string, proto: string, host: string, port: number) {
  await dnsStore.add({
    type: 'SRV',
    data: { service, proto, name: host, priority: 0, weight: 0, port, target: host },
  });
  await axios.post('https://dns.internal.example.com/api/v1/zones/corp/dns_records', {
    type: 'SRV',
    data: { service, proto, name: host, priority: 0, weight: 0, port, target: host },
  });
  const { data } = await axios.get('https://dns.internal.example.com/api/v1/zones/corp/dns_records');
  return data.result.filter((r: any) => r.type === 'SRV' && r.data.service === service);
}
