import * as config from '../config/api';

export const inventory = (zone: string) => fetch(`${config.ZONES}/${zone}/script_monitor/scripts`);
