/**
 * Park UI's pattern in a few lines: an Ark UI part with its slot's class from the app's slot recipe,
 * merged with the caller's className. Parts keep Ark's props (and ref), so screens compose them as
 * they would Ark's own (`<Dialog.Content className={wide}>`).
 */
import type { ComponentType } from 'react';
import { cx } from 'styled-system/css';

export function withSlot<P extends { className?: string }>(Part: ComponentType<P>, slotClass: string) {
  function Styled(props: P) {
    return <Part {...props} className={cx(slotClass, props.className)} />;
  }
  Styled.displayName = `Styled(${Part.displayName ?? 'Part'})`;
  return Styled;
}
