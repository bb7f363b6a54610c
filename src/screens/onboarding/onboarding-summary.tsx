/**
 * The counts per stage as cards (each one filters the list to its stage), which stage records count
 * as each, and a note on the vendors whose stage still comes from their status.
 */
import { css, cx } from 'styled-system/css';
import { onboardingStageLabels, onboardingStages, type OnboardingStage } from '../../domain/onboarding';
import type { OnboardingSummary } from '../../api/onboarding.api';
import { ui } from '../../components/ui/styles';

// Whole class names per stage: Panda extracts styles at build time, so no computed token names.
const countColor: Record<OnboardingStage, string> = {
  notStarted: ui.muted,
  started: ui.accent,
  onboarded: ui.success,
  denied: ui.danger,
};
const countClass = css({ fontSize: '28px', fontWeight: 'bold', lineHeight: '1.1' });

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1',
  px: '5',
  py: '4',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { borderColor: 'border.strong' },
  '&[aria-pressed=true]': { borderColor: 'accent', bg: 'accent.subtle' },
});

interface SummaryProps {
  summary: OnboardingSummary | null;
  /** The stage the list is filtered to, if any. */
  active: OnboardingStage | null;
  onPick: (stage: OnboardingStage | null) => void;
}

export function OnboardingSummaryCards({ summary, active, onPick }: SummaryProps) {
  const total = summary ? Object.values(summary.counts).reduce((a, b) => a + b, 0) : null;
  return (
    <section aria-label="Vendors per stage" className={css({ mb: '6' })}>
      <div className={ui.fourColumns}>
        {onboardingStages.map((stage) => (
          <button
            key={stage}
            type="button"
            className={cardClass}
            aria-pressed={active === stage}
            onClick={() => onPick(active === stage ? null : stage)}
          >
            <span className={ui.statLabel}>{onboardingStageLabels[stage]}</span>
            <span
              className={cx(countClass, summary?.counts[stage] ? countColor[stage] : countColor.notStarted)}
            >
              {summary ? summary.counts[stage] : '–'}
            </span>
            <span className={ui.subtleCaption}>
              {summary && total ? `${Math.round((summary.counts[stage] / total) * 100)}% of ${total}` : ' '}
            </span>
          </button>
        ))}
      </div>
      {summary && <StageDefinitions summary={summary} />}
      {summary && summary.withoutRecord > 0 && <FallbackNote count={summary.withoutRecord} />}
    </section>
  );
}

/** Vendors with no stage record set on their vendor form: their status decides, as before stages existed. */
function FallbackNote({ count }: { count: number }) {
  return (
    <p role="note" className={css({ mt: '2', fontSize: '13px', color: 'fg.muted' })}>
      {count === 1
        ? '1 vendor has no onboarding stage set: its progress follows its vendor status'
        : `${count} vendors have no onboarding stage set: their progress follows their vendor status`}{' '}
      until a stage is chosen on the vendor form.
    </p>
  );
}

/** Which status records count as which stage (Vendor Status screen), in their order. */
function StageDefinitions({ summary }: { summary: OnboardingSummary }) {
  const named = onboardingStages
    .map((stage) => ({ stage, names: summary.statuses.filter((s) => s.stage === stage).map((s) => s.name) }))
    .filter((g) => g.names.length > 0);
  if (!named.length) return null;
  return (
    <p className={cx(ui.mutedSmall, ui.mt3)}>
      Onboarding stages:{' '}
      {named.map((g, i) => (
        <span key={g.stage}>
          {i > 0 && ' · '}
          <strong className={ui.strong}>{onboardingStageLabels[g.stage]}</strong> {g.names.join(', ')}
        </span>
      ))}
    </p>
  );
}
