// Builds SRV entries for another DNS host's API: its own data shape.
export function toVendorRecord(host: string, port: number) {
  return { type: 'SRV', data: { service: '_sip', proto: '_udp', name: host, priority: 1, weight: 1, port, target: host } };
}
