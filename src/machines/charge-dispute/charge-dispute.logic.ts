/** Pure pieces of the charge dispute flow, shared by its guards, its I/O and its dialog. */
import { toAmount, type Minor } from '../../domain/money';
import type { ChargeAnswerRequest, ChargeDisputeContext } from './charge-dispute.types';

/** The longest comment the server keeps. */
export const COMMENT_MAX = 2000;

/** The form's messages by field, in the dialog's words; empty when it may be sent. */
export function formProblems(
  context: ChargeDisputeContext,
): Partial<Record<'comment' | 'resolution' | 'creditAmount', string>> {
  const problems: Partial<Record<'comment' | 'resolution' | 'creditAmount', string>> = {};
  const comment = context.comment.trim();
  if (!comment)
    problems.comment =
      context.mode === 'dispute'
        ? 'Say what is wrong with this charge.'
        : context.resolution === 'credit'
          ? 'Say why the charge is credited.'
          : 'Write the explanation the client will read.';
  else if (comment.length > COMMENT_MAX)
    problems.comment = `Keep the comment under ${COMMENT_MAX} characters.`;
  if (context.mode === 'resolve') {
    if (!context.resolution) problems.resolution = 'Choose a credit or an explanation.';
    else if (context.resolution === 'credit') {
      const problem = creditProblem(context.creditAmount, context.charge?.amount ?? 0);
      if (problem) problems.creditAmount = problem;
    }
  }
  return problems;
}

/** A credit gives back more than nothing and at most the charge. */
export function creditProblem(credit: Minor | null, chargeAmount: Minor): string | null {
  if (credit === null) return null;
  if (credit <= 0) return 'The credit must be more than $0.00.';
  if (credit > chargeAmount) return 'The credit cannot be more than the charge.';
  return null;
}

export const isSendable = (context: ChargeDisputeContext) =>
  context.charge !== null && Object.keys(formProblems(context)).length === 0;

/** The call the form makes. */
export function requestOf(context: ChargeDisputeContext): ChargeAnswerRequest {
  const entryId = context.charge!.entryId;
  const comment = context.comment.trim();
  if (context.mode === 'dispute') return { kind: 'dispute', entryId, comment };
  const resolution = context.resolution!;
  return {
    kind: 'resolve',
    entryId,
    resolution,
    comment,
    creditAmount:
      resolution === 'credit' && context.creditAmount !== null ? toAmount(context.creditAmount) : null,
  };
}
