/**
 * The flow models by machine id (as in catalogue.ts), for the QA viewer's path player. Only the QA
 * screen imports this, so the models and xstate/graph stay out of the app's main chunk.
 */
import { bulkAllocationModel } from './bulk-allocation/bulk-allocation.model';
import { bulkPackingModel } from './bulk-packing/bulk-packing.model';
import { checkoutModel } from './checkout/checkout.model';
import type { FlowModel } from './flow-model';
import { hubModel } from './hub/hub.model';
import { itemImportModel } from './item-import/item-import.model';
import { loadModel } from './load/load.model';
import { orderBulkModel } from './order-bulk/order-bulk.model';
import { orderImportModel } from './order-import/order-import.model';
import { orderSimulationModel } from './order-simulation/order-simulation.model';
import { parcelShipModel } from './parcel-ship/parcel-ship.model';
import { receivingModel } from './receiving/receiving.model';
import { returnConfirmModel } from './return-confirm/return-confirm.model';
import { returnLabelModel } from './return-label/return-label.model';
import { sessionModel } from './session/session.model';
import { shippingToolSyncModel } from './shipping-tool-sync/shipping-tool-sync.model';
import { transferAllocationModel } from './transfer-allocation/transfer-allocation.model';
import { virtualOrderRetryModel } from './virtual-order-retry/virtual-order-retry.model';
import { reportRequestModel } from './generated-report/report-request.model';
import { reportViewModel } from './generated-report/report-view.model';
import { reportExportModel } from './report-export/report-export.model';
import { ptcImportModel } from './ptc-import/ptc-import.model';
import { invoiceGenerateModel } from './invoice-generate/invoice-generate.model';
import { chargeDisputeModel } from './charge-dispute/charge-dispute.model';
import { automationDryRunModel } from './automation-dry-run/automation-dry-run.model';
import { ticketCreateModel } from './ticket-create/ticket-create.model';
import { ticketStepsModel } from './ticket-steps/ticket-steps.model';
import { rateCardVersionModel } from './rate-card-version/rate-card-version.model';
import { rateCardWhatIfModel } from './rate-card-version/rate-card-what-if.model';
import { workOrderCompletionModel } from './work-order-completion/work-order-completion.model';
import { wmsConnectionModel } from './wms-connection/wms-connection.model';
import { wmsSyncModel } from './wms-connection/wms-sync.model';
import { driftReviewModel } from './drift-review/drift-review.model';
import { vendorOnboardingModel } from './vendor-onboarding/vendor-onboarding.model';

export const flowModels: Record<string, FlowModel> = {
  session: sessionModel,
  hub: hubModel,
  receiving: receivingModel,
  itemImport: itemImportModel,
  transferAllocation: transferAllocationModel,
  workOrderCompletion: workOrderCompletionModel,
  bulkAllocation: bulkAllocationModel,
  bulkPacking: bulkPackingModel,
  orderImport: orderImportModel,
  orderBulk: orderBulkModel,
  returnLabel: returnLabelModel,
  returnConfirm: returnConfirmModel,
  parcelShip: parcelShipModel,
  load: loadModel,
  checkout: checkoutModel,
  orderSimulation: orderSimulationModel,
  virtualOrderRetry: virtualOrderRetryModel,
  shippingToolSync: shippingToolSyncModel,
  generatedReportRequest: reportRequestModel,
  generatedReportView: reportViewModel,
  reportExport: reportExportModel,
  ptcImport: ptcImportModel,
  rateCardVersion: rateCardVersionModel,
  rateCardWhatIf: rateCardWhatIfModel,
  invoiceGenerate: invoiceGenerateModel,
  chargeDispute: chargeDisputeModel,
  automationDryRun: automationDryRunModel,
  ticketCreate: ticketCreateModel,
  ticketSteps: ticketStepsModel,
  wmsConnection: wmsConnectionModel,
  wmsSync: wmsSyncModel,
  driftReview: driftReviewModel,
  vendorOnboarding: vendorOnboardingModel,
};
