// What the package hands out.
export * from './entry';
