export function pickTools() {
  return globalThis.toolsOverride;
}
