import axios, { type AxiosInstance } from 'axios';

// Pointed at the local emulator when EMULATE is set: not always Cloudflare's API.
export let http: AxiosInstance = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
if (process.env.EMULATE) http = axios.create({ baseURL: 'http://127.0.0.1:8787/client/v4' });
