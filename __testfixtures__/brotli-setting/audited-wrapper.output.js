import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';
const AUDIT_URL = 'https://audit.internal.example/events';

// Sends the Cloudflare request, then logs it to another service.
async function cfAudited(path, init) {
  const res = await fetch(`${API}${path}`, init);
  await fetch(AUDIT_URL, { method: 'POST', body: JSON.stringify({ path, status: res.status }) });
  return res;
}

// Passes the caller's URL on and posts a notice to a chat hook.
async function notifyAndSend(url, init) {
  axios.post('https://hooks.example.com/notify', { text: `calling ${url}` });
  return fetch(url, init);
}

// Retries its own request and reads a header: nothing else is sent.
async function retrying(path, init) {
  let res = await fetch(`${API}${path}`, init);
  if (res.status === 429) res = await fetch(`${API}${path}`, init);
  if (!res.headers.get('content-type')) throw new Error('no body');
  return res;
}

export async function audited(zone) {
  // cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: cfAudited() sends other requests too)
  await cfAudited(`/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function notified(zone) {
  // cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: notifyAndSend() sends other requests too)
  await notifyAndSend(`${API}/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function retried(zone) {}
