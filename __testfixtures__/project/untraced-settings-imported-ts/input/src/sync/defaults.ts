// The values a new zone starts with, pushed by a client traced to the API host.
export const zoneDefaults = [
  { id: "ssl", value: "full" },
  {
    id: "brotli",
    value: "on",
  },
];
