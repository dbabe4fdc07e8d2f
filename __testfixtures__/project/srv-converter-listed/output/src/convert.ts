export interface ZoneEntry {
  kind: string;
  label: string;
  value: string;
  service?: string;
  protocol?: string;
  port?: number;
  weight?: number;
  priority?: number;
}

// Turns an entry of the exported zone file into a Cloudflare record body.
export function toRecordBody(entry: ZoneEntry, zone: string) {
  const host = entry.label === '@' ? zone : `${entry.label}.${zone}`;
  if (entry.kind === 'SRV') {
    return {
      type: 'SRV',
      name: `${entry.service}.${entry.protocol}.${host}`,
      data: {
        priority: entry.priority ?? 0,
        weight: entry.weight ?? 0,
        port: entry.port ?? 0,
        target: entry.value,
      },
    };
  }
  return { type: entry.kind, name: host, content: entry.value };
}
