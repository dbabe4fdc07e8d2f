// Bodies for the audit log and for Cloudflare alike: the audit log keeps the SRV parts in data.
export function toTrailBody(host: string) {
  return { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: host, priority: 0, weight: 0, port: 389, target: host } };
}
