import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Chart.js, with only the parts the overview draws (this module is loaded with the overview, never before).
ChartJS.register(CategoryScale, LinearScale, LineElement, PointElement, BarElement, Tooltip, Legend);

/** Colours that keep 3:1 against white and apart from each other. */
const COLOURS = ['#1f5fbf', '#b3261e', '#1b7a3d', '#8a4baf', '#a35a00'];

export interface Series {
  label: string;
  values: number[];
}

interface ChartProps {
  /** What the chart shows, for screen readers (the figures are also in the table beside it). */
  title: string;
  labels: string[];
  series: Series[];
  kind?: 'line' | 'bar';
  stacked?: boolean;
}

/** A small chart of daily figures; the caller gives the same figures as a table for those who cannot see it. */
export function DailyChart({ title, labels, series, kind = 'line', stacked = false }: ChartProps) {
  const data = {
    labels,
    datasets: series.map((s, i) => ({
      label: s.label,
      data: s.values,
      borderColor: COLOURS[i % COLOURS.length],
      backgroundColor: COLOURS[i % COLOURS.length],
      pointRadius: 0,
      borderWidth: 2,
    })),
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    interaction: { mode: 'index' as const, intersect: false },
    plugins: { legend: { position: 'bottom' as const, labels: { boxWidth: 12 } } },
    scales: {
      x: { stacked, ticks: { maxTicksLimit: 8 } },
      y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
    },
  };
  const canvas = { role: 'img', 'aria-label': title };
  return (
    <div className="admin-chart">
      {kind === 'bar' ? (
        <Bar data={data} options={options} {...canvas} />
      ) : (
        <Line data={data} options={options} {...canvas} />
      )}
    </div>
  );
}
