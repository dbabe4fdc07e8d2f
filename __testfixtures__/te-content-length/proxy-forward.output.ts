import express from 'express';

const CF_API = 'https://api.cloudflare.com/client/v4';
const app = express();

// Relays the dashboard's API calls to Cloudflare with the server's token.
app.all('/cf/*', async (req, res) => {
  // cf-codemod(te-content-length): forwards the incoming request's headers to the Cloudflare API: strip transfer-encoding and content-length first
  const upstream = await fetch(`${CF_API}/${req.params[0]}`, {
    method: req.method,
    headers: { ...req.headers, authorization: `Bearer ${process.env.CF_API_TOKEN}` } as Record<string, string>,
    body: ['GET', 'HEAD'].includes(req.method) ? undefined : req.body,
  });
  res.status(upstream.status).send(await upstream.text());
});

export async function uploadLogs(accountId: string, body: Buffer, chunked: boolean) {
  const headers: Record<string, string> = { 'Content-Length': String(body.length) };
  if (chunked) headers['Transfer-Encoding'] = 'chunked';
  // cf-codemod(te-content-length): this request may send both Transfer-Encoding and Content-Length (declined since 2023-07-01): send only one
  await fetch(`${CF_API}/accounts/${accountId}/logs/retention`, { method: 'POST', headers, body });
}
