import { defineConfig } from 'vite';

// The bundler's options: `minify` here is the build's, not a zone's.
export default defineConfig({
  build: { minify: true, sourcemap: true, target: 'es2020' },
  esbuild: { minify: true, legalComments: 'none' },
});
