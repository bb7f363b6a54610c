import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontSize: '13px', fontWeight: 'medium', color: 'fg' },
    helperText: { fontSize: '13px', color: 'fg.muted' },
    errorText: { fontSize: '13px', color: 'danger', fontWeight: 'medium' },
  },
});
