/** Every declared resource base; the engine registers the generic calls of each. */
import { projectResource, storeResource, vendorResource } from './declarations/clients';
import type { ResourceDecl } from './resource';

export const resources: readonly ResourceDecl[] = [vendorResource, projectResource, storeResource];
