export interface RecordInput {
  kind: string;
  host: string;
  value: string;
  service?: string;
  protocol?: string;
  priority?: number;
  weight?: number;
  port?: number;
}

// Shapes what the form holds into what the DNS API takes.
export function sanitizeRecord(input: RecordInput) {
  if (input.kind === 'SRV') {
    return {
      type: 'SRV',
      name: `${input.service}.${input.protocol}.${input.host}`,
      data: { priority: input.priority ?? 0, weight: input.weight ?? 0, port: input.port ?? 0, target: input.value },
    };
  }
  return { type: input.kind, name: input.host, content: input.value };
}
