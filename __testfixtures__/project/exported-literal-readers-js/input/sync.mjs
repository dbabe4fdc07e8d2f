import { CF_BASE, KV_LIST } from './lib/kv.mjs';

export async function sync() {
  const res = await fetch(CF_BASE + KV_LIST, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}
