import { partScoreFits } from '@lms/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import type { MarkAttempt_MarkingFragment, PartMarkInput } from '../../gql/graphql';
import { toast } from '../../ui/toast';
import { MarkAttempt_marking } from './markAttemptQuery';
import { useSaveMarkingDraft } from './useSaveMarkingDraft';

export interface PartValues {
  score: number | null;
  comment: string;
  tags: { id: string; note: string }[];
}
interface Values {
  comment: string;
  parts: Record<string, PartValues>;
}
/** Errors by field: `comment`, or `<partId>.score`, `<partId>.comment`, `<partId>.tags`; `form` the rest. */
export type MarkErrors = Record<string, string[]>;
/** The key of the overall comment among the edited parts' ids. */
const COMMENT = 'comment';

type DraftPart = NonNullable<MarkAttempt_MarkingFragment['draft']>['parts'][number];
const partValues = (p: DraftPart): PartValues => ({
  score: p.score ?? null,
  comment: p.comment,
  tags: p.errorTags.map((t) => ({ id: String(t.errorTagId), note: t.note })),
});
const sameValues = (a: PartValues, b: PartValues) =>
  a.score === b.score &&
  a.comment === b.comment &&
  a.tags.length === b.tags.length &&
  a.tags.every((t, i) => t.id === b.tags[i]!.id && t.note === b.tags[i]!.note);

/** What the form starts from: the draft where it has a part, the returned (or key's) mark otherwise. */
function initialValues(marking: FragmentType<typeof MarkAttempt_marking>): Values {
  const m = getFragmentData(MarkAttempt_marking, marking);
  const drafted = new Map((m.draft?.parts ?? []).map((p) => [String(p.partId), p]));
  const parts: Record<string, PartValues> = {};
  for (const p of m.parts) {
    const from = drafted.get(String(p.partId)) ?? p;
    parts[String(p.partId)] = {
      score: from.score ?? null,
      comment: from.comment,
      tags: from.errorTags.map((t) => ({ id: String(t.errorTagId), note: t.note })),
    };
  }
  return { comment: m.draft ? m.draft.comment : m.comment, parts };
}

/**
 * The written marks of one attempt as the marker edits them: each part's score, comment and error tags and
 * the overall comment, what was edited since the last save, and the save itself. A save sends only what this
 * marker edited, as the server merges by part, and takes from its answer the parts another marker changed
 * meanwhile (issue 26 point 5).
 */
