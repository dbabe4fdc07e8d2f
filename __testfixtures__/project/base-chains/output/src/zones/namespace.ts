import * as config from '../config/api';

export const inventory = (zone: string) => fetch(`${config.ZONES}/${zone}/page_shield/scripts`);
