import axios from 'axios';

// Named like the server, but the API's client.
export const app = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
