interface Line {
  id: string;
  type: string;
  content: string;
}

interface Pipe {
  patch(route: string, payload: unknown): Promise<unknown>;
  put(route: string, payload: unknown): Promise<unknown>;
}

export async function touch(pipe: Pipe, zone: string, line: Line, target: string) {
  await pipe.patch(`zones/${zone}/dns_records/${line.id}`, { type: line.type, content: target });
  await pipe.put(`zones/${zone}/dns_records/${line.id}`, { content: target, ttl: 120 });
}

export async function unknownBody(pipe: Pipe, zone: string, id: string, payload: unknown) {
  return pipe.patch(`zones/${zone}/dns_records/${id}`, payload);
}
