declare const deployed: boolean;

// A stand-in on this machine while developing, Cloudflare's API once deployed: it may retype a record there.
let endpoint: string = 'http://localhost:9090';
if (deployed) {
  endpoint = 'https://api.cloudflare.com/client/v4';
}

export async function retag(zone: string, entry: string, kind: string): Promise<Response> {
  return fetch(`${endpoint}/zones/${zone}/dns_records/${entry}`, { method: 'PUT', body: JSON.stringify({ type: kind }) });
}
