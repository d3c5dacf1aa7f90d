import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Flex, Spin, Tabs, Typography, theme } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';
import { useFieldCatalog } from '../../../entities/report-catalog/hooks/useFieldCatalog.js';
import { useGenerateReport } from '../../../entities/report/hooks/useGenerateReport.js';
import {
  REPORT_TEXTS,
  builderStateOf,
  definitionOf,
  generationFailureText,
  withPivotSort,
  withSelectedFields,
  type BuilderState,
  type ReportDefinition,
} from '../../../entities/report/report.model.js';
import { BUILDER_TABS, type BuilderTab } from '../report-builder.model.js';
import { reportBuilderCss } from '../report-builder.styles.js';
import { FieldPreview } from './FieldPreview.js';
import { ReportConfiguration } from './ReportConfiguration.js';
import { ReportResults } from './ReportResults.js';

export interface PivotTableBuilderProps {
  taskId: number;
  initialDefinition?: ReportDefinition;
  onDefinitionChange?: (definition: ReportDefinition) => void;
}

/**
 * The report generator of an api-reporting task (spec 001 section 2.6): tabs Report Configuration,
 * Field Preview and Results. Generate checks that fields are picked ('No Fields Selected'), shows
 * its progress, then the Results tab; a refused report says why under 'Report Generation Failed'.
 * The definition it opens with is the task's (or a saved report's); every change is handed to
 * onDefinitionChange, so the host can keep it.
 */
export function PivotTableBuilder({ taskId, initialDefinition, onDefinitionChange }: PivotTableBuilderProps) {
  const { toast } = useToast();
  const { token } = theme.useToken();
  const css = useMemo(() => reportBuilderCss(token), [token]);
  const catalog = useFieldCatalog();
  const fields = useMemo(() => catalog.data?.fields ?? [], [catalog.data]);
  const [state, setState] = useState<BuilderState>(() => builderStateOf(initialDefinition));
  const [tab, setTab] = useState<BuilderTab>('configuration');
  const [failure, setFailure] = useState<string | null>(null);
  const report = useGenerateReport();

  // A host that hands another definition (the task's configuration once loaded) opens it; one
  // that hands back what this builder told it changes nothing.
  const opened = useRef(initialDefinition);
  useEffect(() => {
    if (!initialDefinition || initialDefinition === opened.current) return;
    opened.current = initialDefinition;
    setState((current) => (JSON.stringify(definitionOf(current)) === JSON.stringify(initialDefinition) ? current : builderStateOf(initialDefinition)));
  }, [initialDefinition]);

  const change = useCallback(
    (next: BuilderState) => {
      setState(next);
      onDefinitionChange?.(definitionOf(next));
    },
    [onDefinitionChange],
  );
  const patch = (p: Partial<BuilderState>) => change({ ...state, ...p });
  const selectFields = (ids: string[]) => change(withSelectedFields(state, ids));

  const run = async (definition: ReportDefinition) => {
    setFailure(null);
    try {
      await report.generate(definition);
      setTab('results');
    } catch (error) {
      setFailure(generationFailureText(error));
    }
  };

  const generate = () => {
    if (state.selectedFields.length === 0) {
      toast({ variant: 'error', ...REPORT_TEXTS.noFields });
      return;
    }
    void run(definitionOf(state));
  };

  const sortBy = (sort: BuilderState['sort']) => {
    patch({ sort });
    if (report.report) void run(withPivotSort(report.report.definition, sort));
  };

  const byId = useMemo(() => new Map(fields.map((f) => [f.id, f])), [fields]);
  const isCurrency = useCallback((id: string) => byId.get(id)?.currency === true, [byId]);
  const labelOf = useCallback((id: string) => byId.get(id)?.label ?? id, [byId]);
  const generating = report.isGenerating;

  return (
    <Flex vertical gap="middle" className="report-builder" data-testid="pivot-table-builder" data-task-id={taskId}>
      <style>{css}</style>
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ 'aria-label': 'Dismiss' }}
          onClose={() => setFailure(null)}
          title={REPORT_TEXTS.generationFailed}
          description={failure}
          data-testid="report-failure"
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as BuilderTab)}
        tabBarExtraContent={
          <Button type="primary" onClick={generate} loading={generating} data-testid="report-generate">
            {generating ? 'Generating…' : 'Generate Report'}
          </Button>
        }
        items={[
          {
            key: 'configuration',
            label: BUILDER_TABS.configuration,
            children: <ReportConfiguration state={state} fields={fields} onChange={patch} onSelectFields={selectFields} disabled={generating} />,
          },
          { key: 'preview', label: BUILDER_TABS.preview, children: <FieldPreview fields={fields} selected={state.selectedFields} /> },
          {
            key: 'results',
            label: BUILDER_TABS.results,
            children: (
              <Flex vertical gap="middle">
                {generating && (
                  <Flex align="center" gap="small" role="status" data-testid="report-generating">
                    <Spin size="small" />
                    <Typography.Text>Generating report…</Typography.Text>
                  </Flex>
                )}
                <ReportResults
                  report={report.report}
                  hasMore={report.hasMore}
                  loadingMore={report.isLoadingMore}
                  loadMoreFailed={report.loadMoreError !== null}
                  onLoadMore={report.loadMore}
                  regenerating={generating}
                  sort={state.sort}
                  onSortChange={sortBy}
                  isCurrency={isCurrency}
                  labelOf={labelOf}
                />
              </Flex>
            ),
          },
        ]}
      />
      {generating && tab !== 'results' && (
        <Flex align="center" gap="small" role="status">
          <Spin size="small" />
          <Typography.Text>Generating report…</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
