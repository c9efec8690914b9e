export declare const SAVE: string;
export declare function saveVariables(
  attemptId: number,
  part: number,
  seq: number,
  value: string,
  isChoice: boolean,
): { input: { attemptId: string; answers: { partId: string; seq: number; answer: unknown }[] } };
