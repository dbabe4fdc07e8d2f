// Ready-made combinations, applied one setting at a time.
export const bundles = {
  performance: {
    label: "Performance",
    settings: {
      ssl: "full",
      early_hints: "on",
      // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
      minify: { css: "on", html: "on", js: "on" },
      // cf-codemod(brotli-setting): /zones/:zone_id/settings/brotli is written here, but its request is not traced to a Cloudflare client: none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
      brotli: "on",
      rocket_loader: "off",
    },
  },
  lean: {
    label: "Lean",
    settings: { ssl: "strict", polish: "off" },
  },
} as const;
