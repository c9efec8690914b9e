import type { ResultOf } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import {
  bandTableProblem,
  DEFAULT_LISTENING_TABLE,
  defaultReadingTable,
  IELTS_DEFAULT_LISTENING_PLAYS,
  RAW_MAX,
  RAW_MIN,
} from '@lms/domain';
import { InputNumber, Select } from 'antd';
import { Skeleton } from '../../ui/native/Skeleton';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../../shared/ErrorPages';
import { paths } from '../../shared/paths';
import { QueryErrorPage } from '../../shared/QueryErrorPage';
import { RadioGroupField } from '../../ui/form/nativeChoiceFields';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormItem } from '../../ui/form/FormItem';
import { FormActions, FormErrorAlert, FormLayout } from '../../ui/form/FormLayout';
import { lazyZodResolver } from '../../ui/form/lazyResolver';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { Alert, Button, Card } from '../../ui/native';
import { PageHeader } from '../../ui/PageHeader';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { BAND_CHOICES, formatBand } from './bandOptions';
import type { IeltsTestValues, ieltsTestSchema } from './ieltsSchemas';
import { IELTS_TEST_FIELDS } from './ieltsFields';
import { useSaveIeltsTest } from './useSaveIeltsTest';
import './ielts.css';

const IeltsTestEditQuery = graphql(`
  query IeltsTestEditQuery($id: ID!) {
    ieltsTest(id: $id) {
      id
      name
      module
      description
      active
      listeningExerciseId
      listeningExerciseName
      readingExerciseId
      readingExerciseName
      writingExerciseId
      writingExerciseName
      speakingExerciseId
      speakingExerciseName
      listeningTable {
        minRaw
        band
      }
      readingTable {
        minRaw
        band
      }
      listeningPlays
    }
  }
`);

const IeltsExercisePickQuery = graphql(`
  query IeltsExercisePickQuery($search: String) {
    exercises(search: $search, pageSize: 30) {
      items {
        id
        name
      }
    }
  }
`);

type Test = NonNullable<ResultOf<typeof IeltsTestEditQuery>['ieltsTest']>;
const SKILLS = ['listening', 'reading', 'writing', 'speaking'] as const;
type SkillKey = (typeof SKILLS)[number];
const plain = (rows: readonly { minRaw: number; band: number }[]) =>
  rows.map((r) => ({ minRaw: r.minRaw, band: r.band }));

/**
 * `/manageStatistics/ieltsTests/edit` (`?id=` an existing test): an IELTS test's name, module,
 * description, active, the exercise of each skill, and its listening and reading raw-to-band tables (the
 * published tables by default, checked by the domain's rule as they are edited).
 */
export function IeltsTestEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, loading, error } = useQuery(IeltsTestEditQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (error && !data) return <QueryErrorPage error={error} />;
  if (id && !loading && data && !data.ieltsTest) return <NotFoundPage />;
  const title = id ? t('ielts.tests.editTitle') : t('ielts.tests.create');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={data?.ieltsTest?.name}
        crumbs={[{ title: t('ielts.tests.title'), to: paths.ieltsTests }, { title }]}
      />
      {id && !data?.ieltsTest ? (
        <Skeleton />
      ) : (
        <TestForm key={id ?? 'new'} test={data?.ieltsTest ?? null} title={title} />
      )}
    </>
  );
}

