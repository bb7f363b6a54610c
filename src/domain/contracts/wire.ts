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
