import type { ASTNode, ASTPath, NewExpression } from 'jscodeshift';
import { pathOfNode } from '../ast/node-index';
import { unwrap, type FunctionNode } from '../ast/syntax';
import { fileConstructions } from './run-sites';
import { evaluate, union, type Question } from './question';
import { concat } from './strings';
import { markReadOnly, unknown, type Value } from './value';
import { paramAt, thisShift } from '../ast/this-parameter';

/*
 * A field an instance's constructor sets from one of its parameters with a default written beside it
 * (docs/value-flow.md, "Classes and instances"): `this.base = base || 'https://api.cloudflare.com/…'`.
 * The layer marks the parameter's value as the one the code falls back from (value.ts's
 * `beforeDefault`), which a recogniser leaves out to take the written default as what the code means.
 * That holds only for an instance made without the argument: `new EdgeClient(token, 'http://localhost:8787')`
 * gives the field the argument, another host. So the parameter is bound to what the construction
 * passes: the `new` that made the instance when the read is of it, else every `new` of the constructor
 * in the file (`this.base` in a method is any instance's). An argument passed (known or not) is what
 * the field holds, not something it falls back from; nothing passed (or `undefined`) leaves the
 * default to hold. When the file may not hold every construction (the constructor exported, not
 * declared at the top level, extended by a subclass), the parameter is simply unknown.
 */

/** A field's values read on an instance (see above). */
interface ConstructedField {
  q: Question;
  /** The constructor function, or the class's `constructor` method. */
  ctor: FunctionNode;
  /** The name `new` calls the class or constructor function by, when it has one. */
  name: string | undefined;
  /** The expression that made the instance (a `new`, or `this`, or anything else), undefined when not known. */
  made: ASTNode | undefined;
  /** Whether the file may construct it out of sight of `name` (a subclass calls it through `super`). */
  extended: boolean;
  found: Value[];
  depth: number;
}

/** The field's values with the constructor's defaulted parameters bound to what the constructions pass (see above). */
export function withConstructorArguments(f: ConstructedField): Value[] {
  const { q, found } = f;
  if (!found.some((v) => defaultedHoles(v, f.ctor).length > 0)) return found;
  const sites = constructionsOf(f);
  return union(
    q,
    f.ctor,
    ...found.map((v): Value[] => {
      if (defaultedHoles(v, f.ctor).length === 0) return [v];
      if (!sites) return [stripped(v)];
      // No construction in the file: no instance is made here, the value stays as it is written.
      if (sites.length === 0) return [v];
      return sites.flatMap((site) => bound(f, v, site));
    }),
  );
}

/** The constructions to bind: the one that made the instance, else all of the file's; undefined when they may not be all. */
function constructionsOf(f: ConstructedField): Array<ASTPath<NewExpression>> | undefined {
  const made = f.made && unwrap(f.made);
  if (made?.type === 'NewExpression') {
    const at = pathOfNode(f.q.ctx, made);
    return at ? [at] : undefined;
  }
  if (f.extended || !f.name) return undefined;
  return fileConstructions(f.q.ctx, f.name);
}

/**
 * The positions of `ctor`'s parameters a value holds as a hole, when the value falls back from a
 * default: written beside it (`base || CF_API`, the value's `beforeDefault`: every such hole), or
 * written as the parameter's own default (`constructor(token, base = CF_API)`: those holes).
 */
function defaultedHoles(v: Value, ctor: FunctionNode): number[] {
  const origins = v.kind === 'unknown' ? [v.origin] : v.kind === 'string' ? v.parts.flatMap((p) => (p.kind === 'hole' ? [p.origin] : [])) : [];
  const holes = origins.flatMap((o) => (o.kind === 'parameter' && o.fn === ctor ? [o.index] : []));
  return v.beforeDefault ? holes : holes.filter((i) => paramAt(ctor, i)?.type === 'AssignmentPattern');
}

/** The values of the default written for `ctor`'s parameter at `index` (`base = CF_API`), undefined when it has none. */
function parameterDefault(f: ConstructedField, index: number): Value[] | undefined {
  if (paramAt(f.ctor, index)?.type !== 'AssignmentPattern') return undefined;
  const at = pathOfNode(f.q.ctx, f.ctor);
  return at ? evaluate(f.q, at.get('params', index + thisShift(f.ctor), 'right'), f.depth + 1) : undefined;
}

/** The value as one the code means, not one it falls back from (the constructions may pass anything). */
function stripped(v: Value): Value {
  const { beforeDefault: _dropped, ...rest } = v;
  return rest as Value;
}

/** The values of a defaulted value at one construction: each of the constructor's parameters it holds bound to the argument given. */
function bound(f: ConstructedField, v: Value, site: ASTPath<NewExpression>): Value[] {
  const args = site.value.arguments;
  const spread = args.findIndex((a) => a.type === 'SpreadElement');
  // A parameter's index is its argument's (a TypeScript `this` parameter takes none: src/ast/this-parameter.ts).
  const given = (index: number): Value[] | undefined => {
    if (index < 0) return [unknown(site.value)];
    if (spread >= 0 && spread <= index) return [unknown(site.value)];
    const arg = unwrap(args[index] as ASTNode | undefined);
    if (!arg || isUndefined(arg)) return undefined;
    // Written at the construction, for this instance only: not the field's text to edit.
    return markReadOnly(evaluate(f.q, site.get('arguments', index), f.depth + 1), 'call');
  };
  // Nothing passed for any of them: the default written beside them holds.
  if (v.beforeDefault && defaultedHoles(v, f.ctor).every((i) => given(i) === undefined)) return [v];
  // A parameter given nothing holds its own default, when it has one.
  const held = (index: number): Value[] | undefined => given(index) ?? parameterDefault(f, index);
  if (v.kind === 'unknown') return v.origin.kind === 'parameter' ? (held(v.origin.index) ?? [v]) : [v];
  if (v.kind !== 'string') return [v];
  // Each hole of a parameter given nothing is unknown now that the value as a whole no longer falls back.
  const operands = v.parts.map((p): Value[] => {
    if (p.kind !== 'hole' || p.origin.kind !== 'parameter' || p.origin.fn !== f.ctor) return [{ kind: 'string', parts: [p] }];
    return held(p.origin.index) ?? [unknown(p.node)];
  });
  return concat(operands) ?? [unknown(site.value)];
}

/** `undefined` or `void 0` written as an argument: nothing passed. */
export function isUndefined(node: ASTNode): boolean {
  if (node.type === 'Identifier') return (node as { name: string }).name === 'undefined';
  return node.type === 'UnaryExpression' && (node as { operator: string }).operator === 'void';
}
