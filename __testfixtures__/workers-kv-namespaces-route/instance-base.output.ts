import axios from 'axios';

// The instance's base holds the legacy prefix: renamed where it is written.
const kv = axios.create({
  baseURL: `https://api.cloudflare.com/client/v4/accounts/${process.env.CF_ACCOUNT_ID}/storage/kv/namespaces`,
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

export async function listKeys(namespaceId: string) {
  const { data } = await kv.get(`/${namespaceId}/keys`);
  return data.result as Array<{ name: string }>;
}

// The product segment comes from a const shared with other URLs: reported, not renamed.
const PRODUCT = 'workers';

export async function namespaceInfo(accountId: string, namespaceId: string) {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/${PRODUCT}/namespaces/${namespaceId}`);
  return res.json();
}

export async function scriptInfo(accountId: string, name: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/${PRODUCT}/scripts/${name}`);
  return res.json();
}
