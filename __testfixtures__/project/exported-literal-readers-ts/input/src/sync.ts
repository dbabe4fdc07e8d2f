import { CF_API, NAMESPACES } from './kv';

export async function sync(token: string): Promise<unknown> {
  const res = await fetch(CF_API + NAMESPACES, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}
