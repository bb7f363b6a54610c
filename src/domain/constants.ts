/** Business constants and limits of spec §9, used by both the SPA and the server. */

export const PRODUCT_NAME = 'Dockhand';
export const PRODUCT_VERSION = '0.9.4';

export const TOAST_DURATION_MS = 3000;
export const DEFAULT_PAGE_SIZE = 10;
export const ORDERS_PAGE_SIZE = 25;
export const TICKETS_PAGE_SIZE = 25;

export const BACKGROUND_REFRESH_MS = 300_000;
export const REFRESH_RETRIES = 3;
export const REFRESH_RETRY_DELAY_MS = 1000;

export const HUB_RETRY_DELAY_MS = 2000;
export const HUB_SITE_DOWN_AFTER_RETRIES = 7;
export const SERVICE_WORKER_NOTICE_RETRY_MS = 3000;

export const MONEY_DEFAULT_PRECISION = 2;
export const MONEY_MAX_PRECISION = 20;

export const SENTRY_TRACES_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAY_SESSION_SAMPLE_RATE = 0;
export const SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE = 1;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const MAINTENANCE_TITLE = 'Maintenance is currently running!';
export const MAINTENANCE_SUBTITLE = 'we should be back in a few seconds!';
export const NEW_VERSION_QUESTION = `New Version Detected! Ready to update to latest version of ${PRODUCT_NAME}?`;

/** Page size of the fulfilment orders list (spec §9). */
export const FULFILLMENT_ORDERS_PAGE_SIZE = 25;

/** The "no filter" value of numeric list filters (spec §3: priority -1, inventoryStatus -1). */
export const FILTER_ALL = -1;

/** Defaults of spec §9. */
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_SHIP_TO_COUNTRY = 'US';
export const DEFAULT_TICKET_PRIORITY = 2;
export const DEFAULT_DOCUMENT_QUANTITY = 1;
export const DEFAULT_MEASUREMENT_UNIT = 'E';
export const DEFAULT_REPORT_DATE_FILTER = 'this-week';
/** Purchase order lists show every status but Archived unless asked otherwise. */
export const PURCHASE_ORDER_STATUS_FILTER_DEFAULT = 'NonArchived';
