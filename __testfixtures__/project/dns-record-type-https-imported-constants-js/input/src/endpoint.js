// Where the API is: a host and the root of its paths.
const API_HOST = 'api.cloudflare.com';
const API_ROOT = '/client/v4/';
const MIRROR_HOST = 'records.mirror.example';

module.exports = { API_HOST, API_ROOT, MIRROR_HOST };
