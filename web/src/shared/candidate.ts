/**
 * An IELTS candidate (issue 30 point 1): a student the backend marks `student_status = ielts_candidate`, from
 * signing up on the IELTS page or registering for a date while in no class (docs/design.md section 10). Their
 * page is /ielts-test: sign-in lands there, not on the class dashboard or the first sign-in's setup.
 */
export const IELTS_CANDIDATE_STATUS = 'ielts_candidate';

export const isIeltsCandidate = (viewer: { role: string; studentStatus?: string | null } | null) =>
  viewer?.role === 'STUDENT' && viewer.studentStatus === IELTS_CANDIDATE_STATUS;
