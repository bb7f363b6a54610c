import type { AnyContract, RowOf } from './contract';

/**
 * How a server value reads once it has crossed the wire as JSON: dates become ISO strings, the rest
 * keeps its shape. The server checks its rows against a contract's row type through it.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** A value's JSON kind: text, number, boolean, null, or (for objects and lists) a structure. */
type Kind<V> = V extends string
  ? string
  : V extends number
    ? number
    : V extends boolean
      ? boolean
      : V extends null | undefined
        ? V
        : unknown;

/**
 * A row's fields by their JSON kind. Comparing shapes checks what both sides can check: every field
 * is there, with the same kind and nullability; the finer types of text (a status union) and of
 * structures (lines, addresses) are the contract's own.
 */
export type Shape<T> = { [K in keyof T]: Kind<T[K]> };

/**
 * Passes (as `unknown`) when a server value, as it reads in JSON, has every field of the contract's
 * row type `R` with the same kind and nullability (Shape); otherwise asks for an impossible property,
 * so tsc names the row type. The check of a declaration's rows and of a row inside an answer.
 */
export type RowShapeCheck<V, R> =
  Shape<Wire<V>> extends Shape<R> ? unknown : { rowsDifferFromTheContract: R };

/**
 * What a server service may return for an answer that reads as `T` on the wire: the same fields with
 * the same kinds, nullability and nesting, except that plain text may still be a Date (it leaves as
 * its ISO string). A service ends with `return { … } satisfies Sendable<SomeAnswer>`, the contract's
 * answer type (src/domain/contracts/*-answers.ts) that the SPA's call is typed with too, so a field
 * missing on the server, or of another kind, fails `tsc` there, while server callers keep the
 * service's own types (Dates). Extra fields pass, as they do on the wire.
 */
export type Sendable<T> = T extends string
  ? string extends T
    ? T | Date
    : T
  : T extends readonly (infer U)[]
    ? readonly Sendable<U>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

/**
 * A contract's row inside an answer (the order of its details page), checked as the base's own rows
 * are (RowShapeCheck: by field kinds, its lines and addresses being jsonb on the server) and sent as
 * it is. The server keeps the row's own type; the answer's check reads it as the contract's row.
 */
export const contractRow = <C extends AnyContract, V>(
  _contract: C,
  row: V & RowShapeCheck<V, RowOf<C>>,
): V & Sendable<RowOf<C>> => row as V & Sendable<RowOf<C>>;
