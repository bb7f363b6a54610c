import { describe, expect, it } from 'vitest';
import { headingId, isSafeUrl, renderMarkdown } from './markdown';

/** The rendered HTML parsed as the browser would, to look at real elements and attributes. */
function dom(source: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = renderMarkdown(source).html;
  return div;
}

const allAttributes = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name));

describe('renderMarkdown with hostile input', () => {
  it('shows raw HTML as text: no script, img or iframe element is made', () => {
    const root = dom(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.test"></iframe>\n\n<div onclick="alert(3)">x</div>',
    );
    expect(root.querySelector('script, img, iframe, div')).toBeNull();
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<img src=x onerror="alert(2)">');
  });

  it('never makes an event attribute or a style', () => {
    const root = dom(
      '<a href="#" onmouseover="alert(1)">x</a> [ok](https://example.com "t\\" onmouseover=\\"alert(1)") ![i](https://example.com/a.png "x\\" onerror=\\"alert(2)")',
    );
    const attrs = allAttributes(root);
    expect(attrs.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(attrs).not.toContain('style');
  });

  it('refuses javascript:, vbscript: and data: links and images, however they are spelled', () => {
    const hostile = [
      '[a](javascript:alert(1))',
      '[b](JaVaScRiPt:alert(1))',
      '[c](java\tscript:alert(1))',
      '[d](%6Aavascript:alert(1))',
      '[e](vbscript:msgbox(1))',
      '[f](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![g](data:image/png;base64,iVBORw0KGgo=)',
      '[h](&#106;avascript:alert(1))',
      '<javascript:alert(1)>',
      '[i](//evil.test/x)',
    ].join('\n\n');
    const root = dom(hostile);
    const targets = [...root.querySelectorAll('a, img')].map(
      (el) => el.getAttribute('href') ?? el.getAttribute('src'),
    );
    for (const target of targets) expect(target).not.toMatch(/^(javascript|vbscript|data):|^\/\//i);
    expect(root.querySelectorAll('img')).toHaveLength(0);
  });

  it('keeps ordinary links: external ones open in a new tab without the opener', () => {
    const root = dom(
      '[site](https://example.com/x) [article](/docs/article/how-receiving-works) [mail](mailto:ops@example.com)',
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/x',
      '/docs/article/how-receiving-works',
      'mailto:ops@example.com',
    ]);
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[1]!.hasAttribute('target')).toBe(false);
  });

  it('isSafeUrl accepts only known schemes and relative references', () => {
    expect(isSafeUrl('https://a.test')).toBe(true);
    expect(isSafeUrl('#counting')).toBe(true);
    expect(isSafeUrl('/docs')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' \u0001javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeUrl('file:///etc/passwd')).toBe(false);
  });
});

describe('headings and the table of contents', () => {
  it('gives each heading a unique id and lists them in order', () => {
    const { html, toc } = renderMarkdown(
      '# How receiving works\n\n## Counting the cartons\n\ntext\n\n## Counting the cartons\n\n### Lots & `expiry`\n\n## Main',
    );
    expect(toc).toEqual([
      { level: 1, id: 'how-receiving-works', text: 'How receiving works' },
      { level: 2, id: 'counting-the-cartons', text: 'Counting the cartons' },
      { level: 2, id: 'counting-the-cartons-2', text: 'Counting the cartons' },
      { level: 3, id: 'lots-expiry', text: 'Lots & expiry' },
      // 'main' is the app's own landmark id.
      { level: 2, id: 'main-2', text: 'Main' },
    ]);
    expect(html).toContain('<h2 id="counting-the-cartons-2">');
  });

  it('makes ids of letters and digits only', () => {
    expect(headingId('Résumé: "quotes" <b>')).toBe('resume-quotes-b');
    expect(headingId('!!!')).toBe('section');
    const { toc } = renderMarkdown('## "><script>alert(1)</script>');
    expect(toc[0]!.id).toMatch(/^[a-z0-9-]+$/);
  });
});
