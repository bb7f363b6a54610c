/**
 * Places a machine graph with ELK (layered, top to bottom from the initial state): states are ELK nodes, nested states ELK
 * children, so a compound state is a box around its children. Every box is sized here from its text
 * (monospace, so characters × advance is close enough); ELK sizes the compound boxes around their
 * children. The initial arrow of each compound state is a tiny extra node with an edge, so ELK keeps
 * the dot left of the initial state. All coordinates come back absolute (json.shapeCoords/edgeCoords
 * ROOT), ready to draw.
 *
 * Transitions between the same two states share one arrow with a label line each (a guard that makes
 * a line long goes on its own line): a chart with an arrow per transition gets too wide to read.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { GraphEdge, GraphNode, MachineGraph } from './machine-graph';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoxLine {
  /** 'actions' continues the 'on' line above it when both do not fit on one. */
  kind: 'invoke' | 'entry' | 'exit' | 'on' | 'actions';
  text: string;
  /** The untruncated text, for the tooltip. */
  full: string;
}

export interface PlacedState extends Box {
  node: GraphNode;
  lines: BoxLine[];
  /** A child of a parallel state: drawn dashed, as in UML. */
  isRegion: boolean;
}

export interface PlacedEdge {
  id: string;
  source: string;
  /** The transitions this arrow stands for; none for the arrow from an initial dot. */
  transitions: GraphEdge[];
  /** From a state to one inside it (e.g. the root's own `on`): the arrow starts on the box's border. */
  fromEnclosing: boolean;
  points: Point[];
  label: (Box & { lines: LabelLine[] }) | null;
}

export interface LabelLine {
  text: string;
  /** The guard on a line of its own, under its event. */
  isGuard: boolean;
}

export interface StatechartLayout {
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
  initialDots: Point[];
}

/** The part of ELK used here, so tests can pass a stub. */
export interface ElkLike {
  layout(graph: ElkNode): Promise<ElkNode>;
}

/** Font sizes in px; the styles in statechart.tsx use the same. */
export const FONT = { state: 13, line: 11, label: 11 } as const;
const ADVANCE = 0.62;
/** Box geometry, shared with the drawing: the name's row, then one row per line. */
export const HEADER = 30;
export const LINE = 16;
const PAD_X = 12;
const LABEL_PAD = { x: 6, y: 4 };
export const LABEL_LINE = 14;
const MAX_LABEL_LINE_CHARS = 26;
const DOT = 10;
const HISTORY = 30;
const MAX_LINE_CHARS = 44;

const textWidth = (text: string, fontSize: number) => Math.ceil(text.length * fontSize * ADVANCE);

const truncate = (text: string) =>
  text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS - 1)}…` : text;

export function boxLines(node: GraphNode): BoxLine[] {
  const line = (kind: BoxLine['kind'], full: string): BoxLine => ({ kind, text: truncate(full), full });
  return [
    ...node.invokes.map((src) => line('invoke', src)),
    ...(node.entry.length ? [line('entry', node.entry.join(', '))] : []),
    ...(node.exit.length ? [line('exit', node.exit.join(', '))] : []),
    ...node.internal.flatMap((t) => {
      const actions = t.actions.join(', ');
      if (!actions) return [line('on', t.label)];
      if (t.label.length + actions.length + 3 <= MAX_LINE_CHARS)
        return [line('on', `${t.label} / ${actions}`)];
      return [line('on', t.label), line('actions', actions)];
    }),
  ];
}

/** 'invoke refreshToken', 'entry / a, b', 'on x / a': the prefix is drawn muted. */
export function linePrefix(kind: BoxLine['kind']): string {
  if (kind === 'invoke') return 'invoke ';
  if (kind === 'on') return 'on ';
  if (kind === 'actions') return '   / ';
  return `${kind} / `;
}

function stateSize(node: GraphNode, lines: BoxLine[]) {
  if (node.type === 'history') return { width: HISTORY, height: HISTORY };
  const header = textWidth(node.label, FONT.state) + 2 * PAD_X + (node.type === 'final' ? 8 : 0);
  const body = Math.max(
    0,
    ...lines.map((l) => textWidth(linePrefix(l.kind) + l.text, FONT.line) + 2 * PAD_X),
  );
  return { width: Math.max(96, header, body), height: HEADER + (lines.length ? lines.length * LINE + 6 : 0) };
}

const initialId = (parentId: string) => `${parentId}::initial`;

export function labelLines(transitions: GraphEdge[]): LabelLine[] {
  return transitions.flatMap((t) => {
    const guard = /^(.*?) (\[.*\])$/.exec(t.label);
    if (!guard || t.label.length <= MAX_LABEL_LINE_CHARS) return [{ text: t.label, isGuard: false }];
    return [
      { text: guard[1]!, isGuard: false },
      { text: `  ${guard[2]!}`, isGuard: true },
    ];
  });
}

function groupBySourceAndTarget(edges: GraphEdge[]): GraphEdge[][] {
  const groups = new Map<string, GraphEdge[]>();
  for (const e of edges) {
    const key = `${e.source}\u0000${e.target}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()];
}

