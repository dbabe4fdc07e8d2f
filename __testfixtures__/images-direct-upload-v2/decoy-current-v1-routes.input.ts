// Every other /images/v1 route is current; the app's own /direct_upload route is not Cloudflare's.
const BASE = 'https://api.cloudflare.com/client/v4';

export async function uploadFile(accountId: string, token: string, file: Blob) {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch(`${BASE}/accounts/${accountId}/images/v1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  });
  return res.json();
}

export async function deleteImage(accountId: string, token: string, imageId: string) {
  await fetch(`${BASE}/accounts/${accountId}/images/v1/${imageId}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}

export async function stats(accountId: string, token: string) {
  const res = await fetch(`${BASE}/accounts/${accountId}/images/v1/stats`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

export async function askOwnBackend() {
  const res = await fetch('/api/images/v1/direct_upload', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ requireSignedURLs: true }) });
  return res.json();
}
