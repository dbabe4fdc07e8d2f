// The same server in TypeScript, its own route written with an arrow handler.
import express, { type Request, type Response } from 'express';
const UPSTREAM = 'https://api.cloudflare.com/client/v4';
const server = express();

server.patch('/panel/zones/:zone/settings/brotli', (req: Request, res: Response) => {
  store.put(req.params.zone, req.body.value);
  res.end();
});

server.use('/panel', async (req: Request, res: Response) => {
  const reply = await fetch(UPSTREAM + req.url, { method: req.method, body: JSON.stringify(req.body) });
  res.status(reply.status).send(await reply.text());
});

declare const store: { put(zone: string, value: string): void };

export async function switchOn(zone: string): Promise<void> {
  await fetch(`/panel/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
