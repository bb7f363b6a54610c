/**
 * The one markdown renderer of the SPA (docs articles, the changelog, ticket descriptions): text
 * people write, shown as HTML that can do nothing but display.
 *
 * - markdown-it with `html: false`: raw HTML in the text (`<script>`, `<img onerror=…>`) is escaped
 *   and shows as text; markdown makes no attributes of its own beyond href, src, alt, title and the
 *   heading ids below, so no event attribute can appear.
 * - Links and images go through `isSafeUrl`: http(s), mailto, tel, in-page (#) and same-site paths
 *   only; javascript:, vbscript:, data:, file: and anything else are refused (the text stays, unlinked).
 * - Headings get ids made from their text (unique within the document) and are listed as the table
 *   of contents; links leaving the site open in a new tab without access to this one.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

export interface TocEntry {
  /** 1–6. */
  level: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/** Ids the app's own layout uses: a heading never takes them. */
const RESERVED_IDS = new Set(['main', 'root', 'app']);
const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;
/** A scheme is letters, digits, + . - before the first colon (before any / ? #). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Whether a link target is harmless: a known scheme, or a relative reference (path, query, fragment).
 * Control characters and whitespace are removed first, as browsers do ("java\tscript:").
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').trim();
  if (cleaned.startsWith('//') || cleaned.startsWith('\\')) return false;
  if (HAS_SCHEME.test(cleaned)) return SAFE_SCHEME.test(cleaned);
  // A colon before any / ? # would be read as a scheme by some parsers: refuse it.
  const firstColon = cleaned.indexOf(':');
  if (firstColon >= 0 && !/[/?#]/.test(cleaned.slice(0, firstColon))) return false;
  return true;
}

/** 'Over and short receipts!' → 'over-and-short-receipts'. */
export function headingId(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  );
}

function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  md.validateLink = isSafeUrl;

  md.core.ruler.push('heading_ids', (state) => {
    const toc: TocEntry[] = [];
    const used = new Set<string>(RESERVED_IDS);
    const tokens = state.tokens;
    tokens.forEach((token: Token, i: number) => {
      if (token.type !== 'heading_open') return;
      const text = (tokens[i + 1]?.children ?? [])
        .filter((t: Token) => t.type === 'text' || t.type === 'code_inline')
        .map((t: Token) => t.content)
        .join('')
        .trim();
      const base = headingId(text);
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      token.attrSet('id', id);
      toc.push({ level: Number(token.tag.slice(1)), id, text });
    });
    (state.env as { toc?: TocEntry[] }).toc = toc;
  });

  // Links to other sites open in a new tab that cannot reach back into this one.
  const defaultLinkOpen =
    md.renderer.rules.link_open ??
    ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const href = tokens[idx]!.attrGet('href') ?? '';
    if (/^https?:/i.test(href)) {
      tokens[idx]!.attrSet('target', '_blank');
      tokens[idx]!.attrSet('rel', 'noopener noreferrer nofollow');
    }
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  return md;
}

let renderer: MarkdownIt | null = null;

/** Renders untrusted markdown to inert HTML and its table of contents. */
export function renderMarkdown(source: string): RenderedMarkdown {
  renderer ??= createRenderer();
  const env: { toc?: TocEntry[] } = {};
  const html = renderer.render(source, env);
  return { html, toc: env.toc ?? [] };
}
