import { defineConfig } from 'vite';

// In development the dashboard reaches the API through Vite's proxy (the browser cannot call it directly).
export default defineConfig({
  server: {
    proxy: {
      '/cf-api': {
        target: 'https://api.cloudflare.com',
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/cf-api/, '/client/v4'),
      },
      '/metrics': { target: 'http://localhost:9100', changeOrigin: true },
      // A hook that may change each request on its way: not a transparent proxy.
      '/cf-hooked': {
        target: 'https://api.cloudflare.com',
        rewrite: (path) => path.replace(/^\/cf-hooked/, '/client/v4'),
        configure: (proxy) => proxy.on('proxyReq', (req) => req.setHeader('x-audit', '1')),
      },
    },
  },
});
