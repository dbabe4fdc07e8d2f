import { CF_HOST } from './host';

export const CF_V4 = `${CF_HOST}/client/v4`;
export const ZONES = CF_V4 + '/zones';
