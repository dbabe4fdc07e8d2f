// next.config.js: our own mobile redirect, no Cloudflare involved.
module.exports = {
  async redirects() {
    return [
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'user-agent', value: '.*Mobile.*' }],
        destination: 'https://m.example.com/:path*',
        permanent: false,
      },
    ];
  },
  mobile_redirect: { status: 'on', mobile_subdomain: 'm' },
};
