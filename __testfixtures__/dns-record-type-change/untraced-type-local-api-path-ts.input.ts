import axios, { type AxiosInstance } from 'axios';

// A mock of the API on this machine: it answers under the API's own path, and may pass calls on to it.
class MockedApi {
  constructor(private readonly wire: AxiosInstance) {}

  async flip(zone: string, entry: string, kind: string) {
    return this.wire.patch(`zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const mocked = new MockedApi(axios.create({ baseURL: 'http://127.0.0.1:8787/client/v4/' }));

// The company's egress proxy, forwarding the API's paths.
class Egress {
  constructor(private readonly http: AxiosInstance) {}

  async flip(zone: string, entry: string, kind: string) {
    return this.http.put(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const egress = new Egress(axios.create({ baseURL: 'https://egress.corp.example.com/client/v4' }));
