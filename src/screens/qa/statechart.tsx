/**
 * One machine drawn as a statechart: boxes for states (nested ones inside their parent), arrows for
 * transitions, the live actor's current state(s) (or a played path's step) and the transitions leaving
 * them in the accent colour. elkjs is loaded on first use, so it stays out of every chunk but its own.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { AnyActorRef, AnyStateMachine, StateValue } from 'xstate';
import { activeStateIds, machineGraph, type MachineGraph } from './machine-graph';
import { layoutStatechart, type ElkLike, type PlacedEdge, type StatechartLayout } from './statechart-layout';
import { EdgeLabel, roundedPath, StateBox } from './statechart-shapes';
import { ui } from '../../components/ui/styles';

let elk: Promise<ElkLike> | null = null;
const loadElk = () => (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));

type LayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layout: StatechartLayout }
  | { status: 'failed'; message: string };

function useStatechartLayout(graph: MachineGraph): LayoutState {
  const [state, setState] = useState<LayoutState & { graph?: MachineGraph }>({ status: 'loading' });
  useEffect(() => {
    // ELK cannot be interrupted; a layout that finishes after unmount or a newer graph is dropped.
    let cancelled = false;
    loadElk()
      .then((engine) => layoutStatechart(graph, engine))
      .then(
        (layout) => !cancelled && setState({ status: 'ready', layout, graph }),
        (error: unknown) => !cancelled && setState({ status: 'failed', message: String(error), graph }),
      );
    return () => {
      cancelled = true;
    };
  }, [graph]);
  return state.graph === graph ? state : { status: 'loading' };
}

const sameValue = (a: StateValue | undefined, b: StateValue | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

export function Statechart({
  machine,
  actor,
  value: shown,
}: {
  machine: AnyStateMachine;
  actor: AnyActorRef | undefined;
  /** A state to highlight instead of the live actor's (a step of a played path). */
  value?: StateValue;
}) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const layout = useStatechartLayout(graph);
  const liveValue = useSelector(actor, (s: { value?: StateValue } | undefined) => s?.value, sameValue);
  const value = shown ?? liveValue;
  // The root is in every state, so its own transitions can always be taken while the actor runs.
  const active = useMemo(() => {
    const ids = activeStateIds(graph, value);
    return ids.size ? ids.add(graph.rootId) : ids;
  }, [graph, value]);

  if (layout.status === 'loading') return <p className={styles.placeholder}>Laying out the chart…</p>;
  if (layout.status === 'failed')
    return <p className={styles.placeholder}>The chart could not be laid out: {layout.message}</p>;
  return <StatechartSvg title={`Statechart of ${graph.rootId}`} layout={layout.layout} active={active} />;
}

/** The width of an element, followed as it resizes (0 where ResizeObserver is missing, as in jsdom). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function StatechartSvg({
  title,
  layout,
  active,
}: {
  title: string;
  layout: StatechartLayout;
  active: Set<string>;
}) {
  const uid = useId().replace(/:/g, '');
  const [scroller, available] = useWidth();
  // A chart wider than its panel is shrunk to fit at first; actual size scrolls sideways instead.
  const [actualSize, setActualSize] = useState(false);
  const tooWide = available > 0 && layout.width > available;
  const marker = (isActive: boolean) => `url(#${uid}-${isActive ? 'arrow-active' : 'arrow'})`;
  const edgeIsActive = (e: PlacedEdge) => active.has(e.source);
  // Active arrows last, so they are drawn over the others.
  const edges = [...layout.edges].sort((a, b) => Number(edgeIsActive(a)) - Number(edgeIsActive(b)));
  return (
    <div className={styles.frame}>
      {tooWide && (
        <button type="button" className={styles.zoom} onClick={() => setActualSize((v) => !v)}>
          {actualSize ? 'Fit to width' : 'Actual size'}
        </button>
      )}
      <div ref={scroller} className={styles.scroller}>
        <svg
          role="img"
          aria-label={title}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          className={cx(styles.svg, !actualSize && styles.fit)}
        >
          <defs>
            {[false, true].map((isActive) => (
              <marker
                key={String(isActive)}
                id={`${uid}-${isActive ? 'arrow-active' : 'arrow'}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,1 L10,5 L0,9 z" className={isActive ? styles.headActive : styles.head} />
              </marker>
            ))}
          </defs>
          {layout.states.map((s) => (
            <StateBox
              key={s.node.id}
              state={s}
              isActive={s.node.parentId !== null && active.has(s.node.id)}
            />
          ))}
          {layout.initialDots.map((p) => (
            <circle key={`${p.x},${p.y}`} cx={p.x} cy={p.y} r={4.5} className={styles.dot} />
          ))}
          {edges.map(
            (e) =>
              e.fromEnclosing &&
              e.points[0] && (
                <circle
                  key={`${e.id}-start`}
                  cx={e.points[0].x}
                  cy={e.points[0].y}
                  r={3.5}
                  className={edgeIsActive(e) ? styles.headActive : styles.head}
                />
              ),
          )}
          {edges.map((e) => (
            <path
              key={e.id}
              d={roundedPath(e.points)}
              className={edgeIsActive(e) ? styles.edgeActive : styles.edge}
              markerEnd={marker(edgeIsActive(e))}
            />
          ))}
          {edges.map((e) => e.label && <EdgeLabel key={e.id} edge={e} isActive={edgeIsActive(e)} />)}
        </svg>
      </div>
    </div>
  );
}

const styles = {
  frame: css({ position: 'relative' }),
  scroller: css({ overflow: 'auto', maxW: 'full' }),
  svg: css({ display: 'block', mx: 'auto' }),
  fit: css({ maxW: 'full', h: 'auto' }),
  zoom: css({
    position: 'absolute',
    top: '2',
    right: '2',
    fontSize: '12px',
    fontWeight: 'medium',
    color: 'fg.muted',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    px: '2.5',
    py: '1',
    cursor: 'pointer',
    _hover: { color: 'fg', borderColor: 'border.strong' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
  }),
  placeholder: ui.placeholder,
  dot: css({ fill: 'fg' }),
  edge: css({ fill: 'none', stroke: 'fg.subtle', strokeWidth: '1.25' }),
  edgeActive: css({ fill: 'none', stroke: 'accent', strokeWidth: '1.75' }),
  head: css({ fill: 'fg.subtle' }),
  headActive: ui.fillAccent,
};
