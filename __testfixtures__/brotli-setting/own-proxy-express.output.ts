// An Express server that serves the panel and forwards /api/cf/* to the API.
import express from 'express';

const CF_API = 'https://api.cloudflare.com/client/v4';
const app = express();
app.use(express.json());

app.all('/api/cf/*', async (req, res) => {
  const answer = await fetch(`${CF_API}/${req.params[0]}`, {
    method: req.method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: req.method === 'GET' ? undefined : JSON.stringify(req.body),
  });
  res.status(answer.status).json(await answer.json());
});

// The panel's helper, bundled from the same source.
export async function turnOnBrotli(zone: string): Promise<void> {
  // cf-codemod(brotli-setting): PATCH /zones/:zone_id/settings/brotli is requested here through the project's own proxy (/api/cf/ is forwarded to the API), left as written: confirm the request reaches Cloudflare in every deployment, then none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  await fetch(`/api/cf/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

app.listen(3000);