export function useAttemptMarks(attemptId: string, initial: FragmentType<typeof MarkAttempt_marking>) {
  const { t } = useTranslation();
  const saveDraft = useSaveMarkingDraft();
  const marking = getFragmentData(MarkAttempt_marking, initial);
  const info = new Map(marking.parts.map((p) => [String(p.partId), p]));
  const [values, setValuesNow] = useState<Values>(() => initialValues(initial));
  // Each change counts; a save that ends with the count unchanged leaves nothing unsaved.
  const [changes, setChanges] = useState({ made: 0, saved: 0 });
  // What this marker edited and has not saved yet (part ids, `COMMENT`), with the count of its last edit: a
  // save sends only these, as the server merges by part, so another marker's parts are never overwritten
  // (issue 26 point 5).
  const edited = useRef(new Map<string, number>());
  const editCount = useRef(0);
  // A part taken from another marker's save is drawn again (its score input keeps its own text).
  const [revisions, setRevisions] = useState<Record<string, number>>({});
  const [merged, setMerged] = useState<string[]>([]);
  const [errors, setErrors] = useState<MarkErrors>({});
  const setValues = (key: string, change: (v: Values) => Values) => {
    setValuesNow(change);
    edited.current.set(key, ++editCount.current);
    setChanges((c) => ({ ...c, made: c.made + 1 }));
  };
  const setPart = (id: string, change: Partial<PartValues>) =>
    setValues(id, (v) => ({ ...v, parts: { ...v.parts, [id]: { ...v.parts[id]!, ...change } } }));
  const setComment = (comment: string) => setValues(COMMENT, (v) => ({ ...v, comment }));

  /**
   * After a save: the edits it carried are saved, and the draft's parts this marker has not edited since are
   * taken from the server, where another marker may have changed them (issue 26 point 5).
   */
  function adopt(saved: MarkAttempt_MarkingFragment, upTo: number) {
    for (const [key, count] of [...edited.current]) if (count <= upTo) edited.current.delete(key);
    const draft = saved.draft;
    if (!draft) return;
    const changed: string[] = [];
    const next = { ...values, parts: { ...values.parts } };
    for (const p of draft.parts) {
      const id = String(p.partId);
      const mine = next.parts[id];
      if (!mine || edited.current.has(id)) continue;
      const theirs = partValues(p);
      if (sameValues(mine, theirs)) continue;
      next.parts[id] = theirs;
      changed.push(id);
    }
    const comment = edited.current.has(COMMENT) ? values.comment : draft.comment;
    if (!changed.length && comment === values.comment) return;
    // Only the parts and the comment nobody here touched since: what is typed meanwhile stays.
    setValuesNow((v) => ({
      comment: edited.current.has(COMMENT) ? v.comment : draft.comment,
      parts: {
        ...v.parts,
        ...Object.fromEntries(
          changed.filter((id) => !edited.current.has(id)).map((id) => [id, next.parts[id]!]),
        ),
      },
    }));
    if (changed.length) {
      setRevisions((r) => ({ ...r, ...Object.fromEntries(changed.map((id) => [id, (r[id] ?? 0) + 1])) }));
      setMerged(changed);
    }
  }

  /** The rules of @lms/domain, before anything is sent. */
  function check(): MarkErrors {
    const found: MarkErrors = {};
    for (const [id, part] of Object.entries(values.parts)) {
      const max = info.get(id)?.maxScore ?? 0;
      if (part.score !== null && !partScoreFits(part.score, max))
        found[`${id}.score`] = [t('markingRules.mark_part_score_range')];
    }
    return found;
  }

  /**
   * Writes the draft; the marks as the server now holds them, or null (with the errors under their fields)
   * when refused. Quiet: no toast.
   */
  async function save(quiet = false) {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      if (!quiet) toast.error(t('marking.fixErrors'));
      return null;
    }
    const made = changes.made;
    const upTo = editCount.current;
    const ids = Object.keys(values.parts).filter(
      (id) => info.get(id)?.markedBy !== 'NONE' && edited.current.has(id),
    );
    const parts: PartMarkInput[] = ids.map((id) => {
      const part = values.parts[id]!;
      return {
        partId: id,
        score: part.score,
        comment: part.comment,
        errorTags: part.tags.map((tag) => ({ errorTagId: tag.id, note: tag.note })),
      };
    });
    const answer = await saveDraft({
      attemptId,
      ...(edited.current.has(COMMENT) ? { comment: values.comment } : {}),
      parts,
    });
    if (answer.marking) {
      setChanges((c) => ({ ...c, saved: Math.max(c.saved, made) }));
      const saved = getFragmentData(MarkAttempt_marking, answer.marking);
      adopt(saved, upTo);
      return saved;
    }
    const server: MarkErrors = {};
    for (const e of answer.errors) {
      // `parts.<i>.score` names the i-th part sent; `parts.<i>.errorTags.<j>.errorTagId` its tags.
      const at = /^parts\.(\d+)\.(\w+)/.exec(e.field ?? '');
      const id = at ? ids[Number(at[1])] : undefined;
      const key = id ? `${id}.${at![2] === 'errorTags' ? 'tags' : at![2]}` : (e.field ?? 'form');
      server[key] = [...(server[key] ?? []), ...e.messages];
    }
    setErrors(server);
    return null;
  }

  return {
    values,
    setPart,
    setComment,
    /** The count of edits so far (the draft saves itself after each). */
    edits: changes.made,
    unsaved: changes.made !== changes.saved,
    revisions,
    merged,
    errors,
    save,
  };
}
