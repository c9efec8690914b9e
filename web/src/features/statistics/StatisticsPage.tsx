import { academyToday } from '@lms/domain/calendar';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { defaultStatisticsRange } from '@lms/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePrefetchedPolicy } from '../../shared/prefetch';
import { useSession } from '../../shared/session';
import { NativeDateField } from '../../ui/form/nativeDateField';
import { SelectField } from '../../ui/form/nativeChoiceFields';
import { applyServerErrors, type ServerFieldError } from '../../ui/form/serverErrors';
import { useFormatters } from '../../ui/format';
import { Alert, Button, Col, Row } from '../../ui/native';
import { Skeleton } from '../../ui/native/Skeleton';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toast';
import { downloadFigure, type ExportFormat } from './exportFigure';
import { FigureCard } from './FigureCard';
import { buildFigures, type FigureKey, type FigureViews } from './figures';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import { recentQuarters } from './quarters';
import { StatisticsFilterOptionsQuery, StatisticsPageQuery, statisticsVariables } from './statisticsQueries';
import type { StatisticsFilterValues, statisticsFilterSchema } from './statisticsFilter';
import './statistics.css';

const ALL_FIGURES: FigureKey[] = [
  'students_by_status',
  'classes_by_month',
  'attendance_by_class',
  'attendance_by_month',
  'score_distribution',
  'pass_rates',
  'marking_backlog',
];
const TEST_FIGURES: FigureKey[] = ['score_distribution', 'pass_rates', 'marking_backlog'];
/** The academy's IELTS figures: administrators only (the gateway refuses them to teachers). */
const IELTS_FIGURES: FigureKey[] = ['ielts_registrations', 'ielts_bands', 'ielts_revenue', 'promotion_usage'];
const FIELDS = ['from', 'to', 'classId', 'courseId'] as const;

/** `/manageStatistics` and `/manageStatistics/statistics` (administrators): every figure of the academy. */
export function StatisticsPage() {
  const { t } = useTranslation();
  return (
    <StatisticsView
      title={t('statistics.title')}
      subtitle={t('statistics.lead')}
      figures={ALL_FIGURES}
      ieltsFigures={IELTS_FIGURES}
    />
  );
}

/**
 * `/manageStatistics/testInfomation`: the test information, scores, pass rates and marking backlog, of every
 * class (administrators) or of the classes a teacher teaches.
 */
export function TestInformationPage() {
  const { t } = useTranslation();
  return (
    <StatisticsView
      title={t('statistics.testTitle')}
      subtitle={t('statistics.testLead')}
      figures={TEST_FIGURES}
    />
  );
}

