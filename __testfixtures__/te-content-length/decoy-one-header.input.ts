import axios from 'axios';

export async function upload(url: string, data: Buffer) {
  await fetch(url, { method: 'PUT', headers: { 'Content-Length': String(data.length) }, body: data });
}

export async function stream(url: string, body: NodeJS.ReadableStream) {
  await axios.post(url, body, { headers: { 'Transfer-Encoding': 'chunked' } });
}

// A proxy to another service, no Cloudflare anchor: not reported.
export async function relay(req: { headers: Record<string, string>; body: unknown }) {
  return fetch('https://internal.example.com/ingest', { method: 'POST', headers: { ...req.headers }, body: JSON.stringify(req.body) });
}

// An object that has both names but is not the headers of a request.
export const HOP_BY_HOP = { 'transfer-encoding': true, 'content-length': true, connection: true };
