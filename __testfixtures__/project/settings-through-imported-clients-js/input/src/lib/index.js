export { Zones } from './zones.js';
export { default as Client } from './client.js';
