/**
 * What the PTC upload shows below its fields, by the machine's state: reading and checking under way,
 * waiting for the client, why the file could not be checked (with Retry), the rows with errors or all
 * valid with their total and the default markup (and a warning when a file of the same name was
 * imported before), and once imported, the charges made with a link to them on the billing ledger.
 */
import { cx } from 'styled-system/css';
import { Link } from 'wouter';
import { ptcLedgerPath, PTC_FILES_PATH } from '../../api/ptc-files.api';
import { Button, buttonClass } from '../../components/button';
import { formatCount, formatListInstant, plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { ui } from '../../components/ui/styles';
import { formatAmount } from '../../domain/money';
import type { usePtcImport } from '../../machines/ptc-import/use-ptc-import';
import { PtcPreviewTable } from './ptc-preview-table';

type Flow = ReturnType<typeof usePtcImport>;
type WarehouseName = (id: number) => string | null;

function Busy({ children }: { children: string }) {
  return (
    <p role="status" className={ui.busyRow}>
      <Spinner />
      {children}
    </p>
  );
}

function Checked({ flow, warehouseName }: { flow: Flow; warehouseName: WarehouseName }) {
  const { answer, sheet } = flow;
  if (!answer || !sheet) return null;
  const rows = answer.rows.length;
  const markup = `Rows without a markup get the client’s rate card markup of ${answer.defaultMarkupPercent}% (or the warehouse card’s, where one is in effect).`;
  return (
    <>
      {flow.state === 'invalid' ? (
        <Notice
          tone="danger"
          role="alert"
          title={`${formatCount(answer.errorCount)} of ${plural(rows, 'row')} ${answer.errorCount === 1 ? 'has' : 'have'} errors`}
        >
          {flow.error ? `${flow.error} ` : ''}Fix them in the file and choose it again: nothing is imported
          until every row is valid.
        </Notice>
      ) : (
        <Notice
          tone="success"
          role="status"
          title={`All ${plural(rows, 'row')} are valid: ${formatAmount(answer.total)} to charge`}
        >
          {markup}
        </Notice>
      )}
      {flow.state === 'ready' && flow.error && (
        <Notice tone="danger" role="alert" title="Nothing was imported">
          {flow.error}
        </Notice>
      )}
      {flow.sameName && flow.state !== 'invalid' && (
        <Notice tone="warning" title={`A PTC file named “${flow.sameName.name}” was uploaded before`}>
          It was uploaded {formatListInstant(flow.sameName.createdAt)} with{' '}
          {plural(flow.sameName.rowCount, 'row')} ({formatAmount(flow.sameName.total)}). Importing this one
          adds its charges again; rename it if it is another file.
        </Notice>
      )}
      {flow.state === 'invalid' ? (
        <span className={ui.mutedSmall}>
          {plural(answer.validCount, 'valid row')}, {formatAmount(answer.total)} to charge once the file is
          fixed.
        </span>
      ) : (
        <div className={ui.rowCenter}>
          <Button disabled={!flow.canImport} loading={flow.state === 'importing'} onClick={flow.confirm}>
            {`Import ${plural(rows, 'charge')}`}
          </Button>
          <span className={ui.mutedSmall}>
            Each row becomes a pass-through charge on the client’s ledger.
          </span>
        </div>
      )}
      <PtcPreviewTable sheet={sheet} answer={answer} warehouseName={warehouseName} />
    </>
  );
}

export function PtcUploadStatus({ flow, warehouseName }: { flow: Flow; warehouseName: WarehouseName }) {
  const rows = flow.sheet?.rows.length ?? 0;
  switch (flow.state) {
    case 'idle':
      return null;
    case 'reading':
      return <Busy>{`Reading ${flow.fileName ?? 'the file'}…`}</Busy>;
    case 'previewing':
      return <Busy>{`Checking ${plural(rows, 'row')}…`}</Busy>;
    case 'awaitingVendor':
      return (
        <Notice tone="info" title={`${plural(rows, 'row')} read`}>
          Choose the vendor: the rows are checked against its rate card’s markup.
        </Notice>
      );
    case 'failed':
      return (
        <Notice tone="danger" role="alert" title="The file could not be checked">
          {flow.error}{' '}
          {flow.canRetry && (
            <Button size="sm" variant="secondary" onClick={flow.retry}>
              Retry
            </Button>
          )}
        </Notice>
      );
    case 'done': {
      const created = flow.created!;
      return (
        <Notice tone="success" role="status" title={`${created.name} imported`}>
          {plural(created.rowCount, 'charge')} of {formatAmount(created.total, created.currency)} added to the
          client’s ledger.
          <span className={cx(ui.rowWrap2, ui.mt3)}>
            <Link href={ptcLedgerPath(created.vendorId)} className={buttonClass({ size: 'sm' })}>
              See the charges in the billing ledger
            </Link>
            <Link href={PTC_FILES_PATH} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              Back to PTC files
            </Link>
          </span>
        </Notice>
      );
    }
    default:
      return <Checked flow={flow} warehouseName={warehouseName} />;
  }
}
