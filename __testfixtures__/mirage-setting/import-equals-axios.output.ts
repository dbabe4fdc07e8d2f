// axios and got brought in the TypeScript CommonJS way under other names, called as functions.
import api = require('axios');
import fetchJson = require('got');

const HOST = 'https://api.cloudflare.com/client/v4';

export async function mirageOff(zone: string): Promise<void> {}

export async function mirageOffGot(zone: string): Promise<void> {}
