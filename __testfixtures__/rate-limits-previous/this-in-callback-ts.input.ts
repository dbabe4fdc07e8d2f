import axios, { type AxiosInstance } from 'axios';

// `this` inside a plain `function` callback is not the instance (an arrow's is): only the arrow's call is the client's.
export class EdgeRules {
  private http: AxiosInstance;

  constructor(token: string) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  listEach(zones: string[]) {
    return Promise.all(zones.map((z) => this.http.get('/zones/' + z + '/rate_limits')));
  }

  listDetached(zones: string[]) {
    return Promise.all(
      zones.map(function (this: { http: AxiosInstance }, z: string) {
        return this.http.get('/zones/' + z + '/rate_limits');
      }),
    );
  }
}
