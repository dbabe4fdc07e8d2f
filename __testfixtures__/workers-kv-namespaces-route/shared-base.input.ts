import axios from 'axios';

const ACCOUNT = process.env.CF_ACCOUNT_ID;
const KV = `https://api.cloudflare.com/client/v4/accounts/${ACCOUNT}/workers/namespaces`;
const auth = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

export async function metadataOf(namespace: string, key: string) {
  const res = await axios.get(`${KV}/${namespace}/metadata/${key}`, { headers: auth });
  return res.data.result;
}

export async function removeKey(namespace: string, key: string) {
  await axios.delete(`${KV}/${namespace}/values/${key}`, { headers: auth });
}

export async function rename(namespace: string, title: string) {
  await axios.put(`${KV}/${namespace}`, { title }, { headers: auth });
}
