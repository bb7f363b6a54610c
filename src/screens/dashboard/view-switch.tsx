/** The two versions of the dashboard as a segmented switch, for users who may open both. */
import { css } from 'styled-system/css';
import { dashboardViewLabels, type DashboardView } from '../../domain/dashboard';

const group = css({
  display: 'inline-flex',
  p: '1',
  gap: '1',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
});
const option = css({
  px: '3',
  h: '8',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '1px' },
  '&[aria-pressed=true]': { bg: 'surface', color: 'fg', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.12)' },
});

interface ViewSwitchProps {
  views: readonly DashboardView[];
  current: DashboardView | null;
  onChange: (view: DashboardView) => void;
}

export function ViewSwitch({ views, current, onChange }: ViewSwitchProps) {
  if (views.length < 2) return null;
  return (
    <div role="group" aria-label="Dashboard version" className={group}>
      {views.map((view) => (
        <button
          key={view}
          type="button"
          className={option}
          aria-pressed={view === current}
          onClick={() => onChange(view)}
        >
          {dashboardViewLabels[view]}
        </button>
      ))}
    </div>
  );
}
