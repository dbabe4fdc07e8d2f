import { Transport } from './transport';

const STATUS_API = 'https://status.example.org/client/v4';

// Same paths, different service.
export async function statusPage(path: string, init?: RequestInit): Promise<Response> {
  return Transport.send(`${STATUS_API}${path}`, init);
}
