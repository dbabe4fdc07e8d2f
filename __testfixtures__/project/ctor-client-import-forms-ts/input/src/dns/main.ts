import got from 'got';
import * as dns from './records';

const cloudflare = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4/' });

export const records = new dns.Records(cloudflare);
