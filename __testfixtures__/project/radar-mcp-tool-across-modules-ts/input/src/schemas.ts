import { z } from 'zod';

export const AttackBreakdown = z
  .enum(['timeseries', 'summary/ipVersion', 'top/industry', 'top/vertical', 'top/ases/origin'])
  .describe('Which breakdown of layer 7 attacks to return.');

export const PanelName = z.enum(['top/industry', 'top/vertical']);
