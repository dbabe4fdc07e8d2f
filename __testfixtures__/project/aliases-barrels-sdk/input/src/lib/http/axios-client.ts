import axios from 'axios';

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
});

export default api;
