// Used for the Cloudflare request and also written to an audit log: left as it is.
export function auditedRecord(host: string, port: number) {
  return { type: 'SRV', data: { service: '_xmpp', proto: '_tcp', name: host, priority: 5, weight: 0, port, target: host } };
}
