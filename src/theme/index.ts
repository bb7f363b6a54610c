/** The Panda theme parts of the UI kit (Park UI style): one recipe per component, registered in panda.config.ts. */
import { badge } from './recipes/badge';
import { button } from './recipes/button';
import { dialog } from './recipes/dialog';
import { field } from './recipes/field';
import { input } from './recipes/input';
import { menu } from './recipes/menu';

export const recipes = { badge, button, input };
export const slotRecipes = { dialog, field, menu };

export const keyframes = {
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  dialogIn: {
    from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
    to: { opacity: 1, transform: 'translateY(0) scale(1)' },
  },
};
