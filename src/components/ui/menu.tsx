/** Menu.* : Ark UI's menu parts with the app's `menu` slot recipe (Park UI style). */
import { Menu as Ark } from '@ark-ui/react/menu';
import { menu } from 'styled-system/recipes';
import { withSlot } from './styled';

const slots = menu();

export { Portal } from '@ark-ui/react/portal';
export const Root = Ark.Root;
export const Context = Ark.Context;
export const Trigger = withSlot(Ark.Trigger, slots.trigger);
export const Positioner = withSlot(Ark.Positioner, slots.positioner);
export const Content = withSlot(Ark.Content, slots.content);
export const Item = withSlot(Ark.Item, slots.item);
export const ItemText = withSlot(Ark.ItemText, slots.itemText);
export const ItemGroup = withSlot(Ark.ItemGroup, slots.itemGroup);
export const ItemGroupLabel = withSlot(Ark.ItemGroupLabel, slots.itemGroupLabel);
export const Separator = withSlot(Ark.Separator, slots.separator);
export type RootProps = Ark.RootProps;
export type SelectionDetails = Ark.SelectionDetails;
