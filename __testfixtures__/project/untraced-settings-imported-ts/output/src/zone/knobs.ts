export interface Knob {
  id: string;
  key: string;
  fallback: unknown;
  toApi?(value: unknown): unknown;
}

// cf-codemod(brotli-setting): /zones/:zone_id/settings/brotli is written here, but its request is not traced to a Cloudflare client: none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
export const knobs: Knob[] = [
  { id: "always_use_https", key: "alwaysHttps", fallback: "on" },
  {
    // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
    id: "minify",
    key: "minify",
    fallback: { css: "on", html: "off", js: "off" },
    toApi(value) {
      return value as Record<string, "on" | "off">;
    },
  },
  { id: "brotli", key: "brotli", fallback: "on" },
  { id: "http3", key: "http3", fallback: "on" },
];

export const knobsById = new Map(knobs.map((k) => [k.id, k] as const));
