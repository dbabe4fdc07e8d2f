import axios from 'axios';

// A mock of the API on this machine: it answers under the API's own path, and may pass calls on to it.
class MockedApi {
  constructor(http) {
    this.http = http;
  }

  async flip(zone, entry, kind) {
    return this.http.put(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const mocked = new MockedApi(axios.create({ baseURL: 'http://localhost:8787/client/v4' }));

// The company's egress proxy, forwarding the API's paths.
class Egress {
  constructor(http) {
    this.http = http;
  }

  async flip(zone, entry, kind) {
    return this.http.patch(`/zones/${zone}/dns_records/${entry}`, { type: kind });
  }
}

export const egress = new Egress(axios.create({ baseURL: 'https://egress.corp.example.com/client/v4' }));
