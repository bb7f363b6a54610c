/** Every machine of the app, listed for the QA viewer. A new flow adds its line here. */
import { appVersionMachine } from './app-version/app-version.machine';
import { bulkAllocationMachine } from './bulk-allocation/bulk-allocation.machine';
import { bulkPackingMachine } from './bulk-packing/bulk-packing.machine';
import { checkoutMachine } from './checkout/checkout.machine';
import { channelMachine } from './communications/channel.machine';
import { presenceMachine } from './communications/presence.machine';
import { dashboardMachine } from './dashboard/dashboard.machine';
import { hubMachine } from './hub/hub.machine';
import { itemImportMachine } from './item-import/item-import.machine';
import { listMachine } from './list/list.machine';
import { loadMachine } from './load/load.machine';
import { orderBulkMachine } from './order-bulk/order-bulk.machine';
import { orderImportMachine } from './order-import/order-import.machine';
import { orderSimulationMachine } from './order-simulation/order-simulation.machine';
import { parcelShipMachine } from './parcel-ship/parcel-ship.machine';
import { receivingMachine } from './receiving/receiving.machine';
import { transferAllocationMachine } from './transfer-allocation/transfer-allocation.machine';
import { workOrderCompletionMachine } from './work-order-completion/work-order-completion.machine';
import { returnConfirmMachine } from './return-confirm/return-confirm.machine';
import { returnLabelMachine } from './return-label/return-label.machine';
import { rateCardVersionMachine } from './rate-card-version/rate-card-version.machine';
import { rateCardWhatIfMachine } from './rate-card-version/rate-card-what-if.machine';
import { registerMachine } from './registry';
import { sessionMachine } from './session/session.machine';
import { siteMachine } from './site/site.machine';
import { siteUpdatedMachine } from './site-updated/site-updated.machine';
import { shippingToolSyncMachine } from './shipping-tool-sync/shipping-tool-sync.machine';
import { virtualOrderRetryMachine } from './virtual-order-retry/virtual-order-retry.machine';
import { reportRequestMachine } from './generated-report/report-request.machine';
import { reportViewMachine } from './generated-report/report-view.machine';
import { reportExportMachine } from './report-export/report-export.machine';
import { ptcImportMachine } from './ptc-import/ptc-import.machine';
import { invoiceGenerateMachine } from './invoice-generate/invoice-generate.machine';
import { chargeDisputeMachine } from './charge-dispute/charge-dispute.machine';
import { automationDryRunMachine } from './automation-dry-run/automation-dry-run.machine';
import { ticketCreateMachine } from './ticket-create/ticket-create.machine';
import { ticketStepsMachine } from './ticket-steps/ticket-steps.machine';
import { wmsConnectionMachine } from './wms-connection/wms-connection.machine';
import { wmsSyncMachine } from './wms-connection/wms-sync.machine';
import { driftReviewMachine } from './drift-review/drift-review.machine';
import { vendorOnboardingMachine } from './vendor-onboarding/vendor-onboarding.machine';

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
  id: 'hub',
  title: 'Live hub',
  description:
    'The live connection: starts with a signed-in user, reconnects every 2 s after a close or a failed start; site-up on a start, site-down after more than 7 failures in a row; stops on logout.',
  machine: hubMachine,
});
registerMachine({
  id: 'siteUpdated',
  title: 'Site updated',
  description:
    'A service-worker update waits for the live connection, checking every 3 s, then is announced (the new-version dialog).',
  machine: siteUpdatedMachine,
});
registerMachine({
  id: 'list',
  title: 'List',
  description:
    'Generic resource list: loading (old rows kept), loaded, failed; a newer query cancels the running load. Facets (the orders status counts) are Load children, reloaded and cancelled with it.',
  machine: listMachine,
});
registerMachine({
  id: 'load',
  title: 'Load',
  description:
    "A screen's data (useLoad) and a list's facets: loading, loaded, failed; retry; a refresh keeps the data shown, also when it fails; a new input or leaving cancels the running call.",
  machine: loadMachine,
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
registerMachine({
  id: 'workOrderCompletion',
  title: 'Work order completion',
  description:
    'Completing a work order: choose the finished units this completion makes, pick or scan the component lots it consumes (first expiry first out proposed; more than a lot holds or an item needs is refused), enter the finished lot and expiry, review, commit; reload when the order changed.',
  machine: workOrderCompletionMachine,
});
registerMachine({
  id: 'bulkAllocation',
  title: 'Bulk shipment allocation',
  description:
    'Allocating a bulk shipment: load the first-expiry-first-out proposal by lot and location, edit it (more than a place holds or a line needs is refused), review, reserve; reload when the stock changed.',
  machine: bulkAllocationMachine,
});
registerMachine({
  id: 'bulkPacking',
  title: 'Bulk shipment packing',
  description:
    'Packing a bulk shipment: open a carton, scan items into it (one unit per scan; wrong codes refused), close it, put it on a pallet, weigh and measure, save the whole packing; reload when the shipment changed.',
  machine: bulkPackingMachine,
});
registerMachine({
  id: 'orderImport',
  title: 'Orders import',
  description:
    'A CSV or XLSX file of order lines read and grouped into orders in the browser, previewed with its problems per row, the valid orders sent (each taken or refused on its own), and every outcome shown.',
  machine: orderImportMachine,
});
registerMachine({
  id: 'orderBulk',
  title: 'Orders bulk update',
  description:
    'A bulk action on the selected orders: choose it, confirm (hold type and reason, tag, cancel reason), send, then the result per order.',
  machine: orderBulkMachine,
});
registerMachine({
  id: 'virtualOrderRetry',
  title: 'Virtual order retry',
  description:
    'Retrying virtual orders: one at once (one kept for an unknown store asks for the store first), the chosen ones or a storefront’s pending ones after a confirmation; then the result per virtual order.',
  machine: virtualOrderRetryMachine,
});
registerMachine({
  id: 'dashboard',
  title: 'Dashboard',
  description:
    "The dashboard's figures: loading, loaded (kept while reloading; a burst of live changes gives one reload), failed; switching version.",
  machine: dashboardMachine,
});
registerMachine({
  id: 'returnLabel',
  title: 'Return label',
  description:
    'Creating a return label: choose a shipped order, the lines and quantities coming back, carrier and service; create the return and fetch its PDF label.',
  machine: returnLabelMachine,
});
registerMachine({
  id: 'returnConfirm',
  title: 'Return confirm',
  description:
    'Receiving a return: choose it (or scan its RMA), enter restocked and damaged units per line, review, commit; reload when someone else received meanwhile.',
  machine: returnConfirmMachine,
});
registerMachine({
  id: 'parcelShip',
  title: 'Small parcel ship',
  description:
    'Shipping a small parcel: carrier, service, tracking number, packages and weight (a pickup: who collected it), checked, then sent once; a refused field goes back to the form, a conflict or outage can be retried.',
  machine: parcelShipMachine,
});
registerMachine({
  id: 'checkout',
  title: 'Checkout',
  description:
    'Placing an order by hand for a storefront: a cart from its catalogue, the ship-to (address book or typed), service and notes, checked, then placed through intake with one Idempotency-Key (a retry or a double click places one order); the server’s messages per field come back to the cart.',
  machine: checkoutMachine,
});
registerMachine({
  id: 'communicationsChannel',
  title: 'Communications channel',
  description:
    'The open channel of the Communications Center: loading, then older pages, the outbox in order, and catching up by id after a reconnect; its members are the child below.',
  machine: channelMachine,
});
registerMachine({
  id: 'communicationsPresence',
  title: 'Channel presence',
  description:
    'Members, who has the channel open and who is typing: member updates handled 200 ms after the first of a burst; typing notices lapse after 5 s.',
  machine: presenceMachine,
});
registerMachine({
  id: 'orderSimulation',
  title: 'Meal-kit order simulation',
  description:
    'Simulating a (meal-kit) order or a promotion of N: compose, checked by the server’s schema, then simulated (the real intake, rolled back); a refused field goes back to the form, an outage can be retried; a new run cancels the running one; edit again from the result.',
  machine: orderSimulationMachine,
});
registerMachine({
  id: 'shippingToolSync',
  title: 'Shipping tool sync',
  description:
    "Sync now of a storefront's shipping tool: a scope the user may pull (each list needs its permission), then the sync log row: succeeded with its counts, or failed with the tool's reason or the call's; retry the same scope, or start another.",
  machine: shippingToolSyncMachine,
});
registerMachine({
  id: 'generatedReportRequest',
  title: 'New generated report',
  description:
    'Requesting a generated report: choose a type the user may request, then its filters (period preset or custom days, storefronts, vendor, warehouse) checked by the server’s schema; sent once; a refused field goes back under its field.',
  machine: reportRequestMachine,
});
registerMachine({
  id: 'generatedReportView',
  title: 'Generated report',
  description:
    'A generated report’s page: loading, then waiting or running (following its live updates, read again on each), ready, failed or expired; cancelling and running again.',
  machine: reportViewMachine,
});
registerMachine({
  id: 'reportExport',
  title: 'Report export',
  description:
    'Export on a report screen: the screen’s filters sent as a generated report request, then its page opens; the server’s message when it is refused.',
  machine: reportExportMachine,
});
registerMachine({
  id: 'chargeDispute',
  title: 'Charge dispute',
  description:
    'A client questions a charge (writing, sending, sent) or staff answer it with a credit or an explanation (choosing, sending, resolved); a failed send keeps the form to send again.',
  machine: chargeDisputeMachine,
});
registerMachine({
  id: 'invoiceGenerate',
  title: 'Generate client invoice',
  description:
    'Generating a client invoice: vendor, warehouse and period checked by the body’s schema, a preview (charges by type, minimum top-up, unbilled warnings; billing can be run for the pending events), then issued once; an invoice already issued for the period is answered instead; a refused field goes back to the form.',
  machine: invoiceGenerateMachine,
});
registerMachine({
  id: 'rateCardVersion',
  title: 'Rate card version',
  description:
    'An activity rate card’s versions and its draft: editing (dirty while it differs from what was saved), saving (the server’s field messages on their cells; a refusal for another reason waits in failed), deleting and publishing, each confirmed; without a draft, a new version copies the latest.',
  machine: rateCardVersionMachine,
});
registerMachine({
  id: 'rateCardWhatIf',
  title: 'Rate card what-if',
  description:
    'A draft version applied to a past period: choosing the period (checked before any call), computing, the difference per client and charge type shown, or the reason it failed; run again.',
  machine: rateCardWhatIfMachine,
});
registerMachine({
  id: 'ptcImport',
  title: 'PTC file upload',
  description:
    'A CSV or XLSX sheet of pass-through costs read in the browser, its rows checked and priced by the server for the chosen client (errors per cell, the default markup), then imported all at once or not at all; a refused import comes back with its rows’ errors.',
  machine: ptcImportMachine,
});
registerMachine({
  id: 'automationDryRun',
  title: 'Automation dry run',
  description:
    'The automation form’s dry run: recent real events of the chosen kind are loaded, one is picked (or the newest that meets the conditions), and the server answers who would receive what; nothing is written or sent.',
  machine: automationDryRunMachine,
});
registerMachine({
  id: 'ticketCreate',
  title: 'Open a support ticket',
  description:
    'The ticket form: a title, type, priority, markdown description, collaborators, a linked object and files checked in the browser (type, 5 MB, 10 at most); nothing is sent until they pass. A refusal comes back onto the fields; a failure offers Retry or Edit; the new ticket opens its page.',
  machine: ticketCreateMachine,
});
registerMachine({
  id: 'ticketSteps',
  title: 'Support ticket actions',
  description:
    'The ticket page’s status steps (only those the lifecycle opens now and the user’s permissions allow) and changes of priority, assignee, backlog and collaborators (staff-only fields never sent by others), on the version shown; a failure (409 when it moved on) offers Retry or Dismiss.',
  machine: ticketStepsMachine,
});
registerMachine({
  id: 'wmsConnection',
  title: 'Warehouse system connection',
  description:
    'A warehouse’s connection to the 3PL WMS or the IRMS: loading, editing (the form’s checks before anything is sent), saving on the version read, then saved, invalid (the server’s message under each field), conflict (saved by someone else meanwhile: reload) or failed (save again). The secret is write-only.',
  machine: wmsConnectionMachine,
});
registerMachine({
  id: 'wmsSync',
  title: 'Warehouse system Sync now',
  description:
    'Sync now of a warehouse’s connection: the request queues a job, followed through its live JobUpdated events and a slow poll of the warehouse’s newest run: queued, running, then succeeded with the run’s counts or failed with its reason (or the refusal’s).',
  machine: wmsSyncMachine,
});
registerMachine({
  id: 'driftReview',
  title: 'Stock drift review',
  description:
    'Differences between Dockhand’s stock and the 3PL WMS’s: selected ones applied (confirming the direct inventory updates that will be recorded; needs that permission) or dismissed, all or none; a 409 (changed meanwhile) offers a reload, an outage a retry.',
  machine: driftReviewMachine,
});
registerMachine({
  id: 'vendorOnboarding',
  title: 'Vendor onboarding checklist',
  description:
    'A vendor’s onboarding checklist on its manage page: loading, then ready; an admin (clients.manage) marks it onboarded (only when every required step is done) or denied, confirming with an optional reason, then submitting: ready again with the new checklist, incomplete (409: the required steps not done) or failed (retry or cancel). Refresh re-reads it.',
  machine: vendorOnboardingMachine,
});
