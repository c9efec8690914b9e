import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useFormatters } from '../../ui/format';
import { DATE_PATTERN } from '../../ui/form/rules';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { MAX_SESSIONS } from './classFields';

const ClassFormEndDateQuery = graphql(`
  query ClassFormEndDateQuery($input: CalculateEndDateInput!) {
    calculateEndDate(input: $input) {
      expectedEndDate
      sessionDates
      daysOffSkipped
    }
  }
`);

interface Pattern {
  startDate: string;
  numberOfSessions: number | null;
  weekdays: number[];
  classId?: string;
}

/** The expected end date, asked from the server as the user types the class's pattern. */
export function ExpectedEndDate({ startDate, numberOfSessions, weekdays, classId }: Pattern) {
  const { t } = useTranslation();
  const format = useFormatters();
  // Debounced as text: a new object every render would restart the timer forever.
  const key = useDebouncedValue(JSON.stringify({ startDate, numberOfSessions, weekdays, classId }), 300);
  const pattern = JSON.parse(key) as Pattern;
  const complete =
    DATE_PATTERN.test(pattern.startDate) &&
    pattern.numberOfSessions !== null &&
    Number.isInteger(pattern.numberOfSessions) &&
    pattern.numberOfSessions > 0 &&
    pattern.numberOfSessions <= MAX_SESSIONS &&
    pattern.weekdays.length > 0;
  const { data, previousData, loading } = useQuery(ClassFormEndDateQuery, {
    skip: !complete,
    fetchPolicy: 'cache-first',
    variables: {
      input: {
        startDate: pattern.startDate,
        numberOfSessions: pattern.numberOfSessions ?? 0,
        weekdays: [...pattern.weekdays].sort((a, b) => a - b),
        classId: pattern.classId,
      },
    },
  });
  const result = (data ?? previousData)?.calculateEndDate;

  if (!complete) {
    return <Alert type="info" showIcon title={t('classes.endDateHint')} style={{ marginBottom: 16 }} />;
  }
  return (
    <div aria-live="polite">
      <Alert
        type={result?.expectedEndDate ? 'success' : 'info'}
        showIcon
        style={{ marginBottom: 16, opacity: loading ? 0.6 : 1 }}
        title={
          result?.expectedEndDate
            ? t('classes.expectedEndDateIs', { date: format.longDate(result.expectedEndDate) })
            : t('classes.calculating')
        }
        description={
          result && result.daysOffSkipped.length > 0
            ? t('classes.daysOffSkipped', {
                count: result.daysOffSkipped.length,
                dates: result.daysOffSkipped.map((d) => format.date(d)).join(', '),
              })
            : undefined
        }
      />
    </div>
  );
}
