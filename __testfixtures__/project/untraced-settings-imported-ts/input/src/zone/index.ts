export * from './knobs';
export * from './bundles';
