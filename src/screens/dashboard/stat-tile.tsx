/** One figure as a card that opens the list behind it. */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import { formatCount } from './dashboard-format';
import { ui } from '../../components/ui/styles';

export type Tone = 'neutral' | 'accent' | 'warning' | 'danger' | 'success';

// Whole class names per tone: Panda extracts styles at build time.
const valueTone: Record<Tone, string> = {
  neutral: css({ color: 'fg' }),
  accent: ui.accent,
  warning: css({ color: 'warning' }),
  danger: ui.danger,
  success: ui.success,
};
const barTone: Record<Tone, string> = {
  neutral: ui.bgNeutral,
  accent: ui.bgAccent,
  warning: css({ bg: '#f79009' }),
  danger: ui.bgDanger,
  success: ui.bgSuccess,
};

const tileClass = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '5',
  py: '4',
  pl: '6',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  color: 'fg',
  textDecoration: 'none',
  overflow: 'hidden',
  boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04)',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'border.strong', boxShadow: '0 2px 6px rgba(16, 24, 40, 0.08)' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
});

interface StatTileProps {
  label: string;
  value: number;
  href: string;
  /** The colour when the figure is not 0 (a 0 is always calm). */
  tone?: Tone;
  hint?: ReactNode;
}

export function StatTile({ label, value, href, tone = 'neutral', hint }: StatTileProps) {
  const shown = value === 0 ? 'neutral' : tone;
  return (
    <Link href={href} className={tileClass}>
      <span
        aria-hidden="true"
        className={cx(
          css({ position: 'absolute', left: '0', top: '0', bottom: '0', w: '1' }),
          barTone[shown],
        )}
      />
      <span className={ui.statLabel}>{label}</span>
      <span
        className={cx(
          css({
            fontSize: '30px',
            fontWeight: 'bold',
            lineHeight: '1.1',
            fontVariantNumeric: 'tabular-nums',
          }),
          valueTone[shown],
        )}
      >
        {formatCount(value)}
      </span>
      {hint && <span className={ui.subtleCaption}>{hint}</span>}
    </Link>
  );
}
