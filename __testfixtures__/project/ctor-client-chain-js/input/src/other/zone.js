import axios from 'axios';

// A look-alike for the team's own registrar API, constructed here with its client.
class Zone {
  constructor(http, id) {
    this.http = http;
    this.id = id;
  }

  async rewrite(recordId, type) {
    await this.http.put(`/zones/${this.id}/dns_records/${recordId}`, { type });
  }
}

export const registrar = new Zone(axios.create({ baseURL: 'https://registrar.example.org/v1' }), 'main');
