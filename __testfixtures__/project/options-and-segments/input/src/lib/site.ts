// The app's own request helper: the same options object, another host.
export async function siteRequest({ path, method = 'GET', body }: { path: string; method?: string; body?: unknown }) {
  const res = await fetch(`https://admin.example.com/api${path}`, { method, body: JSON.stringify(body) });
  return res.json();
}

export async function siteGet(segments: string[]) {
  const res = await fetch(`https://admin.example.com/api/${segments.join('/')}`);
  return res.json();
}
