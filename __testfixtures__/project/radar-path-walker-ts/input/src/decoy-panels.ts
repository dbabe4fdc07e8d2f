import { z } from 'zod';
import { runAt } from './paths';

export const Local = z.enum(['top.industry', 'top.vertical']);

const board = { top: { industry: (o: object) => o, vertical: (o: object) => o } };

export async function localPanel(which: z.infer<typeof Local>) {
  return runAt(board, which, {});
}
