import axios, { type AxiosInstance } from 'axios';

const LOCAL = 'http://127.0.0.1:8787';
const REMOTE = 'https://api.cloudflare.com/client/v4';

// On this machine while developing, the API itself once deployed: it may be Cloudflare's.
class Records {
  constructor(private readonly wire: AxiosInstance) {}

  async flip(zone: string, entry: string, kind: string) {
    return this.wire.patch(`zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const records = new Records(axios.create({ baseURL: process.env.LOCAL ? LOCAL : REMOTE }));

// A host only known at run time.
class Tunnelled {
  private readonly http: AxiosInstance;

  constructor(host: string) {
    this.http = axios.create({ baseURL: `http://${host}:8787` });
  }

  async flip(zone: string, entry: string, kind: string) {
    return this.http.put(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const tunnelled = new Tunnelled(String(process.env.DNS_HOST));
