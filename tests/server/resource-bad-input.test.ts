/**
 * Bad input, generated from each declaration's shared yup schema (read through schema.describe()):
 * malformed JSON, an array body, missing required fields, wrong types, overlong strings, negative
 * quantities and amounts, more than two decimals of money, unknown enum values — on add, and wrong
 * types on edit. Every case answers 400 (with a message on the field where there is one), never a
 * 5xx, and no row is added or changed.
 */
import { count, eq } from 'drizzle-orm';
import type { SchemaDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../server/resources';
import type { ResourceDecl } from '../../server/resources/resource';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  // The developer holds every permission and the docs editor role.
  token = (await t.login('developer@dockhand.test')).jwtToken;
});
afterAll(() => t.close());

type Description = SchemaDescription & Partial<SchemaObjectDescription> & Partial<SchemaInnerTypeDescription>;

const fieldsOf = (decl: ResourceDecl, on: 'add' | 'edit' = 'add') =>
  Object.entries(((on === 'edit' && decl.editSchema) || decl.schema!).describe().fields) as [
    string,
    Description,
  ][];
const testParam = (d: Description, name: string) =>
  (d.tests.find((x) => x.name === name)?.params ?? undefined) as Record<string, number> | undefined;
const innerFields = (d: Description) =>
  d.type === 'object' && d.fields
    ? (Object.entries(d.fields) as [string, Description][])
    : d.type === 'array' && (d.innerType as Description | undefined)?.fields
      ? (Object.entries((d.innerType as Description).fields!) as [string, Description][])
      : [];

/** One value of the wrong type for each kind of field. */
const wrongValue: Record<string, unknown> = {
  string: { nested: true },
  number: 'not a number',
  boolean: 'perhaps',
  date: 'not a date',
  array: 'not a list',
  object: 'not an object',
};

/** Every (body, field the error must name) pair of one kind, including one level of nesting. */
function cases(
  decl: ResourceDecl,
  make: (d: Description) => unknown,
  on: 'add' | 'edit' = 'add',
): [Record<string, unknown>, string][] {
  const out: [Record<string, unknown>, string][] = [];
  for (const [key, d] of fieldsOf(decl, on)) {
    const bad = make(d);
    if (bad !== undefined) out.push([{ [key]: bad }, key]);
    for (const [inner, innerD] of innerFields(d)) {
      const innerBad = make(innerD);
      if (innerBad === undefined) continue;
      if (d.type === 'array') out.push([{ [key]: [{ [inner]: innerBad }] }, `${key}[0].${inner}`]);
      else out.push([{ [key]: { [inner]: innerBad } }, `${key}.${inner}`]);
    }
  }
  return out;
}

const rowCount = async (decl: ResourceDecl) =>
  (await t.database.db.select({ n: count() }).from(decl.table))[0]!.n;

