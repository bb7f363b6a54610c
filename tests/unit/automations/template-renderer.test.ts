/**
 * The content-template renderer (issue 19): values are HTML-escaped in bodies and plain in subjects
 * (on one line); loops and filters work on the data; nothing outside the data is reachable — no file
 * through include / render / layout, no constructor, prototype or global; unknown filters and
 * runaway templates fail with a TemplateError, never hang or throw anything else.
 */
import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  renderBody,
  renderSubject,
  TemplateError,
  type TemplateData,
} from '../../../server/modules/automations/template-renderer.logic';

const data: TemplateData = {
  event: {
    orderNumber: 'NWG-1042',
    customerName: '<script>alert("x")</script>',
    items: [
      { sku: 'MUG', quantity: 2 },
      { sku: 'TEE', quantity: 1 },
    ],
    orderTotal: '42.50',
  },
  automation: { id: 3, name: 'Shipped' },
  vendor: { id: 1, name: 'Northwind Goods', code: 'NWG' },
  subject: { type: 'order', id: '12', ref: 'Order NWG-1042' },
  occurredAt: '2026-11-28T10:00:00.000Z',
};

describe('rendering', () => {
  it('escapes values in bodies and keeps the markup the template wrote', async () => {
    const html = await renderBody('<p>Hi {{ event.customerName }}</p>', data);
    expect(html).toBe('<p>Hi &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;</p>');
  });

  it('loops, filters and reads every part of the data', async () => {
    const html = await renderBody(
      '{% for i in event.items %}{{ i.quantity }}×{{ i.sku | downcase }};{% endfor %} {{ event.items | size }} {{ vendor.code }} {{ subject.ref }} {{ automation.name }}',
      data,
    );
    expect(html).toBe('2×mug;1×tee; 2 NWG Order NWG-1042 Shipped');
  });

  it('renders subjects as plain text on one line', async () => {
    expect(await renderSubject('Order {{ event.orderNumber }}\nfor {{ event.customerName }}', data)).toBe(
      'Order NWG-1042 for <script>alert("x")</script>',
    );
  });

  it('turns the HTML body into the e-mail’s text part', () => {
    expect(htmlToText('<p>Hello &lt;you&gt;</p><p>Line<br>two</p>')).toBe('Hello <you>\nLine\ntwo');
  });
});

describe('hostile templates render nothing harmful', () => {
  it.each([
    ["{% include '/etc/passwd' %}", ''],
    ["{% render '../../package.json' %}", ''],
    ["{% layout '/etc/hosts' %}x", 'x'],
    ['{{ constructor.constructor }}', ''],
    ["{{ event.constructor.constructor('return process')() }}", ''],
    ['{{ event.__proto__ }}{{ event.items.constructor.name }}{{ event.orderNumber.constructor }}', ''],
    ['{{ process.env.HOME }}{{ global }}{{ require }}{{ this }}', ''],
  ])('%s', async (template, expected) => {
    const html = await renderBody(template, data).catch((e: unknown) =>
      e instanceof TemplateError ? '' : String(e),
    );
    expect(html).toBe(expected);
  });

  it('refuses unknown filters and a template past its limits with a TemplateError', async () => {
    await expect(renderBody("{{ 'a' | evil }}", data)).rejects.toBeInstanceOf(TemplateError);
    await expect(renderBody('x'.repeat(200_000), data)).rejects.toBeInstanceOf(TemplateError);
    const bomb = '{% for a in (1..100000) %}{% for b in (1..100000) %}x{% endfor %}{% endfor %}';
    await expect(renderBody(bomb, data)).rejects.toBeInstanceOf(TemplateError);
  });
});
