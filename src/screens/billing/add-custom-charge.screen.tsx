/**
 * /manage/billing/customerBillingLedger (spec §2): Add Custom Charge. A charge by hand — unit charge
 * (the money input of spec §5) × number of units, the amount shown as billing will round it — with
 * its client, warehouse (optional), date (today in the user's timezone), label, charge type
 * (Administrative by default), type (Other by default) and reference number. The server's refusals
 * show under their fields; once added, "Add another" keeps the client, or the ledger shows it.
 */
import { Form, Formik } from 'formik';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { formatDay } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { apiSubmit, formErrorOf } from '../../components/use-api-form';
import { useBillingEntryCalls, type BillingEntryRow } from '../../api/billing-entries.api';
import { orderBillingEntriesContract } from '../../domain/contracts/order-billing-entries';
import { formatAmount } from '../../domain/money';
import { useSession } from '../../machines/use-app';
import {
  chargeAmount,
  chargeBody,
  chargeProblems,
  newChargeValues,
  type ChargeValues,
} from './ledger-charge-values';
import { ChargeFields } from './ledger-charge-fields';

const LEDGER = orderBillingEntriesContract.screen.path;

function Added({ charge, onAnother }: { charge: BillingEntryRow; onAnother: () => void }) {
  return (
    <Card title="Charge added">
      <p>
        {charge.chargeLabel}: {formatAmount(charge.amount)} on {formatDay(charge.entryDate)}.
      </p>
      <div className={`${ui.row} ${ui.mt4}`}>
        <Button onClick={onAnother}>Add another</Button>
        <TextLink href={`${LEDGER}?vendorId=${charge.vendorId}&sourceType=custom`}>
          See it in the ledger
        </TextLink>
      </div>
    </Card>
  );
}

export default function AddCustomChargeScreen() {
  const calls = useBillingEntryCalls();
  const { user } = useSession();
  const [added, setAdded] = useState<BillingEntryRow | null>(null);
  const [initial, setInitial] = useState(() =>
    newChargeValues(user.accessVendorIds?.length === 1 ? user.accessVendorIds[0] : null),
  );
  const submit = apiSubmit(
    (values: ChargeValues) => calls.addCustomCharge(chargeBody(values)),
    (charge: BillingEntryRow) => {
      toast.success(`Charge "${charge.chargeLabel}" added: ${formatAmount(charge.amount)}.`);
      setAdded(charge);
    },
  );
  const another = () => {
    setInitial(newChargeValues(added?.vendorId ?? null));
    setAdded(null);
  };
  return (
    <div className={ui.maxW760}>
      <PageHeader
        title="Add Custom Charge"
        description="A charge no rate card makes: a unit charge times a number of units, billed to the client with its next invoice."
        actions={
          <Link href={LEDGER} className={buttonClass({ variant: 'secondary' })}>
            Billing Ledger
          </Link>
        }
      />
      {added ? (
        <Added charge={added} onAnother={another} />
      ) : (
        <Formik initialValues={initial} validate={chargeProblems} onSubmit={submit}>
          {({ values, isSubmitting, status }) => (
            <Form noValidate className={ui.stack}>
              <FormError title="The charge was not added" message={formErrorOf(status)} />
              <ChargeFields amount={chargeAmount(values)} />
              <div className={ui.rowCenter3}>
                <Button type="submit" loading={isSubmitting}>
                  Add charge
                </Button>
                <TextLink href={LEDGER}>Cancel</TextLink>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </div>
  );
}
