import { DnsClient } from '@example/dns-sdk';

const dns = new DnsClient({ token: process.env.DNS_TOKEN });

export async function publish(zoneId: string, existingId: string | undefined, content: string) {
  const body = { zone_id: zoneId, type: 'A', name: 'home', content, ttl: 300 };
  let request;
  if (existingId) {
    request = dns.dns.records.edit(existingId, body);
  } else {
    request = dns.dns.records.create(body);
  }
  const { zone_name } = (await request) as unknown as { zone_name: string };
  return zone_name;
}