/** Set on every compound box as well as the top: ELK reads some of them per level of nesting. */
const LAYERED = {
  'elk.algorithm': 'layered',
  // Top to bottom stays narrower than left to right: the labels of a layer sit side by side.
  'elk.direction': 'DOWN',
  // Depth-first from the initial dot: the flow reads downwards, and arrows back to earlier states go up.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.spacing.nodeNode': '20',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '12',
  'elk.layered.spacing.nodeNodeBetweenLayers': '24',
  'elk.layered.spacing.edgeNodeBetweenLayers': '12',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
};

export async function layoutStatechart(graph: MachineGraph, elk: ElkLike): Promise<StatechartLayout> {
  const options = LAYERED;
  const lines = new Map(graph.nodes.map((n) => [n.id, boxLines(n)]));
  const children = new Map<string | null, GraphNode[]>();
  for (const node of graph.nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);

  const initialEdges: ElkExtendedEdge[] = [];
  const toElk = (node: GraphNode): ElkNode => {
    const kids = children.get(node.id) ?? [];
    const nodeLines = lines.get(node.id) ?? [];
    if (kids.length === 0) return { id: node.id, ...stateSize(node, nodeLines) };
    const initial = kids.find((k) => k.isInitial);
    if (initial)
      initialEdges.push({ id: initialId(node.id), sources: [initialId(node.id)], targets: [initial.id] });
    const top = HEADER + (nodeLines.length ? nodeLines.length * LINE + 4 : 0) + 10;
    return {
      id: node.id,
      layoutOptions: {
        ...options,
        'elk.padding': `[top=${top},left=20,bottom=20,right=20]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${stateSize(node, nodeLines).width}, ${top + 20})`,
      },
      children: [
        ...(initial ? [{ id: initialId(node.id), width: DOT, height: DOT }] : []),
        ...kids.map(toElk),
      ],
    };
  };
  const root = graph.nodes.find((n) => n.id === graph.rootId);
  if (!root) throw new Error(`machine graph without its root ${graph.rootId}`);
  const rootBox = toElk(root);

  const groups = groupBySourceAndTarget(graph.edges);
  const edges: ElkExtendedEdge[] = groups.map((group) => {
    const lines = labelLines(group);
    return {
      id: group[0]!.id,
      sources: [group[0]!.source],
      targets: [group[0]!.target],
      labels: [
        {
          text: lines.map((l) => l.text).join('\n'),
          width: Math.max(...lines.map((l) => textWidth(l.text, FONT.label))) + 2 * LABEL_PAD.x,
          height: lines.length * LABEL_LINE + 2 * LABEL_PAD.y,
        },
      ],
    };
  });

  const laidOut = await elk.layout({
    id: '::layout',
    layoutOptions: {
      ...options,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [rootBox],
    edges: [...initialEdges, ...edges],
  });
  return placed(graph, lines, groups, laidOut);
}

function isInside(byId: Map<string, GraphNode>, id: string | undefined, ancestorId: string): boolean {
  for (let parent = id && byId.get(id)?.parentId; parent; parent = byId.get(parent)?.parentId) {
    if (parent === ancestorId) return true;
  }
  return false;
}

function placed(
  graph: MachineGraph,
  lines: Map<string, BoxLine[]>,
  groups: GraphEdge[][],
  laidOut: ElkNode,
): StatechartLayout {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const groupsById = new Map(groups.map((g) => [g[0]!.id, g]));
  const states: PlacedState[] = [];
  const initialDots: Point[] = [];
  const walk = (elkNode: ElkNode) => {
    const node = byId.get(elkNode.id);
    const box = {
      x: elkNode.x ?? 0,
      y: elkNode.y ?? 0,
      width: elkNode.width ?? 0,
      height: elkNode.height ?? 0,
    };
    const isRegion = !!node?.parentId && byId.get(node.parentId)?.type === 'parallel';
    if (node) states.push({ ...box, node, lines: lines.get(node.id) ?? [], isRegion });
    else if (elkNode.id.endsWith('::initial'))
      initialDots.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    for (const child of elkNode.children ?? []) walk(child);
  };
  for (const child of laidOut.children ?? []) walk(child);

  const edges: PlacedEdge[] = (laidOut.edges ?? []).map((e) => {
    const points = (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    const label = e.labels?.[0];
    const transitions = groupsById.get(e.id) ?? [];
    const source = e.sources[0] ?? '';
    return {
      id: e.id,
      source,
      transitions,
      fromEnclosing: isInside(byId, e.targets[0], source),
      points,
      label: label
        ? {
            lines: labelLines(transitions),
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
          }
        : null,
    };
  });
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, states, edges, initialDots };
}
