export async function readSaved(key) {
  return JSON.parse(process.env[`SAVED_${key}`] ?? '[]');
}
