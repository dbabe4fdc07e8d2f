import got from 'got';
import { Entry } from './entry';

const cloudflare = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4/' });
const staging = got.extend({ prefixUrl: 'https://api.example.com/' });

export const live = new Entry(cloudflare);
export const rehearsal = new Entry(staging);
