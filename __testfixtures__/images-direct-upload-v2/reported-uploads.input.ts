import axios from 'axios';

// Upload-URL minting for the avatar service, in shapes the body conversion cannot take on.
const CF_API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT_ID = process.env.CF_ACCOUNT_ID!;

function authHeaders(): Record<string, string> {
  return { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}`, 'Content-Type': 'application/json' };
}

// Any Images route, by version and route name.
function imagesRequest(version: string, route: string, init: RequestInit) {
  return fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/${version}/${route}`, init);
}

export async function legacyUploadUrl() {
  const res = await imagesRequest('v1', 'direct_upload', { method: 'POST', headers: authHeaders() });
  return (await res.json()).result.uploadURL;
}

// No body: only the JSON content type would have to go, and the headers come from a function.
export async function plainUploadUrl() {
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v1/direct_upload`, { method: 'POST', headers: authHeaders() });
  return (await res.json()).result;
}

// `filename` is not a direct upload field.
export async function namedUploadUrl(userId: string) {
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v1/direct_upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ requireSignedURLs: true, filename: `${userId}.png` }),
  });
  return (await res.json()).result;
}

const UPLOAD_DEFAULTS = { requireSignedURLs: true };

export async function defaultUploadUrl() {
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v1/direct_upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...UPLOAD_DEFAULTS, expiry: new Date(Date.now() + 600_000).toISOString() }),
  });
  return (await res.json()).result;
}

// The fields convert, but the JSON content type lives in authHeaders().
export async function signedUploadUrl() {
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v1/direct_upload`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ requireSignedURLs: true }),
  });
  return (await res.json()).result;
}

const images = axios.create({
  baseURL: `${CF_API}/accounts/${ACCOUNT_ID}/images`,
  headers: { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}`, 'Content-Type': 'application/json' },
});

export async function privateUploadUrl() {
  const { data } = await images.post('/v1/direct_upload', { requireSignedURLs: true });
  return data.result;
}
