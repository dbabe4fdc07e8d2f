// A Cloudflare file that checks success, beside 1004s that are no Cloudflare error code: a chat
// API's own code tested on its own response, a port number, an HTTP status.
const API = 'https://api.cloudflare.com/client/v4';
const CHAT = 'https://chat.example.com/api';

const isChatThrottled = (reply) => reply.code === 1004;
const isAdminPort = (listener) => listener.port === 1004;
const isCustomStatus = (res) => res.status === 1004;

async function notify(text) {
  const res = await fetch(`${CHAT}/messages`, { method: 'POST', body: JSON.stringify({ text }) });
  if (isCustomStatus(res)) return false;
  const reply = await res.json();
  if (isChatThrottled(reply)) return false;
  return true;
}

async function purge(zone) {
  const res = await fetch(`${API}/zones/${zone}/purge_cache`, { method: 'POST', body: '{"purge_everything":true}' });
  const body = await res.json();
  if (!body.success) throw new Error(body.errors[0].message);
  await notify(`purged ${zone}`);
}

module.exports = { purge, isAdminPort };
