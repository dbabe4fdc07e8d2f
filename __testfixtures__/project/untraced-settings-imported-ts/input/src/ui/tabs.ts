// The settings screen's tabs: pages of the app itself.
export const settingTabs = [
  { id: "ssl", title: "SSL/TLS" },
  { id: "minify", title: "Minify" },
  { id: "brotli", title: "Compression" },
];
