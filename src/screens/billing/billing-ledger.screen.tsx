/**
 * /manage/billing/customerBilingLedger (spec §2, its spelling kept): every charge with its source,
 * filters, totals and export; a charge opens its trace. A client (a vendor user) sees first its open
 * period, live. Staff also have the open period of a chosen client and the unbilled activity check
 * with "Run billing"; those who add charges have Add Custom Charge.
 */
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import {
  addCustomChargeScreenPath,
  orderBillingEntriesContract,
} from '../../domain/contracts/order-billing-entries';
import { usePermissions, useSession } from '../../machines/use-app';
import { ChargeTraceDialog } from './charge-trace-dialog';
import { LedgerCharges } from './ledger-charges';
import { LedgerTabs, type LedgerTab } from './ledger-tabs';
import { OpenPeriodPanel, StaffOpenPeriod } from './open-period-panel';
import { UnbilledPanel } from './unbilled-panel';

type Traced = { id: number; chargeLabel: string };

export default function BillingLedgerScreen() {
  const { user } = useSession();
  const { allows, can, hasRole } = usePermissions();
  const clientVendorId = hasRole('vendor') ? (user.accessVendorIds?.[0] ?? null) : null;
  const isClient = clientVendorId !== null;
  const mayAdd = allows(orderBillingEntriesContract.permissions.create);
  const [tab, setTab] = useState<LedgerTab>('charges');
  const [traced, setTraced] = useState<Traced | null>(null);
  const [changes, setChanges] = useState(0);
  const open = useCallback((row: Traced) => setTraced({ id: row.id, chargeLabel: row.chargeLabel }), []);
  const refs = useRefNames(isClient ? [] : [vendorsRef, warehousesRef]);
  const tabs: LedgerTab[] = isClient
    ? []
    : can('billing.entries') || can('billing.invoices')
      ? ['charges', 'openPeriod', 'unbilled']
      : ['charges', 'openPeriod'];

  return (
    <>
      <PageHeader
        title="Billing Ledger"
        description={
          isClient
            ? 'Your charges as they are made, each with the document it comes from. Question a charge before it is invoiced.'
            : 'Every charge, priced from its rate card or added by hand, traced to its source document.'
        }
        actions={
          mayAdd && (
            <Link href={addCustomChargeScreenPath} className={buttonClass()}>
              Add custom charge
            </Link>
          )
        }
      />
      <div className={ui.stack}>
        {isClient && <OpenPeriodPanel vendorId={clientVendorId} changes={changes} onOpen={open} />}
        {tabs.length > 0 && <LedgerTabs tab={tab} tabs={tabs} onOpen={setTab} />}
        {tab === 'charges' && <LedgerCharges changes={changes} isClient={isClient} onOpen={open} />}
        {tab === 'openPeriod' && (
          <StaffOpenPeriod vendors={refs.options(vendorsRef)} changes={changes} onOpen={open} />
        )}
        {tab === 'unbilled' && (
          <UnbilledPanel
            vendors={refs.options(vendorsRef)}
            warehouses={refs.options(warehousesRef)}
            mayRun={allows(orderBillingEntriesContract.permissions.create)}
          />
        )}
      </div>
      <ChargeTraceDialog
        entry={traced}
        onClose={() => setTraced(null)}
        onChanged={() => setChanges((n) => n + 1)}
      />
    </>
  );
}
