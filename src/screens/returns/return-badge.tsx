/** A return's confirmation as a coloured badge: awaiting return, partly received, received. */
import { badge } from 'styled-system/recipes';
import { confirmationLabels, type ReturnConfirmation } from '../../domain/order-return';
import { confirmationTone } from '../../api/returns.api';

export function ConfirmationBadge({ confirmation }: { confirmation: ReturnConfirmation }) {
  return (
    <span className={badge({ tone: confirmationTone[confirmation] ?? 'neutral' })}>
      {confirmationLabels[confirmation] ?? confirmation}
    </span>
  );
}
