/**
 * Why a release was refused: each short component with what is needed and available, and the earliest
 * purchase order, ASN or transfer that covers the shortage (with its expected day).
 */
import { Link } from 'wouter';
import { formatCount, formatDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { ComponentShortage, IncomingDocument } from '../../domain/contracts/manufacturing-answers';
import { poContract } from '../../domain/contracts/purchase-orders';
import { asnScreenContract, transferScreenContract } from '../../domain/contracts/warehouse-shipments';
import { usePermissions } from '../../machines/use-app';
import { mfg } from './manufacturing-styles';

const documentNames: Record<IncomingDocument['type'], string> = {
  purchase_order: 'Purchase order',
  asn: 'ASN',
  transfer: 'Transfer',
};

/** Who may open each kind of document's page (the others read its number only). */
const documentAccess: Record<IncomingDocument['type'], readonly string[]> = {
  purchase_order: poContract.permissions.view,
  asn: asnScreenContract.permissions.view,
  transfer: transferScreenContract.permissions.view,
};

/** 'Purchase order PO-NWG-2041, expected Jun 1, 2026' as a link, or what is missing. */
export function IncomingLink({ doc }: { doc: IncomingDocument | null }) {
  const { allows } = usePermissions();
  if (!doc) return <span className={ui.danger}>Nothing incoming: order it</span>;
  const name = `${documentNames[doc.type]} ${doc.number}`;
  return (
    <span>
      {allows(documentAccess[doc.type]) ? (
        <Link href={doc.link} className={ui.strongLink}>
          {name}
        </Link>
      ) : (
        <span className={ui.medium}>{name}</span>
      )}
      <span className={ui.muted}>
        {doc.date ? `, expected ${formatDay(doc.date)}` : ', no expected date'}
        {!doc.coversShortage && ' (covers part of it)'}
      </span>
    </span>
  );
}

export function ShortageTable({ shortages }: { shortages: readonly ComponentShortage[] }) {
  return (
    <div className={ui.scrollX}>
      <table className={mfg.table} aria-label="Short components">
        <thead>
          <tr>
            <th>SKU</th>
            <th>Item</th>
            <th className={mfg.num}>Needed</th>
            <th className={mfg.num}>Available</th>
            <th className={mfg.num}>Short</th>
            <th>Covered by</th>
          </tr>
        </thead>
        <tbody>
          {shortages.map((s) => (
            <tr key={s.vendorProductId}>
              <td className={mfg.sku}>{s.sku}</td>
              <td>{s.name ?? '—'}</td>
              <td className={mfg.num}>{formatCount(s.needed)}</td>
              <td className={mfg.num}>{formatCount(s.available)}</td>
              <td className={`${mfg.num} ${ui.danger}`}>{formatCount(s.short)}</td>
              <td>
                <IncomingLink doc={s.incoming} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
