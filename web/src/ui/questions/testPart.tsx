import type { QuestionType } from '@lms/domain/questions';
import {
  interactionOf,
  QUESTION_TYPE_INFO,
  samplePart,
  scorePart,
  validatePart,
} from '@lms/domain/questions';
import type { Part } from '@lms/domain/questions';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PartViewProps } from './PartView';
import { PartView } from './PartView';

/** The sample part of a type as the registry validates it (the shape the renderers and scorer read). */
export function sample(type: QuestionType, change?: (input: ReturnType<typeof samplePart>) => void): Part {
  const input = samplePart(type);
  change?.(input);
  const parsed = validatePart(type, input);
  if (!parsed.ok) throw new Error(`sample of ${type}: ${JSON.stringify(parsed.issues)}`);
  return parsed.part;
}

/**
 * A part of the type rendered as the runner holds it (the response in state, given back on each change),
 * with what the student answered last and the scorer's verdict on it.
 */
export function renderPart(type: QuestionType, props: Partial<PartViewProps> & { part?: Part } = {}) {
  const { part = sample(type), ...rest } = props;
  const responses: unknown[] = [];
  function Runner() {
    const [response, setResponse] = useState<unknown>(rest.response);
    return (
      <PartView
        interaction={interactionOf(type)}
        content={part.content}
        number={1}
        fixedOptions={QUESTION_TYPE_INFO[type].fixedOptions}
        response={response}
        onChange={(next) => {
          responses.push(next);
          setResponse(next);
        }}
        {...rest}
      />
    );
  }
  const user = userEvent.setup();
  const view = render(<Runner />);
  return {
    ...view,
    user,
    part,
    last: () => responses.at(-1),
    changes: () => responses.length,
    score: () => scorePart(type, part, responses.at(-1)),
  };
}
