import axios from 'axios';

// The base URL comes from the deployment's settings: the engine cannot trace it to the API host.
export function httpFor(settings: { apiRoot: string; token: string }) {
  return axios.create({ baseURL: settings.apiRoot, headers: { Authorization: `Bearer ${settings.token}` } });
}
