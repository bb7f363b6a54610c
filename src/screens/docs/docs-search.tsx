/**
 * The docs search: a box whose query lives in the address (/docs?q=…), so a search can be shared and
 * Back returns to it, and its results with snippets. Keyboard: ↓ from the box goes to the first
 * result, ↑/↓ move between results, Escape clears the search.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { Link, useLocation, useSearch } from 'wouter';
import { searchDocs } from '../../api/docs.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { Spinner } from '../../components/spinner';
import { DOCS_SEARCH_MAX_LENGTH, docsScreenPaths } from '../../domain/contracts/docs-reader';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { Snippet } from './docs-parts';
import { ui } from '../../components/ui/styles';

const styles = {
  form: css({ display: 'flex', gap: '2', maxW: '640px' }),
  input: css({
    flex: '1',
    h: '10',
    px: '3.5',
    fontSize: '15px',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-1px' },
  }),
  results: css({ display: 'grid', gap: '2', mt: '4' }),
  result: css({
    display: 'block',
    p: '4',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    color: 'fg',
    textDecoration: 'none',
    _hover: { borderColor: 'accent' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', borderColor: 'accent' },
  }),
  resultTitle: css({ fontWeight: 'semibold', fontSize: '15px', color: 'accent' }),
  resultGroup: css({ fontSize: '12px', color: 'fg.muted', ml: '2' }),
  snippet: css({ mt: '1', fontSize: '13.5px', color: 'fg.muted', lineHeight: '1.6' }),
};

export const useDocsQuery = () => new URLSearchParams(useSearch()).get('q')?.trim() ?? '';

export function DocsSearchBox() {
  const q = useDocsQuery();
  const [, navigate] = useLocation();
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  // The address changed (Back, a link): the box follows it.
  if (seen !== q) {
    setSeen(q);
    setText(q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    navigate(next ? `${docsScreenPaths.home}?q=${encodeURIComponent(next)}` : docsScreenPaths.home);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = document.querySelector<HTMLAnchorElement>('[data-search-result]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape' && q) navigate(docsScreenPaths.home);
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <input
        type="search"
        aria-label="Search the docs"
        placeholder="Search the docs, e.g. receiving, hold, invoice"
        className={styles.input}
        value={text}
        maxLength={DOCS_SEARCH_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

export function DocsSearchResults({ q }: { q: string }) {
  const api = useApi();
  const list = useRef<HTMLOListElement>(null);
  const found = useLoad((signal) => searchDocs(api, q, signal), [q, api]);
  if (found.status === 'loading')
    return (
      <p className={css({ mt: '4', display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
        <Spinner /> Searching…
      </p>
    );
  if (found.status === 'failed')
    return (
      <div className={css({ mt: '4' })}>
        <FormError
          title="The search could not be run"
          message={found.failure.fields.q ?? found.failure.message}
        />
      </div>
    );
  const { results } = found.data;
  const move = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('[data-search-result]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) document.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };
  return (
    <section aria-labelledby="docs-results-title" className={ui.sectionBelow}>
      <h2
        id="docs-results-title"
        className={css({ fontWeight: 'semibold', fontSize: '15px' })}
        aria-live="polite"
      >
        {results.length === 0
          ? `Nothing found for “${q}”`
          : `${results.length} ${results.length === 1 ? 'article' : 'articles'} for “${q}”`}
      </h2>
      {results.length === 0 && (
        <p className={css({ color: 'fg.muted', mt: '1' })}>
          Try fewer or other words, or browse the groups below.
        </p>
      )}
      <ol ref={list} className={styles.results} onKeyDown={move}>
        {results.map((result) => (
          <li key={result.slug}>
            <Link href={docsScreenPaths.article(result.slug)} className={styles.result} data-search-result="">
              <span className={styles.resultTitle}>{result.name}</span>
              <span className={styles.resultGroup}>{result.group.name}</span>
              {result.snippet.length > 0 && (
                <p className={styles.snippet}>
                  <Snippet parts={result.snippet} />
                </p>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
