// What one taker of bench/autosave.ts sends: the web's save of one part (a choice, or the first blank of a
// gap fill), so the bench's requests stay the web's as the schema moves (test/bench-operations.test.ts).

export const SAVE = `mutation ($input: SaveAnswersInput!) {
  saveAnswers(input: $input) { saved { partId seq } errors { field messages } } }`;

/** The variables of the save of `part`, numbered `seq`: a choice, or the text of blank 1. */
export function saveVariables(attemptId, part, seq, value, isChoice) {
  const answer = isChoice
    ? { choice: { choices: [value] } }
    : { textEntry: { blanks: [{ key: '1', value }] } };
  return { input: { attemptId: String(attemptId), answers: [{ partId: String(part), seq, answer }] } };
}
