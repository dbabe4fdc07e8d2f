const FORWARDER = 'https://forward.example.com/?to=';
const cache = new Map();

// Through the forwarder, but the body sets no type.
export async function renameRecord(zone, id, host) {
  await fetch(FORWARDER + encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records/${id}`), {
    method: 'PATCH',
    body: JSON.stringify({ name: host }),
  });
}

// The encoded URL is a key of a local store, not a request.
export function remember(zone, id, kind) {
  cache.set(encodeURIComponent(`https://api.cloudflare.com/client/v4/zones/${zone}/dns_records/${id}`), { type: kind });
}
