import { Transport } from './transport';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function cloudflare(path: string, init?: RequestInit): Promise<Response> {
  return Transport.send(`${CF_API}${path}`, init);
}
