// Where the API is: a host and the root of its paths.
export const API_HOST = 'api.cloudflare.com';
export const API_ROOT = '/client/v4/';
export const MIRROR_HOST = 'records.mirror.example';
