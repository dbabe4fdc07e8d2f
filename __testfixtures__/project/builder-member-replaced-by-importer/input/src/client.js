// This importer swaps one builder for its own before using it: the path sent is not the declared one.
import axios from 'axios';
import { Routes } from './paths';

const edge = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
Routes.build.quiet = (zone) => `/zones/${zone}/custom_pages/quiet_state`;

export function hush(zone) {
  return edge.patch(Routes.build.quiet(zone), { value: 'off' });
}