function StatisticsView({
  title,
  subtitle,
  figures,
  ieltsFigures = [],
}: {
  title: string;
  subtitle: string;
  figures: FigureKey[];
  ieltsFigures?: FigureKey[];
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { accessToken } = useSession();
  const today = academyToday();
  const initial = useMemo<StatisticsFilterValues>(
    () => ({ ...defaultStatisticsRange(today), classId: '', courseId: '' }),
    [today],
  );
  const [filter, setFilter] = useState<StatisticsFilterValues>(initial);
  const [exporting, setExporting] = useState<FigureKey | null>(null);
  const { control, handleSubmit, setValue, setError, formState } = useForm<StatisticsFilterValues>({
    resolver: lazyZodResolver<typeof statisticsFilterSchema>(() =>
      import('./statisticsFilter').then((m) => m.statisticsFilterSchema),
    ),
    defaultValues: initial,
  });
  const options = useQuery(StatisticsFilterOptionsQuery, {
    fetchPolicy: usePrefetchedPolicy(StatisticsFilterOptionsQuery),
  });
  const { data, previousData, loading, error } = useQuery(StatisticsPageQuery, {
    variables: statisticsVariables(filter, ieltsFigures.length > 0),
    fetchPolicy: usePrefetchedPolicy(StatisticsPageQuery),
  });

  // The backend's field errors (an unknown class, a range it refuses) go under their fields.
  useEffect(() => {
    if (!error || !CombinedGraphQLErrors.is(error)) return;
    const fieldErrors = error.errors.flatMap(
      (e) => (e.extensions?.fieldErrors as ServerFieldError[] | undefined) ?? [],
    );
    applyServerErrors(fieldErrors, setError, FIELDS);
  }, [error, setError]);

  const shown = data ?? previousData;
  const views = useMemo(() => (shown ? buildFigures(shown.statistics, t, format) : null), [shown, t, format]);
  const quarters = useMemo(() => recentQuarters(today), [today]);

  const apply = handleSubmit((values) => setFilter(values));
  const pickQuarter = (key: string) => {
    const q = quarters.find((x) => x.key === key);
    if (!q) return;
    setValue('from', q.from, { shouldValidate: true });
    setValue('to', q.to, { shouldValidate: true });
    void apply();
  };

  const exportFigure = async (figure: FigureKey, fileFormat: ExportFormat) => {
    setExporting(figure);
    try {
      const name = await downloadFigure(
        { figure, format: fileFormat, ...filter },
        { token: await accessToken(), language: i18n.language },
      );
      toast.success(t('statistics.exported', { name }));
    } catch (e) {
      toast.error(t('statistics.exportFailed'), e instanceof Error ? e.message : undefined);
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <form
        className="statistics-filters"
        onSubmit={(e) => void apply(e)}
        aria-label={t('statistics.filters')}
      >
        <div className="statistics-filter">
          <label htmlFor="statistics-quarter">{t('statistics.quarter')}</label>
          <select
            id="statistics-quarter"
            className="lms-input lms-select"
            value={quarters.find((q) => q.from === filter.from && q.to === filter.to)?.key ?? ''}
            onChange={(e) => pickQuarter(e.target.value)}
          >
            <option value="">{t('statistics.quarterPlaceholder')}</option>
            {quarters.map((q) => (
              <option key={q.key} value={q.key}>
                {t('statistics.quarterLabel', { quarter: q.quarter, year: q.year })}
              </option>
            ))}
          </select>
        </div>
        <div className="statistics-filter">
          <NativeDateField control={control} name="from" label={t('statistics.from')} />
        </div>
        <div className="statistics-filter">
          <NativeDateField control={control} name="to" label={t('statistics.to')} />
        </div>
        <div className="statistics-filter">
          <SelectField<StatisticsFilterValues>
            control={control}
            name="classId"
            label={t('statistics.class')}
            options={[
              { value: '', label: t('statistics.allClasses') },
              ...(options.data?.classes.items ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </div>
        <div className="statistics-filter">
          <SelectField<StatisticsFilterValues>
            control={control}
            name="courseId"
            label={t('statistics.course')}
            options={[
              { value: '', label: t('statistics.allCourses') },
              ...(options.data?.courses.items ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </div>
        <div className="statistics-filter statistics-filter-submit">
          <Button
            type="primary"
            htmlType="submit"
            loading={loading && Boolean(shown)}
            disabled={formState.isSubmitting}
          >
            {t('statistics.apply')}
          </Button>
        </div>
      </form>
      {shown && (
        <p className="statistics-range" aria-live="polite">
          {t('statistics.range', {
            from: format.date(shown.statistics.from),
            to: format.date(shown.statistics.to),
          })}
        </p>
      )}
      {error && !CombinedGraphQLErrors.is(error) && (
        <Alert type="error" showIcon title={t('statistics.loadFailed')} />
      )}
      {!views ? (
        loading ? (
          <Skeleton />
        ) : null
      ) : (
        <>
          <FigureGrid
            keys={figures}
            views={views}
            exporting={exporting}
            onExport={(key, fileFormat) => void exportFigure(key, fileFormat)}
          />
          {ieltsFigures.some((key) => views[key]) && (
            <section className="statistics-section" aria-labelledby="statistics-ielts">
              <h2 id="statistics-ielts" className="statistics-section-title">
                {t('statistics.ieltsTitle')}
              </h2>
              <p className="statistics-section-lead">{t('statistics.ieltsLead')}</p>
              <FigureGrid
                headingLevel={3}
                keys={ieltsFigures}
                views={views}
                exporting={exporting}
                onExport={(key, fileFormat) => void exportFigure(key, fileFormat)}
              />
            </section>
          )}
        </>
      )}
    </>
  );
}

/** Figure cards, two a row on wide screens; a figure the answer lacks is left out. */
function FigureGrid({
  keys,
  views,
  exporting,
  onExport,
  headingLevel,
}: {
  keys: FigureKey[];
  views: FigureViews;
  exporting: FigureKey | null;
  onExport: (key: FigureKey, format: ExportFormat) => void;
  headingLevel?: 2 | 3;
}) {
  return (
    <Row gutter={16}>
      {keys.map((key) => {
        const view = views[key];
        return view ? (
          <Col key={key} xs={24} lg={12}>
            <FigureCard
              figure={view}
              exporting={exporting === key}
              onExport={(fileFormat) => onExport(key, fileFormat)}
              headingLevel={headingLevel}
            />
          </Col>
        ) : null;
      })}
    </Row>
  );
}
