/**
 * Docs search (issue 19): PostgreSQL full-text search over titles and bodies of the pages the user
 * may read, title matches ranked first, snippets as plain-text parts, bad queries refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocsSearchResult } from '../../src/domain/contracts/docs-reader';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let manufacturing: string;
let vendor: string;

const search = (token: string, q: string) =>
  t.request('GET', `/api/docs/search?q=${encodeURIComponent(q)}`, { token });
const slugs = async (token: string, q: string) =>
  ((await search(token, q)).json().results as DocsSearchResult[]).map((r) => r.slug);

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
  manufacturing = (await t.login('manufacturing@dockhand.test')).jwtToken;
  vendor = (await t.login('brand@northwind.test')).jwtToken;
  const groups = (
    await t.request('POST', '/api/docs/knowledgebaseGroups/listItems', { token: admin, body: {} })
  ).json();
  const groupId = groups.items.find((g: { slug: string }) => g.slug === 'getting-started').id;
  // One page whose title says "pallets", one that says it only in its body (many times), and hostile text.
  for (const page of [
    { name: 'Pallets', slug: 'pallets-title', content: 'How we store things.' },
    {
      name: 'Storage fees',
      slug: 'pallets-body',
      content: 'Pallets, pallets, pallets: every pallet is counted nightly. Pallets again.',
    },
    {
      name: 'Quarantine',
      slug: 'hostile-snippet',
      content:
        'Zebra <script>alert(1)</script> <img src=x onerror=alert(2)> zebra **bold** [x](javascript:alert(1))',
    },
  ])
    expect(
      (await t.request('POST', '/api/docs/knowledgebasePages', { token: admin, body: { groupId, ...page } }))
        .statusCode,
    ).toBe(201);
});
afterAll(() => t.close());

describe('GET /api/docs/search', () => {
  it('finds pages by a word of their title and by a word of their body (stemmed)', async () => {
    expect(await slugs(manager, 'receiving')).toContain('how-receiving-works');
    // Only in bodies: "carton" is in How receiving works' text.
    expect(await slugs(manager, 'cartons')).toContain('how-receiving-works');
    expect(await slugs(manager, '"hold-until date"')).toContain('holds-and-problem-markers');
  });

  it('ranks a title match above a body that repeats the word', async () => {
    const found = await slugs(manager, 'pallets');
    expect(found.slice(0, 2)).toEqual(['pallets-title', 'pallets-body']);
  });

  it('searches only what the user may read', async () => {
    expect(await slugs(manufacturing, 'receiving')).not.toContain('how-receiving-works');
    expect(await slugs(manufacturing, 'ledger')).not.toContain('reading-the-billing-ledger');
    expect(await slugs(manager, 'ledger')).toContain('reading-the-billing-ledger');
    expect(await slugs(vendor, 'returns')).toEqual([]);
    expect(await slugs(vendor, 'freight')).toEqual(['sending-us-inventory']);
    // Unpublished: not even for an editor.
    expect(await slugs(admin, '"work in progress"')).toEqual([]);
  });

  it('answers snippets as plain text with the matched words marked', async () => {
    const [result] = (await search(manager, 'zebra')).json().results as DocsSearchResult[];
    expect(result!.slug).toBe('hostile-snippet');
    expect(result!.group).toEqual({ slug: 'getting-started', name: 'Getting Started' });
    expect(result!.snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toEqual(['zebra', 'zebra']);
    // Plain text only (the SPA renders parts as text nodes): no markers left, no tags kept as tags.
    const text = result!.snippet.map((p) => p.text).join('');
    expect(text.includes('\u0001') || text.includes('\u0002')).toBe(false);
    expect(text).not.toContain('<script>');
    for (const part of result!.snippet) expect(Object.keys(part).sort()).toEqual(['hit', 'text']);
  });

  it('answers no results for words the search ignores', async () => {
    const res = await search(manager, 'the and of');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([]);
  });

  it('refuses an empty or oversized query with a message on q', async () => {
    for (const url of ['/api/docs/search', '/api/docs/search?q=', '/api/docs/search?q=%20%20']) {
      const res = await t.request('GET', url, { token: manager });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.q).toBe('Search needs a word or two');
    }
    const long = await search(manager, 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.q).toMatch(/at most 200/);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request('GET', '/api/docs/search?q=receiving')).statusCode).toBe(401);
  });
});
