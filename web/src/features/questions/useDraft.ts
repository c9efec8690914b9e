import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { QuestionFormValues } from './questionSchema';
import { toDomainType } from './questionTypes';

const keyOf = (path: string) => `lms.questionDraft.${path}`;

function read(key: string): QuestionFormValues | null {
  try {
    const saved = window.sessionStorage.getItem(key);
    if (!saved) return null;
    const draft = JSON.parse(saved) as QuestionFormValues;
    // A draft kept before parts carried their own type: they had the question's.
    const type = toDomainType(draft.type);
    return { ...draft, parts: draft.parts.map((part) => ({ ...part, type: part.type ?? type })) };
  } catch {
    return null;
  }
}

/**
 * What is typed in the question form is kept in the tab's session storage under the route (path and
 * query), so a reload or a refusal loses nothing; `clear` once the server has saved it.
 */
export function useDraft(form: UseFormReturn<QuestionFormValues>, enabled: boolean) {
  const { pathname, search } = useLocation();
  const key = keyOf(`${pathname}${search}`);
  const restored = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    if (!restored.current) {
      restored.current = true;
      const draft = read(key);
      if (draft) form.reset(draft, { keepDefaultValues: true });
    }
    const subscription = form.watch((values) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        try {
          window.sessionStorage.setItem(key, JSON.stringify(values));
        } catch {
          // No room for the draft: the form still holds it.
        }
      }, 300);
    });
    return () => {
      clearTimeout(timer.current);
      subscription.unsubscribe();
    };
  }, [enabled, form, key]);
  return {
    clear: () => {
      clearTimeout(timer.current);
      try {
        window.sessionStorage.removeItem(key);
      } catch {
        // Nothing kept.
      }
    },
  };
}
