/** Placeholder until its helper lands the screen. */
export { default } from '../planned/planned.screen';
