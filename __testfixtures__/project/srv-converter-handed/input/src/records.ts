export interface HostEntry {
  host: string;
  kind: string;
  target: string;
  port?: number;
  service?: string;
  proto?: string;
}

// One entry of the inventory as the body Cloudflare's DNS API takes.
export function toCfRecord(entry: HostEntry) {
  if (entry.kind === 'SRV') {
    return {
      type: 'SRV',
      data: {
        service: entry.service ?? '_sip',
        proto: entry.proto ?? '_udp',
        name: entry.host,
        priority: 10,
        weight: 5,
        port: entry.port ?? 5060,
        target: entry.target,
      },
    };
  }
  return { type: entry.kind, name: entry.host, content: entry.target };
}
