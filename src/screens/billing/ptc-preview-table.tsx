/**
 * The rows of a PTC sheet as the server checked them: each cell as it will be charged (the value as
 * written when it was refused, with the server's message in red beneath it), the markup a row gets
 * (its own, or the client's rate card's), the unit charge and the amount. When rows fail, they come
 * first; at most PREVIEW_ROWS rows are drawn.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { importStyles } from '../../components/import-styles';
import { formatCount, formatDay, formatQuantity } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { PtcPreviewAnswer, PtcPreviewRow, PtcSheetRow } from '../../domain/contracts/ptc-files';
import { formatAmount, formatRate } from '../../domain/money';
import type { PtcSheet } from '../../machines/ptc-import/ptc-sheet';

const PREVIEW_ROWS = 200;

const styles = {
  frame: css({ mt: '4', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' }),
  scroll: css({ overflowX: 'auto', maxH: '56vh', overflowY: 'auto' }),
  value: css({ display: 'block', maxW: '180px', truncate: true }),
  bad: css({ bg: 'danger.subtle' }),
  badValue: css({ color: 'danger', fontWeight: 'medium' }),
  message: css({
    display: 'block',
    color: 'danger',
    fontSize: '12px',
    lineHeight: '1.35',
    minW: '90px',
    maxW: '130px',
    whiteSpace: 'normal',
    textAlign: 'start',
  }),
  num: css({ textAlign: 'end', whiteSpace: 'nowrap' }),
};

const written = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const dash = <span className={ui.muted}>—</span>;

type Key = keyof PtcSheetRow;
type WarehouseName = (id: number) => string | null;

/** How a checked cell reads; null for an empty one. */
function shown(key: Key, row: PtcPreviewRow, raw: PtcSheetRow, warehouseName: WarehouseName): ReactNode {
  switch (key) {
    case 'date':
      return row.date && formatDay(row.date);
    case 'description':
      return row.description;
    case 'reference':
      return row.reference;
    case 'warehouse':
      return row.warehouseId === null ? null : (warehouseName(row.warehouseId) ?? written(raw.warehouse));
    case 'quantity':
      return row.quantity === null ? null : formatQuantity(row.quantity);
    case 'unitCost':
      return row.unitCost === null ? null : formatAmount(row.unitCost);
    case 'markupPercent':
      if (row.markupPercent === null) return null;
      return written(raw.markupPercent) ? (
        `${row.markupPercent}%`
      ) : (
        <span title="The client’s rate card markup">
          {row.markupPercent}% <span className={ui.muted}>(card)</span>
        </span>
      );
  }
}

const columns: { key: Key; label: string; numeric?: boolean }[] = [
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description' },
  { key: 'reference', label: 'Reference' },
  { key: 'warehouse', label: 'Warehouse' },
  { key: 'quantity', label: 'Quantity', numeric: true },
  { key: 'unitCost', label: 'Unit cost', numeric: true },
  { key: 'markupPercent', label: 'Markup %', numeric: true },
];

function Cell({
  column,
  row,
  raw,
  warehouseName,
}: {
  column: (typeof columns)[number];
  row: PtcPreviewRow;
  raw: PtcSheetRow;
  warehouseName: WarehouseName;
}) {
  const error = row.errors[column.key];
  const value = error ? written(raw[column.key]) : shown(column.key, row, raw, warehouseName);
  return (
    <td className={cx(importStyles.previewTd, column.numeric && styles.num, error && styles.bad)}>
      <span
        className={cx(styles.value, error && styles.badValue)}
        title={typeof value === 'string' ? value : undefined}
      >
        {value || (error ? '(empty)' : dash)}
      </span>
      {error && <span className={styles.message}>{error}</span>}
    </td>
  );
}

export function PtcPreviewTable({
  sheet,
  answer,
  warehouseName,
}: {
  sheet: PtcSheet;
  answer: PtcPreviewAnswer;
  /** A warehouse's name by id (the code as written when unknown). */
  warehouseName: WarehouseName;
}) {
  const failing = answer.rows.filter((r) => Object.keys(r.errors).length > 0);
  const rows = [...failing, ...answer.rows.filter((r) => !failing.includes(r))].slice(0, PREVIEW_ROWS);
  const hidden = answer.rows.length - rows.length;
  return (
    <div className={styles.frame}>
      <div className={styles.scroll}>
        <table className={importStyles.previewTable} aria-label="Rows of the file">
          <thead>
            <tr>
              <th className={importStyles.previewTh} scope="col">
                Line
              </th>
              {columns.map((c) => (
                <th key={c.key} className={cx(importStyles.previewTh, c.numeric && styles.num)} scope="col">
                  {c.label}
                </th>
              ))}
              <th className={cx(importStyles.previewTh, styles.num)} scope="col">
                Unit charge
              </th>
              <th className={cx(importStyles.previewTh, styles.num)} scope="col">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const raw = sheet.rows[row.row - 1] ?? {};
              const invalid = Object.keys(row.errors).length > 0;
              return (
                <tr key={row.row} aria-invalid={invalid || undefined}>
                  <td className={cx(importStyles.previewTd, ui.muted)}>
                    {sheet.lines[row.row - 1] ?? row.row}
                  </td>
                  {columns.map((c) => (
                    <Cell key={c.key} column={c} row={row} raw={raw} warehouseName={warehouseName} />
                  ))}
                  <td className={cx(importStyles.previewTd, styles.num, ui.muted)}>
                    {row.unitCharge === null ? dash : formatRate(Number(row.unitCharge))}
                  </td>
                  <td className={cx(importStyles.previewTd, styles.num, ui.medium)}>
                    {invalid || row.amount === null ? dash : formatAmount(row.amount)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <p className={importStyles.previewMore}>
          {formatCount(hidden)} more {hidden === 1 ? 'row' : 'rows'}
          {failing.length ? ' without errors' : ''} not shown.
        </p>
      )}
    </div>
  );
}
