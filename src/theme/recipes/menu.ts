import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    content: {
      minW: '220px',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      boxShadow: '0 12px 24px -8px rgba(15, 23, 42, 0.2)',
      p: '1',
      outline: 'none',
      zIndex: 'dropdown',
      _open: { animation: 'fadeIn 120ms ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      h: '9',
      px: '3',
      borderRadius: 'md',
      cursor: 'pointer',
      color: 'fg',
      _highlighted: { bg: 'accent.subtle', color: 'accent' },
    },
    itemGroupLabel: { px: '3', py: '2', fontSize: '12px', color: 'fg.muted' },
    separator: { my: '1', borderColor: 'border' },
  },
});
