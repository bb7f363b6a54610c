/**
 * Renders the content templates automations send (issue 19) with liquidjs, for templates people
 * type in the back office: values are HTML-escaped in bodies (`outputEscape: 'escape'`), only the
 * data given is reachable (own properties only, no prototype or constructor), unknown filters are
 * errors, nothing is read from disk (an empty in-memory template map, and include / render / layout
 * answer nothing), and parsing, rendering time and memory are bounded. A template that breaks a
 * rule fails with a readable TemplateError, never with a server error.
 */
import { Liquid, Tag, type TagToken, type TopLevelToken, type Liquid as LiquidEngine } from 'liquidjs';

/** What a template sees: the event's payload, the automation, the vendor and the subject, nothing else. */
export interface TemplateData {
  event: Record<string, unknown>;
  automation: { id: number | null; name: string };
  vendor: { id: number | null; name: string | null; code: string | null };
  subject: { type: string; id: string; ref: string };
  occurredAt: string;
}

export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

const LIMITS = {
  /** Characters of template source. */
  parseLimit: 100_000,
  /** Milliseconds of rendering. */
  renderLimit: 1_000,
  /** Bytes held by strings and arrays while rendering. */
  memoryLimit: 5_000_000,
};

/** include, render and layout would read other templates: here they answer nothing. */
class NothingTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: LiquidEngine) {
    super(token, remainTokens, liquid);
  }
  *render(): Generator<unknown, void, unknown> {
    // Nothing: no other template is reachable from a content template.
  }
}

function engine(escape: boolean): Liquid {
  const liquid = new Liquid({
    ...LIMITS,
    outputEscape: escape ? 'escape' : undefined,
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    relativeReference: false,
    dynamicPartials: false,
    // An empty in-memory map: no lookup ever reaches the file system.
    templates: {},
    root: [],
    partials: [],
    layouts: [],
    cache: false,
  });
  for (const name of ['include', 'render', 'layout']) liquid.registerTag(name, NothingTag);
  return liquid;
}

const htmlEngine = engine(true);
const textEngine = engine(false);

/** Plain-data copy: dates become ISO text, functions and symbols disappear, prototypes are null-free JSON. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? null)) as T;

async function render(liquid: Liquid, source: string, data: TemplateData): Promise<string> {
  try {
    return await liquid.parseAndRender(source, plain(data));
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new TemplateError(`The template could not be rendered: ${message}`);
  }
}

/** The e-mail body: HTML, every value escaped. */
export const renderBody = (source: string, data: TemplateData) => render(htmlEngine, source, data);

/** The subject: plain text on one line. */
export async function renderSubject(source: string, data: TemplateData): Promise<string> {
  const text = await render(textEngine, source, data);
  return text
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 300);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The text part of an e-mail from its HTML body: tags dropped, line breaks kept, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
