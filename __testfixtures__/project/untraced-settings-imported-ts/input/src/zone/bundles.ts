// Ready-made combinations, applied one setting at a time.
export const bundles = {
  performance: {
    label: "Performance",
    settings: {
      ssl: "full",
      early_hints: "on",
      minify: { css: "on", html: "on", js: "on" },
      brotli: "on",
      rocket_loader: "off",
    },
  },
  lean: {
    label: "Lean",
    settings: { ssl: "strict", polish: "off" },
  },
} as const;
