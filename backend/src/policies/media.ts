import type { Viewer } from '../http/auth.js';

/**
 * Media (issue 11 point 6; docs/decisions.md). Every signed-in user may upload: staff attach images and
 * recordings to questions, students will upload spoken answers (issue 12). Every signed-in user may read any
 * medium's metadata: a medium carries no more than the question that shows it, and checking each question's
 * store per medium would cost a join on every page for nothing to protect. The file itself is fetched by
 * `<img>` and `<audio>`, which send no bearer token, so it is served to whoever holds its link (the id plus
 * a key only the metadata gives: see `mediaFileKey`).
 */
export const mayUpload = (viewer: Viewer) => viewer.user.id > 0;
export const mayReadMedia = (viewer: Viewer) => viewer.user.id > 0;
