import got from 'got';
import Handle from './entry';

const staging = got.extend({ prefixUrl: 'https://dns-staging.example.net/' });

export const rehearsal = new Handle(staging);
