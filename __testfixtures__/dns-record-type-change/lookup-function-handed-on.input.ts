// One file: the wrapper is also handed out in an object, so its callers are not all known.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface Found {
  result: Array<{ id: string; type: string }>;
}

const findByName = async (zone: string, name: string, type = 'A'): Promise<{ id: string; type: string } | null> => {
  const res = await fetch(`${CF_API}/zones/${zone}/dns_records?type=${type}&name=${encodeURIComponent(name)}`);
  const body = (await res.json()) as Found;
  return body.result[0] ?? null;
};

const writeRecord = async (zone: string, id: string, { content, type = 'A' }: { content: string; type?: string }): Promise<void> => {
  await fetch(`${CF_API}/zones/${zone}/dns_records/${id}`, { method: 'PATCH', body: JSON.stringify({ type, content }) });
};

export async function refresh(zone: string, name: string, address: string): Promise<void> {
  const rec = await findByName(zone, name);
  if (rec) await writeRecord(zone, rec.id, { content: address });
}

export async function refreshAs(zone: string, name: string, kind: 'A' | 'AAAA', address: string): Promise<void> {
  const rec = await findByName(zone, name, kind);
  if (rec !== null) await writeRecord(zone, rec.id, { content: address, type: rec.type });
}

export const records = { refresh, writeRecord };
