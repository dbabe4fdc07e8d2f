import type { DnsRecordPayload } from '@example/cf-types';

// Migrated by an earlier run: the bodies send the full name; the types are not this file's to change.
const CF_API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_DNS_TOKEN}`, 'Content-Type': 'application/json' };

interface LdapFields { type: 'SRV'; name?: string; data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string } }
type LdapRecord = Readonly<LdapFields>;

export async function addLdap(zoneId: string, domain: string) {
  // cf-codemod(srv-data-to-name): LdapRecord must stop requiring data.service/proto/name and allow a top-level name: make them optional
  const record: LdapRecord = { type: 'SRV', name: `_ldap._tcp.${domain}`, data: { priority: 0, weight: 100, port: 389, target: `dc1.${domain}` } };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

export async function addKerberos(zoneId: string, domain: string) {
  // cf-codemod(srv-data-to-name): DnsRecordPayload (from '@example/cf-types') must stop requiring data.service/proto/name: make them optional there
  const record: DnsRecordPayload = { type: 'SRV', name: `_kerberos._udp.${domain}`, data: { priority: 0, weight: 100, port: 88, target: `dc1.${domain}` } };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}

// Its marker was deleted once the package's type was fixed: nothing to report.
export async function addKpasswd(zoneId: string, domain: string) {
  const record: DnsRecordPayload = { type: 'SRV', name: `_kpasswd._udp.${domain}`, data: { priority: 0, weight: 100, port: 464, target: `dc1.${domain}` } };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}
