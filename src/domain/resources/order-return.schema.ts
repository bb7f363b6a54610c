/**
 * The order return forms (spec §3): creating a return with its label (the lines of a shipped order
 * and how many of each come back, carrier and service), editing its notes, re-issuing its label, and
 * confirming what arrived (per line restocked or damaged). The confirmation moves only by confirming.
 */
import * as yup from 'yup';
import {
  longText,
  MAX_LINES,
  numberField,
  optionalRef,
  optionalText,
  quantity,
  ref,
  requiredText,
  QUANTITY_MAX,
} from './fields';

export const returnConfirmations = ['none', 'partial', 'full'] as const;

/** A position in a list of lines (0 is the first). */
const position = (label: string) =>
  numberField(label)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_LINES - 1, `${label} must be at most ${MAX_LINES - 1}`)
    .required(`${label} is required`);

const lineList = <T extends yup.AnyObject>(line: yup.ObjectSchema<T>, empty: string) =>
  yup
    .array()
    .of(line)
    .typeError('Lines must be a list')
    .min(1, empty)
    .max(MAX_LINES, `Lines may have at most ${MAX_LINES} entries`)
    .required('Lines are required');

export const returnCarrier = () => requiredText('Carrier', 50);
export const returnService = () => requiredText('Service', 50);

/** POST /api/common/orderReturns: a return for a shipped order, with its label. */
export const returnLabelSchema = yup.object({
  orderId: ref('order'),
  /** The warehouse the parcel goes back to; the order's own when not given. */
  warehouseId: optionalRef('warehouse'),
  carrierCode: returnCarrier(),
  serviceCode: returnService(),
  lines: lineList(
    yup.object({
      /** The order line (its position in the order's items). */
      lineIndex: position('Line'),
      quantity: quantity('Quantity'),
    }),
    'Choose at least one line to return',
  ),
  notes: longText('Notes', 2000),
});
export type ReturnLabelInput = yup.InferType<typeof returnLabelSchema>;

/** POST /api/common/orderReturns/edit: only the notes; lines and quantities are the label's. */
export const returnEditSchema = yup.object({
  notes: longText('Notes', 2000),
});

/** POST /api/common/orderReturns/{id}/label: the label again, for another carrier or service. */
export const returnRelabelSchema = yup.object({
  carrierCode: returnCarrier(),
  serviceCode: returnService(),
});
export type ReturnRelabelInput = yup.InferType<typeof returnRelabelSchema>;

const units = (label: string) => quantity(label, 0, 0).max(QUANTITY_MAX, `${label} is too large`);

/** POST /api/common/orderReturns/{id}/confirm: what arrived, per line of the return. */
export const returnConfirmSchema = yup.object({
  lines: lineList(
    yup.object({
      /** The return's line (its position in the return's items). */
      index: position('Line'),
      restock: units('Restock'),
      damaged: units('Damaged'),
      /** Where the restocked and damaged units are put away; the warehouse's unplaced stock when empty. */
      location: optionalText('Location', 100),
    }),
    'Enter what arrived for at least one line',
  ),
});
export type ReturnConfirmInput = yup.InferType<typeof returnConfirmSchema>;
