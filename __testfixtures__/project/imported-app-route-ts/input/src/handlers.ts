export const listKeys = (): void => undefined;
export const writeDefaults = { ttl: 60 };
