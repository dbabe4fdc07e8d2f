// axios and got brought in the TypeScript CommonJS way under other names, called as functions.
const api = require('axios');
const fetchJson = require('got');

const HOST = 'https://api.cloudflare.com/client/v4';

export async function mirageOff(zone) {}

export async function mirageOffGot(zone) {}
