// URLs handed to helpers that never send them as given: logged, looked up, relayed or rewritten first.
const CF_API = 'https://api.cloudflare.com/client/v4';
const RELAY = 'https://relay.example.net/forward?target=';
const seen = new Map();

function trace(url) {
  console.info('cloudflare call', url);
  return url;
}

function remembered(url) {
  return seen.get(url);
}

async function relayed(url, token) {
  const res = await fetch(RELAY + encodeURIComponent(url), { headers: { 'x-relay-token': token } });
  return res.json();
}

async function mirrored(url) {
  url = url.replace('api.cloudflare.com', 'cf-mirror.example.net');
  return fetch(url, { method: 'PUT' });
}

async function viaLocal(url) {
  const request = (target) => ({ target, at: Date.now() });
  return request(url);
}

export async function sync(account, id, token) {
  trace(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
  remembered(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
  await relayed(`${CF_API}/accounts/${account}/access/bookmarks/${id}`, token);
  await mirrored(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
  return viaLocal(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
}
