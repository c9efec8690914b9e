import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { forgetPages } from '../../shared/cache';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ReportResolveMutation = graphql(`
  mutation ReportResolveMutation($input: ResolveReportInput!) {
    resolveReport(input: $input) {
      report {
        id
        ...ReportTable_reports
      }
      errors {
        field
        messages
      }
    }
  }
`);

/**
 * Resolves a report: the row changes in place (normalised by id); the pages of the list are forgotten, since
 * a resolved report leaves the "open" filter and the counts change.
 */
export function useResolveReport() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ReportResolveMutation, {
    update(cache, { data }) {
      if (data?.resolveReport.report) forgetPages(cache, 'reports');
    },
  });
  return useCallback(
    async (id: string, note: string) => {
      const result = await settle(mutate({ variables: { input: { id, note } } }));
      const payload = result?.data?.resolveReport;
      if (payload?.report) toast.success(t('reports.resolved'));
      return { ok: Boolean(payload?.report), errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
