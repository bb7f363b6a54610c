/** Field.* : Ark UI's field parts with the app's `field` slot recipe and the `input` recipe (Park UI style). */
import { Field as Ark } from '@ark-ui/react/field';
import { cx } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';
import { withSlot } from './styled';
import { ui } from './styles';

const slots = field();
const control = input();

export const Root = withSlot(Ark.Root, slots.root);
export const Context = Ark.Context;
export const Label = withSlot(Ark.Label, slots.label);
export const HelperText = withSlot(Ark.HelperText, slots.helperText);
export const ErrorText = withSlot(Ark.ErrorText, slots.errorText);
export const RequiredIndicator = withSlot(Ark.RequiredIndicator, slots.requiredIndicator);
export const Input = withSlot(Ark.Input, control);
export const Select = withSlot(Ark.Select, control);
/** A multi-line input: the input's look at the height of its rows. */
export const Textarea = withSlot(Ark.Textarea, cx(control, ui.textarea));
export type RootProps = Ark.RootProps;
