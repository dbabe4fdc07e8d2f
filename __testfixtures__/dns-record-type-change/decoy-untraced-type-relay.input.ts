const FORWARDER = 'https://forward.example.com/?to=';
const cache = new Map<string, unknown>();

// Through the forwarder, but the body sets no type.
export async function renameRecord(zone: string, id: string, host: string) {
  await fetch(FORWARDER + encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records/${id}`), {
    method: 'PATCH',
    body: JSON.stringify({ name: host }),
  });
}

// The encoded URL is a key of a local store, not a request.
export function remember(zone: string, id: string, kind: string) {
  cache.set(encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records/${id}`), { type: kind });
}