/** Sends each body; answers the cases that did not get a 400 naming their field. */
async function misses(
  url: string,
  bodies: [Record<string, unknown>, string][],
  extra: Record<string, unknown> = {},
) {
  const wrong: string[] = [];
  for (const [body, field] of bodies) {
    const res = await t.request('POST', url, { token, body: { ...extra, ...body } });
    const fields =
      res.statusCode === 400 ? (res.json().fields as Record<string, string> | undefined) : undefined;
    if (!fields?.[field]) wrong.push(`${field}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return wrong;
}

/** The generated bad-input cases of one declaration, by kind. */
function badCases(decl: ResourceDecl) {
  const wrongTypes = cases(decl, (d) => wrongValue[d.type]);
  const overlong = cases(decl, (d) => {
    const max = testParam(d, 'max')?.max;
    return d.type === 'string' && max !== undefined ? 'x'.repeat(max + 1) : undefined;
  });
  const negative = cases(decl, (d) => {
    const min = testParam(d, 'min');
    return d.type === 'number' && min && ((min.min ?? -1) >= 0 || (min.more ?? -1) >= 0) ? -1 : undefined;
  });
  const decimals = cases(decl, (d) => (d.tests.some((x) => x.name === 'cents') ? 12.345 : undefined));
  const unknownChoice = cases(decl, (d) => {
    const inner = d.type === 'array' ? (d.innerType as Description | undefined) : undefined;
    if (inner?.oneOf?.length) return ['NOT_A_REAL_VALUE'];
    if (!d.oneOf.filter((v) => v !== null && v !== undefined).length) return undefined;
    return d.type === 'number' ? 987_654 : 'NOT_A_REAL_VALUE';
  }).map(([body, field]) => {
    // A list of choices (roles) names its first entry.
    const value = Object.values(body)[0];
    return [body, Array.isArray(value) && typeof value[0] === 'string' ? `${field}[0]` : field] as [
      typeof body,
      string,
    ];
  });

  return { wrongTypes, overlong, negative, decimals, unknownChoice };
}

const withSchema = resources.filter((decl) => decl.schema && decl.permissions.create.length);

describe.each(withSchema.map((decl) => [decl.base, decl] as const))('%s', (_base, decl) => {
  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    const before = await rowCount(decl);
    const malformed = await t.app.inject({
      method: 'POST',
      url: decl.base,
      payload: '{"name": "unterminated',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('bad_request');
    for (const body of [[], [{ name: 'x' }], 'text', 42, null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: decl.base,
        payload: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowCount(decl)).toBe(before);
  });

  it('names every missing required field', async () => {
    const required = fieldsOf(decl)
      .filter(([, d]) => !d.optional && d.default === undefined)
      .map(([key]) => key);
    expect(required.length).toBeGreaterThan(0);
    const res = await t.request('POST', decl.base, { token, body: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(expect.arrayContaining(required.sort()));
  });

  it('refuses wrong types, overlong text, negative numbers, extra decimals and unknown choices', async () => {
    const before = await rowCount(decl);
    const { wrongTypes, overlong, negative, decimals, unknownChoice } = badCases(decl);
    expect(wrongTypes.length).toBeGreaterThan(0);
    const wrong = [
      ...(await misses(decl.base, wrongTypes)),
      ...(await misses(decl.base, overlong)),
      ...(await misses(decl.base, negative)),
      ...(await misses(decl.base, decimals)),
      ...(await misses(decl.base, unknownChoice)),
    ];
    expect(wrong).toEqual([]);
    expect(await rowCount(decl)).toBe(before);
  });

  it.runIf(decl.permissions.edit.length > 0 && decl.version)(
    'refuses wrong types on edit and changes nothing',
    async () => {
      const [row] = (await t.database.db.select().from(decl.table).limit(1)) as Record<string, unknown>[];
      if (!row) return;
      const idKey = 'id';
      const wrong = await misses(
        `${decl.base}/edit`,
        cases(decl, (d) => wrongValue[d.type], 'edit'),
        {
          id: row[idKey],
          version: row.version,
        },
      );
      expect(wrong).toEqual([]);
      const [after] = (await t.database.db
        .select()
        .from(decl.table)
        .where(eq(decl.id, row[idKey] as number))) as Record<string, unknown>[];
      expect(after).toEqual(row);
    },
  );
});

describe('the generated cases', () => {
  it('cover every kind of bad input somewhere, nested fields included', () => {
    const all = withSchema.map(badCases);
    const sum = (kind: keyof ReturnType<typeof badCases>) => all.reduce((n, c) => n + c[kind].length, 0);
    const nested = all
      .flatMap((c) => Object.values(c).flat())
      .filter(([, field]) => /[.[]/.test(field)).length;
    expect({
      wrongTypes: sum('wrongTypes') > 200,
      overlong: sum('overlong') > 100,
      negative: sum('negative') > 30,
      decimals: sum('decimals') > 10,
      unknownChoice: sum('unknownChoice') > 40,
      nested: nested > 50,
    }).toEqual({
      wrongTypes: true,
      overlong: true,
      negative: true,
      decimals: true,
      unknownChoice: true,
      nested: true,
    });
  });
});
