export function toAuditedBody(host: string) {
  return { type: 'SRV', data: { service: '_xmpp', proto: '_tcp', name: host, priority: 5, weight: 0, port: 5269, target: host } };
}
