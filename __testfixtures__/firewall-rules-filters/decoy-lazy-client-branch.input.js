import axios from 'axios';

export class FilterSync {
  login(token, staging) {
    this.http = staging
      ? axios.create({ baseURL: 'https://staging.example.com/client/v4' })
      : axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  filters(zoneId) {
    return this.http.get(`/zones/${zoneId}/filters`);
  }
}
