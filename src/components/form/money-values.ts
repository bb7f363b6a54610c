/**
 * Between a MoneyInput's value and the API: the input holds minor units (a digit string beyond
 * Number's safe integers, null when empty), the API carries amounts with cents. Every conversion goes
 * through the money module (DESIGN.md §3), so forms do no `* 100` of their own.
 */
import { fromAmountOrNull, toDecimalString, type Amount, type Minor } from '../../domain/money';

/** What a MoneyInput keeps in its Formik field (see parseMoney). */
export type MoneyInputValue = Minor | string | null;

const isEmpty = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** An amount as the API answers it (12.5) as the input's value (1250); none stays null. */
export const moneyInputValue = (amount: Amount | null | undefined): MoneyInputValue =>
  fromAmountOrNull(amount);

/**
 * The input's value (1250) as the amount the API takes (12.5); empty is null. A value beyond safe
 * integers is still converted digit for digit, so the schema can say it is too large.
 */
export const moneyInputAmount = (value: MoneyInputValue | undefined): number | null =>
  isEmpty(value) ? null : Number(toDecimalString(value));

/**
 * The input's value for arithmetic (live totals): empty is 0, and so is a value beyond safe integers
 * (the field itself refuses it as too large).
 */
export const moneyInputMinor = (value: MoneyInputValue | undefined): Minor =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
