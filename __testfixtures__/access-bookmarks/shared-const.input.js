// A base const for every bookmark call; the list call's response is handed on whole.
const CF = 'https://api.cloudflare.com/client/v4';
const BOOKMARKS = `${CF}/accounts/${process.env.CF_ACCOUNT}/access/bookmarks`;
const headers = { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY };

export function listAll() {
  return fetch(BOOKMARKS, { headers }).then((r) => r.json());
}

export async function create(uuid, bookmark) {
  const res = await fetch(BOOKMARKS + '/' + uuid, { method: 'POST', headers, body: JSON.stringify(bookmark) });
  return res.json();
}
