import axios, { type AxiosInstance } from 'axios';

const LOOPBACK = 'http://127.0.0.1:8787/v4';

// A recorder for the integration suite, served from this machine.
class RecordingDns {
  constructor(private readonly wire: AxiosInstance) {}

  async flip(zone: string, entry: string, kind: string) {
    return this.wire.patch(`zones/${zone}/dns_records/${entry}`, { type: kind, proxied: false });
  }
}

export const recorder = new RecordingDns(axios.create({ baseURL: LOOPBACK }));

class LocalDns {
  private readonly http = axios.create({ baseURL: 'http://localhost:5380' });

  async flip(zone: string, entry: string, kind: string) {
    return this.http.put(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const local = new LocalDns();
