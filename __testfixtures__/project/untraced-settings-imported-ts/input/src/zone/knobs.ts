export interface Knob {
  id: string;
  key: string;
  fallback: unknown;
  toApi?(value: unknown): unknown;
}

export const knobs: Knob[] = [
  { id: "always_use_https", key: "alwaysHttps", fallback: "on" },
  {
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
