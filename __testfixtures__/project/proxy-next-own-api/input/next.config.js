// Everything under /cloudflare/ that the app does not serve itself goes to the API.
module.exports = {
  async rewrites() {
    return [{ source: '/cloudflare/:path*', destination: 'https://api.cloudflare.com/client/v4/:path*' }];
  },
};
