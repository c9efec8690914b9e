import { QuestionListPage } from '../features/questions/QuestionListPage';

/**
 * The question bank's list. Composed here so that the import and export buttons of another feature can join
 * its toolbar (`toolbarExtra`) without the features importing each other.
 */
export function QuestionListRoute() {
  return <QuestionListPage />;
}
