import type { ASTNode, ASTPath, ClassPrivateProperty, ClassProperty, Identifier } from 'jscodeshift';

type ClassField = ClassProperty | ClassPrivateProperty;
import { CLASS_FIELDS, FUNCTIONS, type NodeIndex } from './node-index';
import { keyName } from './syntax';

/** A receiver declared with a written type (`client: CloudflareApi`): by the key its calls use. */
export interface TypedReceiver {
  /** `client` (a variable or parameter) or `this.cf` (a field or a constructor's parameter property). */
  key: string;
  /** The type's name as written: `CloudflareApi` in `client: CloudflareApi`; undefined for any other type (`A | B`, `NS.T`). */
  typeName?: string;
  /** The type as written (`TSTypeReference`, `TSUnionType`, …). */
  type: ASTNode;
  /** The identifier that declares it (a variable's or a parameter's name; none for a class field). */
  id?: Identifier;
  /** Where it is declared: the declarator, the function whose parameter it is, or the field. */
  at: ASTPath;
  /** A static field (`static api: T`): `this.api` only in static methods. */
  isStatic?: boolean;
  /** For a constructor's parameter property (`private cf: T`), the parameter's own name, also usable in the constructor. */
  parameter?: string;
}

/** The type a declaration's annotation writes: `T` in `x: T` (a TypeScript type node). */
export function annotatedType(node: { typeAnnotation?: unknown } | null | undefined): ASTNode | undefined {
  return (node?.typeAnnotation as { typeAnnotation?: ASTNode } | undefined)?.typeAnnotation;
}

/** The name of the type a declaration's annotation names, when it is a plain reference: `T` in `x: T`. */
export function annotatedTypeName(node: { typeAnnotation?: unknown } | null | undefined): string | undefined {
  const annotation = annotatedType(node) as { type: string; typeName?: { type: string; name?: string } } | undefined;
  return annotation?.type === 'TSTypeReference' && annotation.typeName?.type === 'Identifier' ? annotation.typeName.name : undefined;
}

/**
 * Every receiver of a file declared with a type name: variables (`let api: T`), parameters
 * (`function f(client: T)`, with a default too), constructors' parameter properties
 * (`constructor(private cf: T)`) and class fields (`api!: T`), in that order.
 */
export function typedReceivers(index: NodeIndex): TypedReceiver[] {
  const out: TypedReceiver[] = [];
  const add = (at: ASTPath, key: string | undefined, declared: { typeAnnotation?: unknown } | null | undefined, more: Partial<TypedReceiver> = {}): void => {
    const type = annotatedType(declared);
    if (key && type) out.push({ key, typeName: annotatedTypeName(declared), type, at, ...more });
  };
  index.of('VariableDeclarator').forEach((p) => {
    const id = p.value.id;
    if (id.type === 'Identifier') add(p, id.name, id, { id });
  });
  index.of(...FUNCTIONS).forEach((p) => {
    for (const param of p.value.params ?? []) {
      const own = param.type === 'TSParameterProperty' ? param.parameter : param;
      const inner = own.type === 'AssignmentPattern' ? own.left : own;
      if (inner.type !== 'Identifier') continue;
      if (param.type === 'TSParameterProperty') add(p, `this.${inner.name}`, inner, { parameter: inner.name, id: inner });
      else add(p, inner.name, inner, { id: inner });
    }
  });
  index.of(...CLASS_FIELDS).forEach((p) => {
    const field = p.value as ClassField;
    const name = keyName(field);
    add(p, name ? `this.${name}` : undefined, field, field.static ? { isStatic: true } : {});
  });
  return out;
}
