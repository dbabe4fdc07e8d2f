// The dev server forwards the dashboard's API calls (the browser cannot reach the API itself).
module.exports = {
  devServer: {
    proxy: {
      '/cfapi': {
        target: 'https://api.cloudflare.com',
        changeOrigin: true,
        pathRewrite: { '^/cfapi': '/client/v4' },
      },
      // A rewrite whose key is a pattern, not a plain prefix: where it goes is not read here.
      '/cfany': {
        target: 'https://api.cloudflare.com',
        pathRewrite: { '^/cfany/(.*)': '/client/v4/$1' },
      },
    },
  },
};
