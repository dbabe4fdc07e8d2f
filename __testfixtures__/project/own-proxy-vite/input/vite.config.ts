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
    },
  },
});
