/**
 * The docs reader (issue 19): groups by role visibility (spec §6), published pages only, articles with
 * previous/next in their group, hidden or unknown slugs as 404, the help articles of a screen, and
 * the pages list's tag filter. On the seeded library (server/db/seed/docs.ts, back-office.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const tokens: Record<string, string> = {};
const logins = {
  admin: 'admin@dockhand.test',
  manager: 'manager@dockhand.test',
  warehouse: 'warehouse@dockhand.test',
  manufacturing: 'manufacturing@dockhand.test',
  vendor: 'brand@northwind.test',
};
type Who = keyof typeof logins;

const get = (who: Who, url: string) => t.request('GET', url, { token: tokens[who] });
const groupSlugs = async (who: Who) =>
  ((await get(who, '/api/docs/reader')).json().groups as { slug: string }[]).map((g) => g.slug);

beforeAll(async () => {
  t = await startTestApp();
  for (const [who, email] of Object.entries(logins)) tokens[who] = (await t.login(email)).jwtToken;
});
afterAll(() => t.close());

describe('which groups a reader sees', () => {
  it('shows each role the groups whose visibleToRoles name it', async () => {
    expect(await groupSlugs('manager')).toEqual(
      expect.arrayContaining(['getting-started', 'warehouse-operations', 'orders-and-returns', 'billing']),
    );
    const manufacturing = await groupSlugs('manufacturing');
    expect(manufacturing).toContain('orders-and-returns');
    expect(manufacturing).not.toContain('warehouse-operations');
    expect(manufacturing).not.toContain('billing');
    expect(manufacturing).not.toContain('for-brands');
  });

  it('shows a vendor user only the groups made visible to vendors, without drafts', async () => {
    const home = (await get('vendor', '/api/docs/reader')).json();
    expect(home.groups.map((g: { slug: string }) => g.slug)).toEqual(['for-brands']);
    expect(home.groups[0].pages.map((p: { slug: string }) => p.slug)).toEqual(['sending-us-inventory']);
  });

  it('answers 404 for a group the roles may not read, as for one that does not exist', async () => {
    const hidden = await get('manufacturing', '/api/docs/reader/groups/warehouse-operations');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Docs group not found.');
    expect((await get('manufacturing', '/api/docs/reader/groups/no-such-group')).statusCode).toBe(404);
    const group = (await get('warehouse', '/api/docs/reader/groups/warehouse-operations')).json();
    expect(group.pages.map((p: { slug: string }) => p.slug)).toContain('how-receiving-works');
  });
});

describe('articles', () => {
  it('answers the markdown with its group and neighbours by sort order', async () => {
    const res = await get('manager', '/api/docs/reader/articles/holds-and-problem-markers');
    expect(res.statusCode).toBe(200);
    const article = res.json();
    expect(article.group).toEqual({ slug: 'orders-and-returns', name: 'Orders and Returns' });
    expect(article.previous).toEqual({ slug: 'working-the-orders-list', name: 'Working the orders list' });
    expect(article.next.slug).toBe('resolving-not-enough-inventory');
    expect(article.content).toContain('## Releasing holds');
  });

  it('has no previous for the first page and no next for the last', async () => {
    const first = (await get('manager', '/api/docs/reader/articles/working-the-orders-list')).json();
    expect(first.previous).toBeNull();
    const last = (await get('manager', '/api/docs/reader/articles/processing-a-return')).json();
    expect(last.next).toBeNull();
  });

  it('hides pages of hidden groups and unpublished pages, from editors too', async () => {
    expect((await get('manufacturing', '/api/docs/reader/articles/how-receiving-works')).statusCode).toBe(
      404,
    );
    expect((await get('vendor', '/api/docs/reader/articles/working-the-orders-list')).statusCode).toBe(404);
    expect((await get('vendor', '/api/docs/reader/articles/draft-returns-policy')).statusCode).toBe(404);
    expect((await get('admin', '/api/docs/reader/articles/draft-returns-policy')).statusCode).toBe(404);
    const missing = await get('manager', '/api/docs/reader/articles/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Article not found.');
  });

  it('keeps the generic pages list to what the reader may read', async () => {
    const res = await t.request('POST', '/api/docs/knowledgebasePages/listItems', {
      token: tokens.vendor,
      body: { perPage: 100 },
    });
    expect(res.json().items.map((p: { slug: string }) => p.slug)).toEqual(['sending-us-inventory']);
  });
});

describe('help in context', () => {
  it('lists the readable articles tagged for a screen', async () => {
    const res = await get('manager', '/api/docs/help?screen=/orders/returns');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      screen: '/orders/returns',
      links: [{ slug: 'processing-a-return', name: 'Processing a return' }],
    });
    const asn = encodeURIComponent('/warehouses/advancedShipNotices/:shipmentId/confirm');
    expect((await get('warehouse', `/api/docs/help?screen=${asn}`)).json().links).toEqual([
      { slug: 'how-receiving-works', name: 'How receiving works' },
    ]);
  });

  it('lists nothing for a role that may not read the article, or a screen without help', async () => {
    const asn = encodeURIComponent('/warehouses/advancedShipNotices/:shipmentId/confirm');
    expect((await get('manufacturing', `/api/docs/help?screen=${asn}`)).json().links).toEqual([]);
    expect((await get('manager', '/api/docs/help?screen=/dashboard')).json().links).toEqual([]);
  });

  it('refuses a screen that is not a route path', async () => {
    for (const screen of ['', 'orders', '/a b', `/${'x'.repeat(300)}`]) {
      const res = await get('manager', `/api/docs/help?screen=${encodeURIComponent(screen)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.screen).toMatch(/route path/);
    }
  });

  it('filters the pages list by tag (marker articles for exception tickets)', async () => {
    const res = await t.request('POST', '/api/docs/knowledgebasePages/listItems', {
      token: tokens.admin,
      body: { tag: 'marker:MISSING_SKU' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { slug: string }) => p.slug)).toEqual(['fixing-missing-sku']);
  });

  it('stores tags once each, and refuses a malformed one', async () => {
    const groups = (
      await t.request('POST', '/api/docs/knowledgebaseGroups/listItems', { token: tokens.admin, body: {} })
    ).json();
    const groupId = groups.items[0].id;
    const ok = await t.request('POST', '/api/docs/knowledgebasePages', {
      token: tokens.admin,
      body: {
        groupId,
        name: 'Tagged by text',
        tags: ['screen:/dashboard', 'marker:CONFIG_ERROR', 'screen:/dashboard'],
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().tags).toEqual(['screen:/dashboard', 'marker:CONFIG_ERROR']);
    const bad = await t.request('POST', '/api/docs/knowledgebasePages', {
      token: tokens.admin,
      body: { groupId, name: 'Bad tag', tags: ['receiving'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)[0]).toMatch(/^tags/);
  });
});
