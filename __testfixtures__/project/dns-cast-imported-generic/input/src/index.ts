export type { CfList, CfOne } from './types';
