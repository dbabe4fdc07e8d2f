import axios from 'axios';

// One shared client on the API's base: each module that imports it may aim it elsewhere.
export const edge = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
