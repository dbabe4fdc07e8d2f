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
  // cf-codemod(images-direct-upload-v2): use /images/v2/direct_upload (multipart form data): the v1 segment is not written where this call can edit it (in its own URL or a const of this file)
  const res = await imagesRequest('v1', 'direct_upload', { method: 'POST', headers: authHeaders() });
  return (await res.json()).result.uploadURL;
}

// No body: only the JSON content type would have to go, and the headers come from a function.
export async function plainUploadUrl() {
  // cf-codemod(images-direct-upload-v2): send no JSON Content-Type with this request: the headers are built elsewhere
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v2/direct_upload`, { method: 'POST', headers: authHeaders() });
  return (await res.json()).result;
}

// `filename` is not a direct upload field.
export async function namedUploadUrl(userId: string) {
  // cf-codemod(images-direct-upload-v2): v2 takes its optional fields as multipart form data: "filename" is not a v2 field; build the FormData by hand
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v2/direct_upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ requireSignedURLs: true, filename: `${userId}.png` }),
  });
  return (await res.json()).result;
}

const UPLOAD_DEFAULTS = { requireSignedURLs: true };

export async function defaultUploadUrl() {
  // cf-codemod(images-direct-upload-v2): v2 takes its optional fields as multipart form data: a spread or computed field cannot be converted; build the FormData by hand
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v2/direct_upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_IMAGES_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...UPLOAD_DEFAULTS, expiry: new Date(Date.now() + 600_000).toISOString() }),
  });
  return (await res.json()).result;
}

// The fields convert, but the JSON content type lives in authHeaders().
export async function signedUploadUrl() {
  // cf-codemod(images-direct-upload-v2): v2 takes its optional fields as multipart form data: the headers are built elsewhere; send this body as FormData without a JSON Content-Type
  const res = await fetch(`${CF_API}/accounts/${ACCOUNT_ID}/images/v2/direct_upload`, {
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
  // cf-codemod(images-direct-upload-v2): v2 takes its optional fields as multipart form data: this client's defaults send a JSON Content-Type; send a FormData without it
  const { data } = await images.post('/v2/direct_upload', { requireSignedURLs: true });
  return data.result;
}
