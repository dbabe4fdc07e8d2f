export function chooseOpener() {
  return globalThis.openerOverride;
}
