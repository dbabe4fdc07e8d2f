// The toolkit's public surface.
export * from './dns/types';
