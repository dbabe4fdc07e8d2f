// A Cloudflare file that checks success, beside a queue's own 1004 code checked on its own messages.
const API = 'https://api.cloudflare.com/client/v4';

interface QueueMessage {
  code: number;
  body: string;
}

const isPoison = (m: QueueMessage): boolean => m.code === 1004;

export async function drain(messages: QueueMessage[], zone: string): Promise<number> {
  const good = messages.filter((m) => !isPoison(m));
  const res = await fetch(`${API}/zones/${zone}/purge_cache`, { method: 'POST', body: JSON.stringify({ files: good.map((m) => m.body) }) });
  const body = (await res.json()) as { success: boolean; errors: Array<{ message: string }> };
  if (!body.success) throw new Error(body.errors[0].message);
  return good.length;
}
