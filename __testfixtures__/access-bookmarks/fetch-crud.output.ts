import { randomUUID } from 'crypto';

const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT_ID as string;
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

export async function addBookmark(name: string, domain: string) {
  const res = await fetch(`${API}/accounts/${ACCOUNT}/access/apps`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'bookmark', name, domain, logo_url: `https://${domain}/favicon.ico`, app_launcher_visible: true }),
  });
  const body = await res.json();
  return body.result.id as string;
}

export async function renameBookmark(id: string, name: string, domain: string) {
  await fetch(`${API}/accounts/${ACCOUNT}/access/apps/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: 'bookmark', name, domain }),
  });
}

export async function listBookmarks() {
  const res = await fetch(`${API}/accounts/${ACCOUNT}/access/apps`, { headers });
  const body = await res.json();
  if (!body.success) throw new Error(body.errors[0].message);
  return body.result.filter((app: any) => app.type === 'bookmark');
}

export async function removeBookmark(id: string) {
  await fetch(`${API}/accounts/${ACCOUNT}/access/apps/${id}`, { method: 'DELETE', headers });
}
