export { toSrvBody } from './srv';
export { syncSrv } from './sync';
