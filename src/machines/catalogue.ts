/** Every machine of the app, listed for the QA viewer. A new flow adds its line here. */
import { appVersionMachine } from './app-version/app-version.machine';
import { itemImportMachine } from './item-import/item-import.machine';
import { listMachine } from './list/list.machine';
import { receivingMachine } from './receiving/receiving.machine';
import { transferAllocationMachine } from './transfer-allocation/transfer-allocation.machine';
import { registerMachine } from './registry';
import { sessionMachine } from './session/session.machine';
import { siteMachine } from './site/site.machine';

registerMachine({
  id: 'session',
  title: 'Session',
  description: 'Sign-in session: guest, refreshing, authed, logged out; refresh on 401 and every 5 minutes.',
  machine: sessionMachine,
});
registerMachine({
  id: 'site',
  title: 'Site',
  description: 'Site up or down; down shows the maintenance overlay.',
  machine: siteMachine,
});
registerMachine({
  id: 'appVersion',
  title: 'App version',
  description: 'Detects a newer build and offers to reload onto it.',
  machine: appVersionMachine,
});
registerMachine({
  id: 'list',
  title: 'List',
  description:
    'Generic resource list: loading (old rows kept), loaded, failed; a newer query cancels the running load.',
  machine: listMachine,
});
registerMachine({
  id: 'receiving',
  title: 'Receiving',
  description:
    'Receiving an inbound shipment: choose the shipment, resume a draft, scan and enter lines, review, confirm an over-receipt, commit.',
  machine: receivingMachine,
});
registerMachine({
  id: 'itemImport',
  title: 'Vendor Items import',
  description:
    'A CSV or XLSX file read in the browser, its rows checked by the server (dry run), then imported all at once or not at all.',
  machine: itemImportMachine,
});
registerMachine({
  id: 'transferAllocation',
  title: 'Transfer allocation',
  description:
    'Allocating a warehouse transfer: load the first-expiry-first-out proposal, edit the plan, reserve; reload when the stock changed.',
  machine: transferAllocationMachine,
});