function TestForm({ test, title }: { test: Test | null; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveIeltsTest();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitting, errors },
  } = useForm<IeltsTestValues>({
    resolver: lazyZodResolver<typeof ieltsTestSchema>(() =>
      import('./ieltsSchemas').then((m) => m.ieltsTestSchema),
    ),
    defaultValues: test
      ? {
          name: test.name,
          module: test.module,
          description: test.description,
          active: test.active,
          listeningExerciseId: test.listeningExerciseId ? String(test.listeningExerciseId) : '',
          readingExerciseId: test.readingExerciseId ? String(test.readingExerciseId) : '',
          writingExerciseId: test.writingExerciseId ? String(test.writingExerciseId) : '',
          speakingExerciseId: test.speakingExerciseId ? String(test.speakingExerciseId) : null,
          listeningTable: plain(test.listeningTable),
          readingTable: plain(test.readingTable),
          listeningPlays: test.listeningPlays,
        }
      : {
          name: '',
          module: 'ACADEMIC',
          description: '',
          active: true,
          listeningExerciseId: '',
          readingExerciseId: '',
          writingExerciseId: '',
          speakingExerciseId: null,
          listeningTable: plain(DEFAULT_LISTENING_TABLE),
          readingTable: plain(defaultReadingTable('academic')),
          listeningPlays: IELTS_DEFAULT_LISTENING_PLAYS,
        },
  });
  const module = useWatch({ control, name: 'module' });

  const submit = handleSubmit(async (values) => {
    const result = await save(test ? { id: String(test.id), ...values } : values, values.name);
    if (!applyServerErrors(result.errors, setError, IELTS_TEST_FIELDS) && result.ok)
      void navigate(paths.ieltsTests);
  });

  const names: Record<SkillKey, string | null | undefined> = {
    listening: test?.listeningExerciseName,
    reading: test?.readingExerciseName,
    writing: test?.writingExerciseName,
    speaking: test?.speakingExerciseName,
  };

  return (
    <FormLayout onSubmit={() => void submit()} label={title}>
      <Card className="ielts-card">
        <TextField control={control} name="name" label={t('ielts.tests.name')} required />
        <RadioGroupField
          control={control}
          name="module"
          label={t('ielts.tests.module')}
          options={(['ACADEMIC', 'GENERAL'] as const).map((m) => ({
            value: m,
            label: t(`ielts.module.${m}`),
          }))}
        />
        <TextAreaField control={control} name="description" label={t('ielts.fields.description')} rows={3} />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <label className="lms-choice">
              <input
                type="checkbox"
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
              />{' '}
              {t('ielts.tests.activeHint')}
            </label>
          )}
        />
      </Card>
      <Card className="ielts-card" title={t('ielts.tests.exercises')}>
        {SKILLS.map((skill) => (
          <ExercisePicker key={skill} control={control} skill={skill} currentName={names[skill]} />
        ))}
        {/* Once, as in IELTS, unless the administrator says otherwise (docs/design.md section 10). */}
        <RadioGroupField
          control={control}
          name="listeningPlays"
          label={t('ielts.tests.listeningPlays')}
          options={[1, 2, 0].map((n) => ({ value: n, label: t(`ielts.tests.listeningPlaysValue.${n}`) }))}
        />
      </Card>
      <Card
        className="ielts-card"
        title={t('ielts.tests.listeningTable')}
        extra={
          <Button size="small" onClick={() => setValue('listeningTable', plain(DEFAULT_LISTENING_TABLE))}>
            {t('ielts.tests.resetTable')}
          </Button>
        }
      >
        <BandTable control={control} name="listeningTable" />
      </Card>
      <Card
        className="ielts-card"
        title={t('ielts.tests.readingTable', { module: t(`ielts.module.${module}`) })}
        extra={
          <Button
            size="small"
            onClick={() =>
              setValue(
                'readingTable',
                plain(defaultReadingTable(module === 'GENERAL' ? 'general' : 'academic')),
              )
            }
          >
            {t('ielts.tests.resetTable')}
          </Button>
        }
      >
        <BandTable control={control} name="readingTable" />
      </Card>
      <FormErrorAlert errors={errors} />
      <FormActions
        submitLabel={t('common.save')}
        submitting={isSubmitting}
        onCancel={() => void navigate(paths.ieltsTests)}
      />
    </FormLayout>
  );
}

function ExercisePicker({
  control,
  skill,
  currentName,
}: {
  control: Control<IeltsTestValues>;
  skill: SkillKey;
  currentName: string | null | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const { data, loading } = useQuery(IeltsExercisePickQuery, {
    variables: { search: debounced || undefined },
  });
  const name = `${skill}ExerciseId` as const;
  const label = t(`ielts.skill.${skill.toUpperCase()}`);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const options = (data?.exercises.items ?? []).map((e) => ({ value: String(e.id), label: e.name }));
        if (field.value && currentName && !options.some((o) => o.value === field.value))
          options.unshift({ value: field.value, label: currentName });
        return (
          <FormItem
            label={label}
            htmlFor={`exercise-${skill}`}
            required={skill !== 'speaking'}
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          >
            <Select
              id={`exercise-${skill}`}
              style={{ width: '100%' }}
              showSearch={{ filterOption: false, onSearch: setSearch }}
              allowClear={skill === 'speaking'}
              loading={loading}
              placeholder={t('ielts.tests.pickExercise')}
              value={field.value || undefined}
              options={options}
              onChange={(value: string | undefined) =>
                field.onChange(value ?? (skill === 'speaking' ? null : ''))
              }
              status={fieldState.error ? 'error' : undefined}
            />
          </FormItem>
        );
      }}
    />
  );
}

function BandTable({
  control,
  name,
}: {
  control: Control<IeltsTestValues>;
  name: 'listeningTable' | 'readingTable';
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = useWatch({ control, name });
  const problem = bandTableProblem(rows ?? []);
  return (
    <>
      <table className="ielts-band-table">
        <thead>
          <tr>
            <th scope="col">{t('ielts.tests.band')}</th>
            <th scope="col">{t('ielts.tests.minRaw')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f, i) => (
            <tr key={f.id}>
              <td>
                <Controller
                  control={control}
                  name={`${name}.${i}.band`}
                  render={({ field }) => (
                    <Select<number>
                      aria-label={t('ielts.tests.bandOfRow', { row: i + 1 })}
                      value={field.value}
                      style={{ width: 90 }}
                      options={BAND_CHOICES.map((b) => ({ value: b, label: formatBand(b) }))}
                      onChange={field.onChange}
                    />
                  )}
                />
              </td>
              <td>
                <Controller
                  control={control}
                  name={`${name}.${i}.minRaw`}
                  render={({ field }) => (
                    <InputNumber
                      aria-label={t('ielts.tests.minRawOfRow', { row: i + 1 })}
                      min={RAW_MIN}
                      max={RAW_MAX}
                      step={1}
                      value={field.value}
                      onChange={(v) => field.onChange(v ?? 0)}
                    />
                  )}
                />
              </td>
              <td>
                <Button
                  size="small"
                  onClick={() => remove(i)}
                  aria-label={t('ielts.tests.removeRow', { row: i + 1 })}
                >
                  ×
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="small" onClick={() => append({ band: 0, minRaw: 0 })} style={{ marginTop: 8 }}>
        {t('ielts.tests.addRow')}
      </Button>
      {problem && (
        <Alert
          type="warning"
          showIcon
          title={t(`ielts.tests.tableProblem.${problem}`)}
          style={{ marginTop: 8 }}
        />
      )}
    </>
  );
}
