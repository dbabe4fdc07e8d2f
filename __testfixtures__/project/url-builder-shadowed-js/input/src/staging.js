import { apiLink } from './links.js';
import * as links from './links.js';

export const live = (zone) => apiLink(`/zones/${zone}`);
export const liveNs = (zone) => links.apiLink(`/zones/${zone}`);

// The caller hands its own link maker (a staging proxy): the parameter is not the import.
export async function minifyOffVia(apiLink, zone) {
  await fetch(apiLink(`/zones/${zone}/settings/minify`).href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

export async function stagedScripts(zone) {
  const apiLink = (route) => new URL(route, 'https://staging.example.net');
  return fetch(apiLink(`/zones/${zone}/script_monitor/scripts`).href);
}

export async function stagedPolicy(zone) {
  const links = { apiLink: (route) => new URL(route, 'https://staging.example.net') };
  return fetch(links.apiLink(`/zones/${zone}/script_monitor`).href);
}

export async function stagedMinify(zone) {
  const links = { apiLink: (route) => new URL(route, 'https://staging.example.net') };
  await fetch(links.apiLink(`/zones/${zone}/settings/minify`).href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}
