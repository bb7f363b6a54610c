import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'rgba(15, 23, 42, 0.55)',
      backdropFilter: 'blur(2px)',
      _open: { animation: 'fadeIn 150ms ease-out' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
    },
    content: {
      position: 'relative',
      w: 'full',
      maxW: '440px',
      bg: 'surface',
      borderRadius: 'xl',
      boxShadow: '0 20px 40px -12px rgba(15, 23, 42, 0.35)',
      p: '6',
      outline: 'none',
      _open: { animation: 'dialogIn 180ms ease-out' },
    },
    title: { fontSize: '17px', fontWeight: 'semibold', color: 'fg', lineHeight: '1.4' },
    description: { mt: '2', color: 'fg.muted' },
  },
});
