/** The first step of a new report: the types the user may request, each with what it holds. */
import { css } from 'styled-system/css';
import type { ReportType } from '../../domain/resources/generated-report.schema';
import { reportTypeLabel } from '../../machines/generated-report/generated-report.logic';

export const reportTypeDescriptions: Record<ReportType, string> = {
  WarehouseItemsInOutReport:
    'Per warehouse, vendor and SKU or lot: opening balance, receipts, shipments, adjustments, transfers, returns, work orders and closing balance.',
  FactoringFinanceInvoiceReport:
    'Per vendor: the factored value of shipped orders (wholesale price × factoring percentage), advanced and repaid.',
  OrderedStorefrontItemsReport: 'Units ordered per storefront product, by storefront, over the period.',
  OrderedWarehouseItemsReport: 'Units ordered per vendor item (warehouse SKU) over the period.',
  OrderFulfillmentsReport: 'Orders received and shipped per day, time from order to ship, and late orders.',
  StorefrontShippedCount: 'Shipments and units per storefront and ship day.',
};

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: '4',
  }),
  option: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    textAlign: 'start',
    p: '5',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    cursor: 'pointer',
    _hover: { borderColor: 'accent', bg: 'accent.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
  }),
  title: css({ fontSize: '15px', fontWeight: 'semibold', color: 'fg' }),
  text: css({ color: 'fg.muted', fontSize: '14px', lineHeight: '1.45' }),
};

export function ReportTypeChooser({
  types,
  onChoose,
}: {
  types: readonly ReportType[];
  onChoose: (type: ReportType) => void;
}) {
  return (
    <div role="list" aria-label="Report types" className={styles.grid}>
      {types.map((type) => (
        <div role="listitem" key={type} className={css({ display: 'flex' })}>
          <button type="button" className={styles.option} onClick={() => onChoose(type)}>
            <span className={styles.title}>{reportTypeLabel(type)}</span>
            <span className={styles.text}>{reportTypeDescriptions[type]}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
