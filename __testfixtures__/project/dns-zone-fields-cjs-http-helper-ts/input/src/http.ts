const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

export function getJson(url: string) {
  return fetch(url, { headers }).then((r) => r.json());
}

export function patchJson(url: string, body: unknown) {
  return fetch(url, { method: "PATCH", headers, body: JSON.stringify(body) }).then((r) => r.json());
}
