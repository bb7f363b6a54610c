import { ui } from '../ui/styles';

/**
 * A formatted date and time ('Nov 24, 2026, 3:31 AM') that a narrow column may break between the date
 * and the time, never inside either: 'Nov 24, 2026,' over '3:31 AM'.
 */
export function DateTimeText({ text }: { text: string }) {
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <span className={ui.nowrap}>{text}</span>;
  return (
    <>
      <span className={ui.nowrap}>{text.slice(0, cut + 1)}</span>{' '}
      <span className={ui.nowrap}>{text.slice(cut + 2)}</span>
    </>
  );
}
