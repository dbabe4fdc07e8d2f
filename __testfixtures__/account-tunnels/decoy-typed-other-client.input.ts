import axios from 'axios';
import type { AxiosInstance } from 'axios';

class CloudflareZones {
  private readonly http: AxiosInstance = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

  send(path: string, body?: unknown) {
    return this.http.post(path, body);
  }
}

// Same shape, another host: a parameter typed with this class is not a Cloudflare client.
class VpnClient {
  private readonly http: AxiosInstance = axios.create({ baseURL: 'https://vpn.example.org/v2' });

  send(path: string, body?: unknown) {
    return this.http.post(path, body);
  }
}

interface Sender {
  send(path: string, body?: unknown): Promise<unknown>;
}

// `client` is typed with the Cloudflare class here and with another class below: unknown in this file.
export function listZones(client: CloudflareZones) {
  return client.send('/zones', { name: 'example.com' });
}

export function openTunnel(client: VpnClient, accountId: string) {
  return client.send(`/accounts/${accountId}/tunnels`, { name: 'a' });
}

export function queueTunnel(sender: Sender, accountId: string) {
  return sender.send(`/accounts/${accountId}/tunnels`, { name: 'b' });
}
