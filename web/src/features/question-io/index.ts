// What the question list page mounts (issue 11 item 7): the import dialog and the export button.
export { ExportQuestionsButton } from './ExportQuestionsButton';
export { ImportQuestionsDialog } from './ImportQuestionsDialog';
export type { ExportFilters, ImportReport } from './questionFiles';
