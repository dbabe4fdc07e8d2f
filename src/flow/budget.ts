/*
 * What one question may cost (docs/value-flow.md, "The budget"). A question is one call of `values`
 * from outside the layer; the expressions it follows on the way (a const's initialiser, a function's
 * returns, a list's elements) count against its budget. Past any limit the answer is `unknown`, and
 * an answer cut so is not remembered (a later question with its own budget may do better).
 */

/** How many hops deep a question may follow (a name to its initialiser, a call to its function's returns, …). */
export const MAX_DEPTH = 12;

/** How many values one expression may have (a list's elements, a template's combinations); more is `unknown`. */
export const MAX_VALUES = 16;

/** How many expressions one question may look at in all. */
export const MAX_STEPS = 400;

/** The running cost of one question. */
export interface Budget {
  steps: number;
  /** Set when any limit was reached (or a cycle met): what was found under it is not remembered. */
  cut: boolean;
}

export const freshBudget = (): Budget => ({ steps: 0, cut: false });

/**
 * How deep the template question (one-template.ts) follows what an expression reads: names, members,
 * calls and URL objects nested in one another's templates; deeper, a part is dynamic.
 */
export const MAX_TEMPLATE_DEPTH = 8;
