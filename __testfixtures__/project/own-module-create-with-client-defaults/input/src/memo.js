// The app's own keyed memo: `create` copies a config, `patch` stores a value under a key.
export const Memo = {
  create(config) {
    const entries = new Map();
    return { config, patch: (key, value) => entries.set(key, value), get: (key) => entries.get(key) };
  },
};
