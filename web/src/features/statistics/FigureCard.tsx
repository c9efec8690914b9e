import { ExportOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../ui/native';
import { MenuButton } from '../../ui/native/MenuButton';
import { Skeleton } from '../../ui/native/Skeleton';
import { startedLazy } from '../../ui/startedLazy';
import type { ExportFormat } from './exportFigure';
import type { FigureView } from './figures';

// The chart engine (Chartist) comes in a chunk of its own, so the route's first load stays small; it is asked for as
// this module loads, beside the page's data, not once the numbers have rendered: on a reload its module was
// then only evaluated after the data had come, a third of the page's wait (docs/decisions.md "The chart's
// chunk starts with the page").
const StatisticsChart = startedLazy(async () => (await import('./StatisticsChart')).StatisticsChart);
StatisticsChart.preload().catch(() => undefined);

/** One figure: its chart or, at a click, its table; and its export as CSV or Excel. Native markup, no antd. */
export function FigureCard({
  figure,
  onExport,
  exporting,
  headingLevel = 2,
}: {
  figure: FigureView;
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
  /** 3 inside a section of the page that has its own heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const empty = figure.rows.length === 0;
  return (
    <Card
      title={<Heading className="statistics-figure-title">{figure.title}</Heading>}
      className="statistics-figure"
      extra={
        <div className="statistics-figure-actions">
          <div
            role="group"
            aria-label={t('statistics.view', { name: figure.title })}
            className="statistics-toggle"
          >
            {(['chart', 'table'] as const).map((v) => (
              <Button
                key={v}
                type={view === v ? 'primary' : 'default'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {t(`statistics.${v}`)}
              </Button>
            ))}
          </div>
          <MenuButton
            label={t('statistics.exportOf', { name: figure.title })}
            icon={exporting ? '…' : <ExportOutlined />}
            groups={[
              {
                key: 'export',
                label: t('statistics.export'),
                items: [
                  { key: 'csv', label: t('statistics.exportCsv') },
                  { key: 'xlsx', label: t('statistics.exportXlsx') },
                ],
              },
            ]}
            onChoose={(key) => onExport(key as ExportFormat)}
          />
        </div>
      }
    >
      {view === 'table' ? (
        <div className="statistics-table-wrap">
          <table className="statistics-table" aria-label={t('statistics.tableOf', { name: figure.title })}>
            <thead>
              <tr>
                {figure.columns.map((c) => (
                  <th key={c.key} scope="col" className={c.align === 'right' ? 'num' : undefined}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {empty ? (
                <tr>
                  <td colSpan={figure.columns.length}>{t('statistics.empty')}</td>
                </tr>
              ) : (
                figure.rows.map((row, i) => (
                  <tr key={i} className="statistics-row">
                    {figure.columns.map((c) => (
                      <td key={c.key} className={c.align === 'right' ? 'num' : undefined}>
                        {c.render(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : empty ? (
        <p className="statistics-empty">{t('statistics.empty')}</p>
      ) : (
        <Suspense fallback={<Skeleton rows={4} />}>
          <StatisticsChart spec={figure.chart} label={t('statistics.chartOf', { name: figure.title })} />
        </Suspense>
      )}
    </Card>
  );
}
