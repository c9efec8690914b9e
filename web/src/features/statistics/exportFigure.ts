import { downloadFile, type ExportFormat } from '../../shared/downloadFile';

export type { ExportFormat };

export interface ExportRequest {
  figure: string;
  format: ExportFormat;
  from: string;
  to: string;
  classId?: string | null | undefined;
  courseId?: string | null | undefined;
}

const query = (r: ExportRequest) => {
  const q = new URLSearchParams({ figure: r.figure, format: r.format, from: r.from, to: r.to });
  if (r.classId) q.set('class_id', r.classId);
  if (r.courseId) q.set('course_id', r.courseId);
  return `/users/statistics/export?${q.toString()}`;
};

/** Downloads one figure as a file, with the caller's token and language, and hands it to the browser. */
export const downloadFigure = (
  r: ExportRequest,
  auth: { token: string | undefined; language: string },
): Promise<string> => downloadFile(query(r), auth, `${r.figure}.${r.format}`);
