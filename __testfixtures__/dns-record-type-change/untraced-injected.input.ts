interface Wire {
  put(route: string, payload: unknown): Promise<{ result: unknown }>;
  patch(route: string, payload: unknown): Promise<{ result: unknown }>;
}

export class EntryDesk {
  constructor(private readonly wire: Wire) {}

  async swapKind(zone: string, entry: string, kind: string, target: string) {
    const reply = await this.wire.put(`zones/${zone}/dns_records/${entry}`, { type: kind, content: target, ttl: 1 });
    return reply.result;
  }

  async setTarget(zone: string, entry: string, target: string) {
    return this.wire.patch(`zones/${zone}/dns_records/${entry}`, { content: target });
  }
}
