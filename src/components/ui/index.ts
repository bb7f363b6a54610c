/** The UI kit's Ark UI wrappers, imported as namespaces: `import { Dialog } from '../components/ui'`. */
export * as Dialog from './dialog';
export * as Field from './field';
export * as Menu from './menu';
