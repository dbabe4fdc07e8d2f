/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  async rewrites() {
    return [
      { source: '/cloudflare/:path*', destination: 'https://api.cloudflare.com/client/v4/:path*' },
      // Only for requests with the beta header: a request without it is not forwarded.
      { source: '/cf-beta/:path*', has: [{ type: 'header', key: 'x-beta' }], destination: 'https://api.cloudflare.com/client/v4/:path*' },
    ];
  },
};
