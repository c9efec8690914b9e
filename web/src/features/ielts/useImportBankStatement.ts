import { useMutation } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { settle } from '../../shared/mutations';
import { toast } from '../../ui/toast';

const ImportBankStatementMutation = graphql(`
  mutation ImportBankStatementMutation($input: ImportBankStatementInput!) {
    importBankStatement(input: $input) {
      report {
        dryRun
        rows
        matches
        transfers {
          row
          amount
          description
          reference
          invoice
          paymentId
          invoiceAmount
          outcome
        }
      }
      errors {
        field
        messages
      }
    }
  }
`);

export type StatementReport = NonNullable<
  ResultOf<typeof ImportBankStatementMutation>['importBankStatement']['report']
>;

/** A file's bytes as base64 (the statement travels in the GraphQL input). */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Matches a bank statement against the invoices: a dry run reports, a commit confirms the exact matches and
 * refreshes the payments' list (each confirmed payment changed on the server).
 */
export function useImportBankStatement() {
  const { t } = useTranslation();
  const [mutate] = useMutation(ImportBankStatementMutation);
  return useCallback(
    async (file: File, dryRun: boolean) => {
      const input = { filename: file.name, content: await fileAsBase64(file), dryRun };
      const result = await settle(
        mutate({ variables: { input }, ...(dryRun ? {} : { refetchQueries: ['PaymentListQuery'] }) }),
      );
      const payload = result?.data?.importBankStatement;
      const report = payload?.report ?? null;
      if (report && !dryRun)
        toast.success(t('ielts.payments.statement.confirmed', { count: report.matches }));
      return { report, errors: payload?.errors ?? [] };
    },
    [mutate, t],
  );
}
