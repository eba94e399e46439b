import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import type { ComponentProps } from 'react';

const MARGIN = { top: 16, right: 16, bottom: 56, left: 48 };
const COLORS = ['#e53e3e', '#dd6b20', '#d69e2e', '#3182ce', '#38a169'];

// Text, lines and tooltips in the page's own colours, so the charts read in the dark mode as in the light one.
const fg = 'var(--chakra-colors-fg)';
const muted = 'var(--chakra-colors-fg-muted)';
const line = 'var(--chakra-colors-border)';
const THEME: ComponentProps<typeof ResponsiveBar>['theme'] = {
  text: { fill: muted },
  axis: { domain: { line: { stroke: line } }, ticks: { line: { stroke: line }, text: { fill: muted } }, legend: { text: { fill: muted } } },
  grid: { line: { stroke: line } },
  legends: { text: { fill: muted } },
  labels: { text: { fill: fg } },
  tooltip: { container: { background: 'var(--chakra-colors-bg-panel)', color: fg } },
};

interface BarProps {
  data: Record<string, string | number>[];
  keys: string[];
  indexBy: string;
  /** Readable names of the keys, for the legend and tooltips. */
  labels: Record<string, string>;
  grouped?: boolean;
  colors?: string[];
}

/** Bars per scan or per person, stacked or side by side. */
export function BarChart({ data, keys, indexBy, labels, grouped = false, colors = COLORS }: BarProps) {
  return (
    <ResponsiveBar
      data={data}
      keys={keys}
      indexBy={indexBy}
      groupMode={grouped ? 'grouped' : 'stacked'}
      margin={MARGIN}
      padding={0.3}
      colors={colors}
      enableLabel={false}
      theme={THEME}
      axisBottom={{ tickRotation: data.length > 8 ? -45 : 0 }}
      legendLabel={(datum) => labels[String(datum.id)] ?? String(datum.id)}
      legends={[{ dataFrom: 'keys', anchor: 'bottom', direction: 'row', translateY: 50, itemWidth: 90, itemHeight: 16, symbolSize: 10 }]}
      tooltipLabel={(datum) => `${labels[String(datum.id)] ?? datum.id} · ${datum.indexValue}`}
    />
  );
}

/** One figure over the scans. */
export function LineChart({ id, points }: { id: string; points: { x: string; y: number }[] }) {
  return (
    <ResponsiveLine
      data={[{ id, data: points }]}
      margin={MARGIN}
      colors={['#3182ce']}
      theme={THEME}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisBottom={{ tickRotation: points.length > 8 ? -45 : 0 }}
      pointSize={6}
      useMesh
    />
  );
}

/** Shares of a whole. */
export function PieChart({ slices }: { slices: { id: string; label: string; value: number; color: string }[] }) {
  return <ResponsivePie data={slices} margin={{ top: 16, right: 80, bottom: 16, left: 80 }} innerRadius={0.5} padAngle={1} theme={THEME} arcLinkLabelsTextColor={muted} colors={(slice) => slice.data.color} arcLinkLabel={(slice) => slice.data.label} />;
}
