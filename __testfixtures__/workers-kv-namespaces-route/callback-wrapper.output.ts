import https from 'https';

const ACCOUNT = process.env.CF_ACCOUNT as string;
const NAMESPACE = process.env.KV_NAMESPACE as string;

type Done = (err: Error | null, body?: { result: unknown[] }) => void;

function cfRequest(path: string, callback: Done): void {
  const req = https.request(
    { hostname: 'api.cloudflare.com', path: '/client/v4' + path, method: 'GET', headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } },
    (res) => {
      let body = '';
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => callback(null, JSON.parse(body)));
    },
  );
  req.on('error', callback);
  req.end();
}

const PATHS = { keys: `/accounts/${ACCOUNT}/storage/kv/namespaces/${NAMESPACE}/keys` };

export function listKeys(done: Done): void {
  cfRequest(PATHS.keys, (err, body) => done(err, body));
}
