import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ReportKind } from '../../gql/graphql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ReportProblemMutation = graphql(`
  mutation ReportProblemMutation($input: ReportProblemInput!) {
    reportProblem(input: $input) {
      report {
        id
        status
      }
      errors {
        field
        messages
      }
    }
  }
`);

export interface ReportValues {
  exerciseId: string;
  questionId?: string | null;
  attemptId?: string | null;
  kind: ReportKind;
  content: string;
}

/**
 * Sends a report. Nothing cached lists reports for the reporter (only administrators read them), so no cache
 * update; a toast says it went.
 */
export function useReportProblem() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ReportProblemMutation);
  return useCallback(
    async (values: ReportValues) => {
      const result = await settle(mutate({ variables: { input: values } }));
      const payload = result?.data?.reportProblem;
      if (payload?.report) toast.success(t('report.sent'));
      return { ok: Boolean(payload?.report), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
