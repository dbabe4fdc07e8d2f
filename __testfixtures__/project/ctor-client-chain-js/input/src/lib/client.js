import axios from 'axios';
import { Zone } from './zone.js';

export class Client {
  constructor(token) {
    this.http = axios.create({
      baseURL: 'https://api.cloudflare.com/client/v4',
      headers: { Authorization: `Bearer ${token}` },
    });
  }

  zone(id) {
    return new Zone(this.http, id);
  }
}
