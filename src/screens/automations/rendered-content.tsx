/**
 * A rendered e-mail body or webhook body, shown as text: the HTML the server escaped is displayed,
 * never interpreted, so nothing a template produced runs in the back office.
 */
import { css } from 'styled-system/css';

const box = css({
  fontFamily: 'mono',
  fontSize: '12px',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '3',
  maxH: '320px',
  overflow: 'auto',
});

/** Term and value side by side, one pair a line. */
export const factList = css({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: '4',
  rowGap: '1.5',
  '& dt': { fontSize: '12px', color: 'fg.muted', fontWeight: 'medium', pt: '0.5' },
  '& dd': { wordBreak: 'break-word' },
});

const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

export function RenderedContent({ type, content, label }: { type: string; content: string; label?: string }) {
  return (
    <pre className={box} aria-label={label ?? (type === 'Webhook' ? 'Webhook body' : 'E-mail body')}>
      {type === 'Webhook' ? pretty(content) : content}
    </pre>
  );
}
