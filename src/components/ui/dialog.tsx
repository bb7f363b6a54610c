/** Dialog.* : Ark UI's dialog parts with the app's `dialog` slot recipe (Park UI style). */
import { Dialog as Ark } from '@ark-ui/react/dialog';
import { dialog } from 'styled-system/recipes';
import { withSlot } from './styled';

const slots = dialog();

export { Portal } from '@ark-ui/react/portal';
export const Root = Ark.Root;
export const RootProvider = Ark.RootProvider;
export const Context = Ark.Context;
export const Trigger = withSlot(Ark.Trigger, slots.trigger);
export const Backdrop = withSlot(Ark.Backdrop, slots.backdrop);
export const Positioner = withSlot(Ark.Positioner, slots.positioner);
export const Content = withSlot(Ark.Content, slots.content);
export const Title = withSlot(Ark.Title, slots.title);
export const Description = withSlot(Ark.Description, slots.description);
export const CloseTrigger = withSlot(Ark.CloseTrigger, slots.closeTrigger);
export type RootProps = Ark.RootProps;
