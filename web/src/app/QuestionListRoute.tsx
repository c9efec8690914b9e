import { useApolloClient } from '@apollo/client/react';
import { UploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportQuestionsButton } from '../features/question-io/ExportQuestionsButton';
import { QuestionListPage } from '../features/questions/QuestionListPage';
import { Button } from '../ui/native';

// The import dialog (its upload and report) loads when it first opens.
const ImportQuestionsDialog = lazy(() =>
  import('../features/question-io/ImportQuestionsDialog').then((m) => ({ default: m.ImportQuestionsDialog })),
);

/**
 * The question bank's list with the import and export of `features/question-io` in its toolbar: composed here
 * so that the two features do not import each other. Export takes the rows the list shows; import writes into
 * the store the caller may add to, then the list reads the bank again.
 */
export function QuestionListRoute() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [importing, setImporting] = useState(false);
  return (
    <QuestionListPage
      toolbarExtra={({ filters, mayAdd }) => (
        <>
          <ExportQuestionsButton filters={filters} />
          {mayAdd && (
            <>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('questionIo.importTitle')}
              </Button>
              {importing && (
                <Suspense fallback={null}>
                  <ImportQuestionsDialog
                    open
                    onClose={() => setImporting(false)}
                    onImported={() => {
                      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'questions' });
                      client.cache.gc();
                    }}
                  />
                </Suspense>
              )}
            </>
          )}
        </>
      )}
    />
  );
}
