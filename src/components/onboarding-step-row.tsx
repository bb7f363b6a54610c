/**
 * One step of a vendor's onboarding checklist, as the vendor's manage page and a brand user's dashboard
 * show it: a state badge (Done / Blocked / To do), its label, "needs X first" when blocked, what is
 * missing, and a link to the screen that completes it.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { OnboardingStep, OnboardingStepState } from '../domain/onboarding-steps';
import { needsText, stepStateLabels } from '../machines/vendor-onboarding/vendor-onboarding.logic';
import { activeHref, navigation } from '../navigation';
import { TextLink } from './text-link';
import { ui } from './ui/styles';

const stepTone: Record<OnboardingStepState, 'success' | 'warning' | 'neutral'> = {
  done: 'success',
  blocked: 'warning',
  todo: 'neutral',
};

const stepRow = css({
  display: 'grid',
  gridTemplateColumns: '80px 1fr',
  gap: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
  _last: { borderBottomWidth: '0' },
});

/** The name of the screen a link opens, as the menu names it ('Users'); else the step's own label. */
export function screenName(link: string, fallback: string): string {
  const path = link.split(/[?#]/)[0] ?? link;
  const href = activeHref(path, navigation);
  for (const group of navigation)
    for (const entry of group.entries) if (entry.href === href) return entry.label;
  return fallback;
}

/** One checklist step: its state, label, what it waits for, what is missing and where to complete it. */
export function OnboardingStepRow({
  step,
  steps,
}: {
  step: OnboardingStep;
  steps: readonly OnboardingStep[];
}) {
  const needs = needsText(step, steps);
  return (
    <li className={stepRow} aria-label={step.label}>
      <span>
        <span className={badge({ tone: stepTone[step.state] })}>{stepStateLabels[step.state]}</span>
      </span>
      <div className={ui.stack1}>
        <p>
          <span className={ui.semibold}>{step.label}</span>
          {!step.required && <span className={ui.aside}> (optional)</span>}
        </p>
        {needs && <p className={ui.mutedSmall}>{needs}</p>}
        {step.missing.length > 0 && (
          <ul className={ui.mutedSmall} aria-label={`Missing for ${step.label}`}>
            {step.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        {step.link && step.state !== 'done' && (
          <p className={ui.small}>
            <TextLink href={step.link}>Open {screenName(step.link, step.label)}</TextLink>
          </p>
        )}
      </div>
    </li>
  );
}
