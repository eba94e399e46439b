import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ToolReport } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../../../i18n/i18n-types';
import { ScreenFrame } from '../../../../ui/screen-frame';
import type { TaskTool } from '../../task-tool';
import { useToolReport } from '../api/tool-report';
import { ChartPanel } from './chart-panel';
import { BarChart, LineChart, PieChart } from './nivo-charts';

type Words = TranslationFunctions['codecheckResults'];
const scanLabel = (words: Words, buildNum: number) => words.charts.scanLabel({ buildNum });

function LintCharts({ report, words }: { report: Extract<ToolReport, { toolPattern: 'LINT' }>; words: Words }) {
  const perScan = report.trend.map((point) => ({ scan: scanLabel(words, point.buildNum), created: point.createdThisScan, fixed: point.fixedThisScan }));
  const severities = [
    { id: 'high', label: words.severity.high(), value: report.bySeverity.high, color: '#e53e3e' },
    { id: 'medium', label: words.severity.medium(), value: report.bySeverity.medium, color: '#dd6b20' },
    { id: 'low', label: words.severity.low(), value: report.bySeverity.low, color: '#a0aec0' },
  ];
  const severityLabels = { high: words.severity.high(), medium: words.severity.medium(), low: words.severity.low() };
  return (
    <>
      <ChartPanel
        title={words.charts.newAndClosed()}
        testId="chart-new-closed"
        chart={<BarChart data={perScan} keys={['created', 'fixed']} indexBy="scan" grouped labels={{ created: words.charts.created(), fixed: words.charts.fixed() }} colors={['#e53e3e', '#38a169']} />}
        table={{ columns: [words.charts.scan(), words.charts.created(), words.charts.fixed()], rows: perScan.map((row) => ({ key: row.scan, cells: [row.scan, row.created, row.fixed] })) }}
      />
      <ChartPanel
        title={words.charts.byAuthor()}
        testId="chart-by-author"
        chart={<BarChart data={report.byAuthor.map((row) => ({ ...row }))} keys={['high', 'medium', 'low']} indexBy="author" labels={severityLabels} colors={['#e53e3e', '#dd6b20', '#a0aec0']} />}
        table={{
          columns: [words.charts.author(), severityLabels.high, severityLabels.medium, severityLabels.low],
          rows: report.byAuthor.map((row) => ({ key: row.author, cells: [row.author, row.high, row.medium, row.low] })),
        }}
      />
      <ChartPanel
        title={words.charts.bySeverity()}
        testId="chart-by-severity"
        chart={<PieChart slices={severities.filter((slice) => slice.value > 0)} />}
        table={{ columns: [words.columns.severity(), words.charts.count()], rows: severities.map((slice) => ({ key: slice.id, cells: [slice.label, slice.value] })) }}
      />
    </>
  );
}

function CcnCharts({ report, words }: { report: Extract<ToolReport, { toolPattern: 'CCN' }>; words: Words }) {
  const perScan = report.trend.map((point) => ({ scan: scanLabel(words, point.buildNum), extremelyHigh: point.extremelyHigh, high: point.high, medium: point.medium, average: point.averageCcn }));
  const riskLabels = { extremelyHigh: words.risk.extremelyHigh(), high: words.risk.high(), medium: words.risk.medium() };
  return (
    <>
      <ChartPanel
        title={words.charts.riskDistribution()}
        testId="chart-risk-distribution"
        chart={<BarChart data={perScan.map(({ average: _average, ...row }) => row)} keys={['extremelyHigh', 'high', 'medium']} indexBy="scan" labels={riskLabels} colors={['#e53e3e', '#dd6b20', '#d69e2e']} />}
        table={{
          columns: [words.charts.scan(), riskLabels.extremelyHigh, riskLabels.high, riskLabels.medium],
          rows: perScan.map((row) => ({ key: row.scan, cells: [row.scan, row.extremelyHigh, row.high, row.medium] })),
        }}
      />
      <ChartPanel
        title={words.charts.averageCcn()}
        testId="chart-average-ccn"
        chart={<LineChart id={words.averageCcn()} points={perScan.map((row) => ({ x: row.scan, y: row.average }))} />}
        table={{ columns: [words.charts.scan(), words.averageCcn()], rows: perScan.map((row) => ({ key: row.scan, cells: [row.scan, row.average.toFixed(2)] })) }}
      />
    </>
  );
}

function DuplicationCharts({ report, words }: { report: Extract<ToolReport, { toolPattern: 'DUPC' }>; words: Words }) {
  const perScan = report.trend.map((point) => ({ scan: scanLabel(words, point.buildNum), rate: point.rate, files: point.duplicatedFiles }));
  return (
    <ChartPanel
      title={words.charts.duplicationRate()}
      testId="chart-duplication-rate"
      chart={<LineChart id={words.duplicationRate()} points={perScan.map((row) => ({ x: row.scan, y: row.rate }))} />}
      table={{
        columns: [words.charts.scan(), words.duplicationRate(), words.duplicatedFiles()],
        rows: perScan.map((row) => ({ key: row.scan, cells: [row.scan, `${row.rate.toFixed(2)}%`, row.files] })),
      }}
    />
  );
}

/** A tool's figures over the task's recent scans, each chart with its table. */
export function ChartsScreen({ taskId, tool }: { taskId: number; tool: TaskTool }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  // The route has already refused a tool the catalogue does not know.
  const { data: report } = useToolReport(taskId, tool.name as ToolName);

  return (
    <ScreenFrame>
      {!report ? (
        <Center py="16">
          <Spinner />
        </Center>
      ) : report.trend.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center" data-testid="charts-empty">
          {words.noReport()}
        </Text>
      ) : (
        <Stack gap="4">
          {report.toolPattern === 'LINT' ? <LintCharts report={report} words={words} /> : null}
          {report.toolPattern === 'CCN' ? <CcnCharts report={report} words={words} /> : null}
          {report.toolPattern === 'DUPC' ? <DuplicationCharts report={report} words={words} /> : null}
        </Stack>
      )}
    </ScreenFrame>
  );
}
