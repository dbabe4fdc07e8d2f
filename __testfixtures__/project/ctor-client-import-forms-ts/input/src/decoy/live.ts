import got from 'got';
import Entry from './entry';

const cloudflare = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4/' });

export const live = new Entry(cloudflare);
