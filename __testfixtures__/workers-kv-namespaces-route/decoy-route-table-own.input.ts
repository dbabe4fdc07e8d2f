import { Router, type Request, type Response } from 'express';

const API = 'https://api.cloudflare.com/client/v4';

// The app's one request to Cloudflare, on the current route.
export const namespaces = (account: string) => fetch(`${API}/accounts/${account}/storage/kv/namespaces`).then((r) => r.json());

// A stub of the legacy KV paths for the app's tests: the table feeds its own routes only, no request.
const STUB_PATHS = {
  keys: '/accounts/:account/workers/namespaces/:ns/keys',
  value: '/accounts/:account/workers/namespaces/:ns/values/:key',
} as const;

function emptyList(_req: Request, res: Response): void {
  res.json({ success: true, result: [] });
}

export const stubRouter = Router();
stubRouter.get(STUB_PATHS.keys, emptyList);
stubRouter.get(STUB_PATHS.value, (_req: Request, res: Response) => res.send(''));
