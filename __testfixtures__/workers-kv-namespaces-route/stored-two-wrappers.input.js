const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT;

// One path, handed to two wrappers of the file and kept in a request description sent later.
const KEYS = `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys`;

function cfGet(path) {
  return fetch(API + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } }).then((r) => r.json());
}

function cfDelete(path, body) {
  return fetch(API + path, { method: 'DELETE', body: JSON.stringify(body), headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } }).then((r) => r.json());
}

const listing = { url: API + KEYS };

const keys = () => cfGet(KEYS);
const forget = (names) => cfDelete(`${KEYS}/bulk`, names);
const listAgain = () => fetch(listing.url).then((r) => r.json());

module.exports = { keys, forget, listAgain };
