/** Questioning a charge, and answering the question (issue 18): the forms' and the server's schemas. */
import * as yup from 'yup';
import { disputeResolutions } from '../contracts/order-billing-entries';
import { choice, money, requiredText } from './fields';

export const disputeSchema = yup.object({
  comment: requiredText('Comment', 2000),
});

export const resolveSchema = yup.object({
  resolution: choice('Resolution', disputeResolutions, 'explanation'),
  comment: requiredText('Comment', 2000),
  /** With a credit: the amount credited; the whole charge when left empty. */
  creditAmount: money('Credit amount', null).test(
    'credit-positive',
    'Credit amount must be more than 0',
    (v) => v == null || v > 0,
  ),
});
