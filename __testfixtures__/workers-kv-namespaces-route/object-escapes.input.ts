import express, { type Request, type Response } from 'express';

const ACCOUNT = process.env.CF_ACCOUNT as string;
const API = 'https://api.cloudflare.com/client/v4';

// The table is handed whole to another module: who reads its members there is not known here.
const ROUTES = { keys: `/accounts/${ACCOUNT}/workers/namespaces/sessions/keys` } as const;

// Every request of the app goes through this one.
async function cf(path: string): Promise<unknown> {
  const res = await fetch(API + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  return res.json();
}

export async function listKeys(_req: Request, res: Response): Promise<void> {
  res.json(await cf(ROUTES.keys));
}

export const app = express();
app.set('routes', ROUTES);
