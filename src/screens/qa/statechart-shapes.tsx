/** The shapes of a statechart: state boxes, transition labels, and the rounded arrow paths. */
import { css, cx } from 'styled-system/css';
import {
  FONT,
  HEADER,
  LABEL_LINE,
  LINE,
  linePrefix,
  type PlacedEdge,
  type PlacedState,
  type Point,
} from './statechart-layout';
import { ui } from '../../components/ui/styles';

export function StateBox({ state, isActive }: { state: PlacedState; isActive: boolean }) {
  const { node, x, y, width, height, lines } = state;
  const tooltip = [node.id, node.description, node.tags.length ? `tags: ${node.tags.join(', ')}` : null]
    .filter(Boolean)
    .join('\n');
  if (node.type === 'history') {
    return (
      <g data-state={node.id} data-active={isActive || undefined}>
        <title>{tooltip}</title>
        <circle cx={x + width / 2} cy={y + height / 2} r={width / 2} className={styles.box} />
        <text x={x + width / 2} y={y + height / 2 + 4} textAnchor="middle" className={styles.stateName}>
          {node.history === 'deep' ? 'H*' : 'H'}
        </text>
      </g>
    );
  }
  const isRoot = node.parentId === null;
  const isCompound = node.type === 'compound' || node.type === 'parallel';
  const boxClass = isRoot
    ? styles.root
    : isActive
      ? isCompound
        ? styles.compoundActive
        : styles.boxActive
      : styles.box;
  return (
    <g data-state={node.id} data-active={isActive || undefined}>
      <title>{tooltip}</title>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={isRoot ? 12 : 8}
        className={cx(boxClass, state.isRegion && styles.region)}
      />
      {node.type === 'final' && (
        <rect
          x={x + 3.5}
          y={y + 3.5}
          width={width - 7}
          height={height - 7}
          rx={5}
          className={styles.finalInner}
        />
      )}
      <text x={x + 12} y={y + 20} className={cx(styles.stateName, isActive && styles.stateNameActive)}>
        {node.label}
        {node.type === 'parallel' && <tspan className={styles.linePrefix}> (parallel)</tspan>}
      </text>
      {lines.length > 0 && (
        <line
          x1={x}
          x2={x + width}
          y1={y + HEADER}
          y2={y + HEADER}
          className={isActive ? styles.dividerActive : styles.divider}
        />
      )}
      {lines.map((line, i) => (
        <text key={`${line.kind}${i}`} x={x + 12} y={y + HEADER + 16 + i * LINE} className={styles.line}>
          <title>{line.full}</title>
          <tspan className={styles.linePrefix}>{linePrefix(line.kind)}</tspan>
          {line.text}
        </text>
      ))}
    </g>
  );
}

export function EdgeLabel({ edge, isActive }: { edge: PlacedEdge; isActive: boolean }) {
  const label = edge.label!;
  const tooltip = edge.transitions
    .map((t) => (t.actions.length ? `${t.label} / ${t.actions.join(', ')}` : t.label))
    .join('\n');
  return (
    <g>
      <title>{tooltip}</title>
      <rect
        x={label.x}
        y={label.y}
        width={label.width}
        height={label.height}
        rx={4}
        className={isActive ? styles.labelBoxActive : styles.labelBox}
      />
      {label.lines.map((line, i) => (
        <text
          key={i}
          x={label.x + 6}
          y={label.y + 4 + i * LABEL_LINE + LABEL_LINE / 2 + FONT.label * 0.36}
          className={cx(
            isActive ? styles.labelTextActive : styles.labelText,
            line.isGuard && styles.labelGuard,
          )}
          xmlSpace="preserve"
        >
          {line.text}
        </text>
      ))}
    </g>
  );
}

/** An orthogonal polyline with its corners rounded. */
export function roundedPath(points: Point[], radius = 7): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${first.x},${first.y}`;
  rest.forEach((p, i) => {
    const prev = points[i]!;
    const next = rest[i + 1];
    if (!next) return void (d += ` L${p.x},${p.y}`);
    const r = Math.min(radius, distance(prev, p) / 2, distance(p, next) / 2);
    const a = towards(p, prev, r);
    const b = towards(p, next, r);
    d += ` L${a.x},${a.y} Q${p.x},${p.y} ${b.x},${b.y}`;
  });
  return d;
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
function towards(from: Point, to: Point, r: number): Point {
  const d = distance(from, to) || 1;
  return { x: from.x + ((to.x - from.x) * r) / d, y: from.y + ((to.y - from.y) * r) / d };
}

const styles = {
  root: css({ fill: 'canvas', stroke: 'border.strong', strokeWidth: '1' }),
  box: css({ fill: 'surface', stroke: 'border.strong', strokeWidth: '1.25' }),
  boxActive: css({ fill: 'accent.subtle', stroke: 'accent', strokeWidth: '2' }),
  compoundActive: css({ fill: 'surface', stroke: 'accent', strokeWidth: '2' }),
  region: css({ strokeDasharray: '6 4' }),
  finalInner: css({ fill: 'none', stroke: 'border.strong', strokeWidth: '1' }),
  divider: ui.strokeBorder,
  dividerActive: css({ stroke: 'accent', strokeOpacity: '0.35', strokeWidth: '1' }),
  stateName: css({ fontFamily: 'mono', fontSize: '13px', fontWeight: 'semibold', fill: 'fg' }),
  stateNameActive: ui.fillAccent,
  line: css({ fontFamily: 'mono', fontSize: '11px', fill: 'fg' }),
  linePrefix: css({ fill: 'fg.subtle', fontWeight: 'normal' }),
  labelBox: css({ fill: 'surface', stroke: 'border', strokeWidth: '1' }),
  labelBoxActive: css({ fill: 'accent.subtle', stroke: 'accent', strokeWidth: '1' }),
  labelText: css({ fontFamily: 'mono', fontSize: '11px', fill: 'fg.muted' }),
  labelGuard: css({ fontStyle: 'italic' }),
  labelTextActive: css({ fontFamily: 'mono', fontSize: '11px', fill: 'accent', fontWeight: 'medium' }),
};
